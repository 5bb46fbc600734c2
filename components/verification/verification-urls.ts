import type { VerificationQueueItemDto } from "@/lib/members/verification";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import type { VerificationList } from "@/lib/validation/verification";

/** GET's address and swr key of the member's own verification request (/account). */
export const MY_VERIFICATION_URL = "/api/users/me/verification";

/** /admin/verification's tabs: the list each shows, its address and its texts. */
export const VERIFICATION_TABS = {
  pending: {
    label: "Under review",
    href: "/admin/verification",
    empty: "No requests to review. Members ask to be verified from their account page.",
    loading: "Loading verification requests...",
  },
  decided: { label: "Decided", href: "/admin/verification?show=decided", empty: "No request has been decided yet.", loading: "Loading decided requests..." },
} satisfies Record<VerificationList, unknown>;

/** The URL of the first page of one of the admins' lists, or of the page after `previous` (null after the last). */
export const verificationListPageUrl = (show: VerificationList, previous: VerificationQueueItemDto[] | null) =>
  keysetPageUrl("/api/admin/verification", { show }, VERIFICATION_QUEUE_PAGE_SIZE, previous, (request) => (show === "decided" && request.decidedAt) || request.createdAt);
