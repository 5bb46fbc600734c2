import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listMemberReplies } from "@/lib/members/profile";
import { memberRepliesQuerySchema } from "@/lib/validation/members";

/** A member's replies for their profile's Replies tab, newest first, by cursor (`x-next-cursor`). */
export const GET = handler({ access: "signedIn", query: memberRepliesQuerySchema }, async ({ params, query, viewer }) => {
  const page = await listMemberReplies(params.id, query, viewer);
  return pageResponse(page.replies, page.nextCursor);
});
