import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listMemberFollowList } from "@/lib/members/member-follows";
import { followListQuerySchema } from "@/lib/validation/member-follows";

/** The members a member follows, the newest follow first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to see whom a member follows", query: followListQuerySchema },
  async ({ params, query, viewer }) => {
    const page = await listMemberFollowList(params.id, "following", query, viewer);
    return pageResponse(page.members, page.nextCursor);
  },
);
