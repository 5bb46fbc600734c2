import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listMemberFollowers } from "@/lib/members/member-follows";
import { memberFollowersQuerySchema } from "@/lib/validation/member-follows";

/** The members who follow a member, the newest follower first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to see who follows a member", query: memberFollowersQuerySchema },
  async ({ params, query, viewer }) => {
    const page = await listMemberFollowers(params.id, query, viewer);
    return pageResponse(page.followers, page.nextCursor);
  },
);
