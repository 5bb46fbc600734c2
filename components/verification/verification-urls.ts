import type { VerificationQueueItemDto } from "@/lib/members/verification";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";

/** GET's address and swr key of the member's own verification request (/account). */
export const MY_VERIFICATION_URL = "/api/users/me/verification";

/** The URL of the admins' first page of requests under review, or of the page after `previous` (null after the last). */
export const verificationQueuePageUrl = (previous: VerificationQueueItemDto[] | null) =>
  keysetPageUrl("/api/admin/verification", {}, VERIFICATION_QUEUE_PAGE_SIZE, previous, (request) => request.createdAt);
