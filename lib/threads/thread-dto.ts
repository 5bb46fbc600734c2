import "server-only";
import type { Role } from "@/lib/generated/prisma/enums";
import type { Viewer } from "@/lib/auth/viewer";
import { toPollDto } from "@/lib/polls/poll-dto";
import { toAuthorDto } from "@/lib/members/profile-dto";
import { eventStatus } from "@/lib/events/event-dto";
import { isFollowing } from "./follow";
import { RECENT_REPLIES_READ, type ThreadRow } from "./thread-rows";

/** How many of the recent repliers a card shows. */
const RECENT_REPLIERS_SHOWN = 4;

/** How long a thread a member never opened counts as new to them (the "New" filter's window too). */
export const NEW_THREAD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The viewer's read state of a thread (null for a signed-out viewer). */
export interface UnreadMark {
  /** When they last opened it; null when never. */
  lastReadAt: string | null;
  /** Never opened, recent and not theirs. */
  newThread: boolean;
  /** Replies by others since `lastReadAt`. */
  newReplies: number;
  /** There may be more new replies than `newReplies` ("20+ new"). */
  moreNewReplies: boolean;
}

/** A FIGHTER's posts are premium: viewers who are not paid get no content, media or poll text. */
export function isPremiumLockedFor(authorRole: string, viewer: Viewer) {
  return authorRole === "FIGHTER" && !viewer?.isPaid;
}

/**
 * What is new to the viewer in a thread: the replies by others since they last opened it (counted
 * among the latest replies the card reads anyway, so "20+" beyond them), or the whole thread when
 * they never opened it and it is another member's and recent.
 */
function unreadFor(thread: ThreadRow, viewerId: string): UnreadMark {
  const { lastReadAt } = thread;
  if (!lastReadAt) {
    const newThread = thread.userId !== viewerId && Date.now() - thread.createdAt.getTime() < NEW_THREAD_WINDOW_MS;
    return { lastReadAt: null, newThread, newReplies: 0, moreNewReplies: false };
  }
  const since = thread.recentReplies.filter((reply) => reply.createdAtMs > lastReadAt.getTime());
  return {
    lastReadAt: lastReadAt.toISOString(),
    newThread: false,
    newReplies: since.filter((reply) => reply.userId !== viewerId).length,
    moreNewReplies: thread.recentReplies.length === RECENT_REPLIES_READ && since.length === RECENT_REPLIES_READ,
  };
}

export function toThreadDto(thread: ThreadRow, viewer: Viewer) {
  const premiumLocked = isPremiumLockedFor(thread.author.role, viewer);
  const { reaction, poll } = thread;
  const [lastReply] = thread.recentReplies;
  const recentRepliers = new Map<string, { username: string; imageUrl: string | null; role: Role }>();
  for (const reply of thread.recentReplies) {
    if (recentRepliers.size < RECENT_REPLIERS_SHOWN && !recentRepliers.has(reply.userId)) {
      recentRepliers.set(reply.userId, { username: reply.username, imageUrl: reply.imageUrl, role: reply.role });
    }
  }
  return {
    id: thread.id,
    userId: thread.userId,
    title: thread.title,
    content: premiumLocked ? "" : thread.content,
    categoryId: thread.categoryId,
    categoryName: thread.categoryName,
    createdAt: thread.createdAt.toISOString(),
    lastActivityAt: thread.lastActivityAt.toISOString(),
    edited: thread.editedAt !== null,
    editedAt: thread.editedAt?.toISOString() ?? null,
    isPinned: thread.isPinned,
    isLocked: thread.isLocked,
    /** Staff's minimum seconds between one member's replies (0: off). */
    slowModeSeconds: thread.slowModeSeconds,
    hasLiked: reaction === "LIKE",
    hasDisliked: reaction === "DISLIKE",
    likesCount: thread.likesCount,
    dislikesCount: thread.dislikesCount,
    hasPotd: thread.hasPotd,
    hasBookmarked: thread.hasBookmarked,
    /** The viewer hears of new replies (lib/threads/follow.ts: its author does unless they unfollowed). */
    isFollowing: isFollowing(thread.following, viewer?.id ?? null, thread.userId),
    potdCount: thread.potdCount,
    repliesCount: thread.repliesCount,
    /** The hot list's order (its "Load more" cursor); the top list's is likes − dislikes. */
    hotScore: thread.hotScore,
    /** Who answered last and when (a reply's author and time are not premium content). */
    lastReply: lastReply ? { username: lastReply.username, createdAt: new Date(lastReply.createdAtMs).toISOString() } : null,
    /** The last members to reply (up to four, newest first), for the compact list's avatars. */
    recentRepliers: [...recentRepliers.values()],
    unread: viewer ? unreadFor(thread, viewer.id) : null,
    /** The fight night this is the live thread of; `live` from its start until staff end it (the LIVE label). */
    event: thread.event ? { id: thread.event.id, live: eventStatus(thread.event) === "live" } : null,
    premiumLocked,
    /** The viewer muted or blocked its author: lists collapse it behind "Show anyway". */
    authorMuted: thread.authorMuted,
    user: toAuthorDto(thread.author),
    media: premiumLocked
      ? []
      : thread.media.map((m) => ({ id: m.id, type: m.type, url: m.url, width: m.width, height: m.height })),
    poll: premiumLocked || !poll ? null : toPollDto(poll),
  };
}
export type ThreadDto = ReturnType<typeof toThreadDto>;
