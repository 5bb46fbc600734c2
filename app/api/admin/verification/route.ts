import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listVerificationRequests } from "@/lib/members/verification";
import { verificationQueueQuerySchema } from "@/lib/validation/verification";

/** Admins: the verification requests under review, longest waiting first, or (`show=decided`) the decided ones, the latest first; by cursor (`x-next-cursor`). */
export const GET = handler({ access: "admin", query: verificationQueueQuerySchema }, async ({ viewer, query }) => {
  const page = await listVerificationRequests(viewer, query);
  return pageResponse(page.requests, page.nextCursor);
});
