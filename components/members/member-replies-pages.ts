import type { MemberReplyDto } from "@/lib/members/profile";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { MEMBER_REPLIES_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of a member's replies, or of the page after `previous` (null after the last). */
export const memberRepliesPageUrl = (memberId: string, previous: MemberReplyDto[] | null) =>
  keysetPageUrl(`/api/users/${memberId}/replies`, {}, MEMBER_REPLIES_PAGE_SIZE, previous, (reply) => reply.createdAt);
