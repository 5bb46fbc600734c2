import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import type { Viewer } from "@/lib/auth/viewer";
import { pollInclude, toPollDto } from "@/lib/polls/poll-dto";
import { authorSelectFor, isMutedByViewer, toAuthorDto } from "@/lib/members/profile-dto";
import { eventStatus } from "@/lib/events/event-dto";
import { isFollowing } from "./follow";

/** How many of a thread's latest replies are read for its recent repliers, and how many of them are shown. */
const RECENT_REPLIES_READ = 20;
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

/** The relations a thread card needs, with the viewer's own reaction, Post of the Day, vote, read mark, bookmark and mute. */
export function threadInclude(viewerId: string | null) {
  const mine = { where: { userId: viewerId ?? "" } };
  return {
    user: { select: authorSelectFor(viewerId) },
    category: { select: { id: true, name: true } },
    media: { orderBy: { position: "asc" as const } },
    poll: { include: pollInclude(viewerId) },
    reactions: { ...mine, select: { type: true } },
    potdMarks: { ...mine, select: { id: true } },
    reads: { ...mine, select: { lastReadAt: true } },
    bookmarks: { ...mine, select: { id: true } },
    follows: { ...mine, select: { following: true } },
    event: { select: { id: true, startsAt: true, endedAt: true } },
    // The latest replies still standing, for "Last reply by" and the recent repliers' avatars:
    // joined in the same statement, a bounded number per thread.
    replies: {
      where: { deletedAt: null, userId: { not: null } },
      orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
      take: RECENT_REPLIES_READ,
      select: { createdAt: true, userId: true, user: { select: { id: true, username: true, imageUrl: true, role: true } } },
    },
  } satisfies Prisma.ThreadInclude;
}

export type ThreadRow = Prisma.ThreadGetPayload<{ include: ReturnType<typeof threadInclude> }>;

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
  const lastReadAt = thread.reads[0]?.lastReadAt ?? null;
  if (!lastReadAt) {
    const newThread = thread.userId !== viewerId && Date.now() - thread.createdAt.getTime() < NEW_THREAD_WINDOW_MS;
    return { lastReadAt: null, newThread, newReplies: 0, moreNewReplies: false };
  }
  const since = thread.replies.filter((reply) => reply.createdAt > lastReadAt);
  return {
    lastReadAt: lastReadAt.toISOString(),
    newThread: false,
    newReplies: since.filter((reply) => reply.userId !== viewerId).length,
    moreNewReplies: thread.replies.length === RECENT_REPLIES_READ && since.length === RECENT_REPLIES_READ,
  };
}

export function toThreadDto(thread: ThreadRow, viewer: Viewer) {
  const premiumLocked = isPremiumLockedFor(thread.user.role, viewer);
  const reaction = thread.reactions[0]?.type;
  const poll = thread.poll;
  const [lastReply] = thread.replies;
  const recentRepliers = new Map<string, { username: string; imageUrl: string | null; role: Role }>();
  for (const { user } of thread.replies) {
    if (user && recentRepliers.size < RECENT_REPLIERS_SHOWN && !recentRepliers.has(user.id)) {
      recentRepliers.set(user.id, { username: user.username, imageUrl: user.imageUrl, role: user.role });
    }
  }
  return {
    id: thread.id,
    userId: thread.userId,
    title: thread.title,
    content: premiumLocked ? "" : thread.content,
    categoryId: thread.categoryId,
    categoryName: thread.category.name,
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
    hasPotd: thread.potdMarks.length > 0,
    hasBookmarked: thread.bookmarks.length > 0,
    /** The viewer hears of new replies (lib/threads/follow.ts: its author does unless they unfollowed). */
    isFollowing: isFollowing(thread.follows[0], viewer?.id ?? null, thread.userId),
    potdCount: thread.potdCount,
    repliesCount: thread.repliesCount,
    /** The hot list's order (its "Load more" cursor); the top list's is likes − dislikes. */
    hotScore: thread.hotScore,
    /** Who answered last and when (a reply's author and time are not premium content). */
    lastReply: lastReply?.user ? { username: lastReply.user.username, createdAt: lastReply.createdAt.toISOString() } : null,
    /** The last members to reply (up to four, newest first), for the compact list's avatars. */
    recentRepliers: [...recentRepliers.values()],
    unread: viewer ? unreadFor(thread, viewer.id) : null,
    /** The fight night this is the live thread of; `live` from its start until staff end it (the LIVE label). */
    event: thread.event ? { id: thread.event.id, live: eventStatus(thread.event) === "live" } : null,
    premiumLocked,
    /** The viewer muted or blocked its author: lists collapse it behind "Show anyway". */
    authorMuted: isMutedByViewer(thread.user),
    user: toAuthorDto(thread.user),
    media: premiumLocked
      ? []
      : thread.media.map((m) => ({ id: m.id, type: m.type, url: m.url, width: m.width, height: m.height })),
    poll: premiumLocked || !poll ? null : toPollDto(poll),
  };
}
export type ThreadDto = ReturnType<typeof toThreadDto>;
