import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listFollowedMembersThreads } from "@/lib/members/member-follows";
import { followedThreadsQuerySchema } from "@/lib/validation/member-follows";

/** The threads of the members the viewer follows, newest first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to see the threads of the members you follow", query: followedThreadsQuerySchema },
  async ({ viewer, query }) => {
    const page = await listFollowedMembersThreads(viewer, query);
    return pageResponse(page.threads, page.nextCursor);
  },
);
