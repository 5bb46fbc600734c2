import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ReplyDto } from "@/lib/replies/reply-dto";

/**
 * Reply reactions are one-time (SPEC.md section 4): a member reacts once, like or dislike, to a
 * reply they can read that is not their own, and cannot take it back.
 */
export function canReactToReply(reply: ReplyDto, viewer: ViewerSummary | null) {
  return (
    viewer !== null &&
    !reply.isDeleted &&
    !reply.premiumLocked &&
    reply.user?.id !== viewer.id &&
    !reply.hasLiked &&
    !reply.hasDisliked
  );
}

/** The optimistic like: marked liked and counted before the server answers. */
export function markReplyLiked(reply: ReplyDto): ReplyDto {
  return { ...reply, hasLiked: true, likesCount: reply.likesCount + 1 };
}

export function markReplyDisliked(reply: ReplyDto): ReplyDto {
  return { ...reply, hasDisliked: true, dislikesCount: reply.dislikesCount + 1 };
}

/** Its author and staff may delete a reply (SPEC.md section 6). */
export function canDeleteReply(reply: ReplyDto, viewer: ViewerSummary | null) {
  return viewer !== null && !reply.isDeleted && (reply.user?.id === viewer.id || viewer.isStaff);
}
