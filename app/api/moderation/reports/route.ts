import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listReports } from "@/lib/moderation/reports";
import { moderationQueueQuerySchema } from "@/lib/validation/reports";

/** Staff: the posts and members with open reports, longest waiting first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "staff", signedOutMessage: "You must be logged in to see reports", query: moderationQueueQuerySchema },
  async ({ viewer, query }) => {
    const page = await listReports(viewer, query);
    return pageResponse(page.reports, page.nextCursor);
  },
);
