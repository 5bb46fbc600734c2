import type { ThreadDto } from "@/lib/threads/thread-dto";

/** A thread as the API answers it, by a plain member, with no reactions, replies, media or poll. */
export function threadDto(overrides: Partial<ThreadDto> = {}): ThreadDto {
  return {
    id: "t1",
    userId: "author",
    title: "Thread t1",
    content: "Content",
    categoryId: "general",
    categoryName: "General MMA Discussion",
    createdAt: "2026-03-01T00:00:00.000Z",
    lastActivityAt: "2026-03-01T00:00:00.000Z",
    edited: false,
    editedAt: null,
    isPinned: false,
    isLocked: false,
    hasLiked: false,
    hasDisliked: false,
    likesCount: 0,
    dislikesCount: 0,
    hasPotd: false,
    hasBookmarked: false,
    isFollowing: false,
    potdCount: 0,
    repliesCount: 0,
    hotScore: 39_800,
    lastReply: null,
    recentRepliers: [],
    unread: { lastReadAt: null, newThread: false, newReplies: 0, moreNewReplies: false },
    premiumLocked: false,
    event: null,
    authorMuted: false,
    user: { id: "author", externalId: "user_author", username: "author", role: "USER", imageUrl: null, isVerified: false, status: "AMATEUR", points: 0, isOnline: false },
    media: [],
    poll: null,
    ...overrides,
  };
}
