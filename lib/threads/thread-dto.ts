import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Viewer } from "@/lib/auth/viewer";
import { pollInclude, toPollDto } from "@/lib/polls/poll-dto";
import { AUTHOR_SELECT, toAuthorDto } from "@/lib/members/profile-dto";

/** The relations a thread card needs, with the viewer's own reaction, Post of the Day and vote. */
export function threadInclude(viewerId: string | null) {
  const mine = { where: { userId: viewerId ?? "" } };
  return {
    user: { select: AUTHOR_SELECT },
    category: { select: { id: true, name: true } },
    media: { orderBy: { position: "asc" as const } },
    poll: { include: pollInclude(viewerId) },
    reactions: { ...mine, select: { type: true } },
    potdMarks: { ...mine, select: { id: true } },
    // The newest reply still standing, for the card's "Last reply by": joined in the same statement.
    replies: {
      where: { deletedAt: null, userId: { not: null } },
      orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
      take: 1,
      select: { createdAt: true, user: { select: { username: true } } },
    },
  } satisfies Prisma.ThreadInclude;
}

export type ThreadRow = Prisma.ThreadGetPayload<{ include: ReturnType<typeof threadInclude> }>;

/** A FIGHTER's posts are premium: viewers who are not paid get no content, media or poll text. */
export function isPremiumLockedFor(authorRole: string, viewer: Viewer) {
  return authorRole === "FIGHTER" && !viewer?.isPaid;
}

export function toThreadDto(thread: ThreadRow, viewer: Viewer) {
  const premiumLocked = isPremiumLockedFor(thread.user.role, viewer);
  const reaction = thread.reactions[0]?.type;
  const poll = thread.poll;
  const [lastReply] = thread.replies;
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
    hasLiked: reaction === "LIKE",
    hasDisliked: reaction === "DISLIKE",
    likesCount: thread.likesCount,
    dislikesCount: thread.dislikesCount,
    hasPotd: thread.potdMarks.length > 0,
    potdCount: thread.potdCount,
    repliesCount: thread.repliesCount,
    /** Who answered last and when (a reply's author and time are not premium content). */
    lastReply: lastReply?.user ? { username: lastReply.user.username, createdAt: lastReply.createdAt.toISOString() } : null,
    premiumLocked,
    user: toAuthorDto(thread.user),
    media: premiumLocked
      ? []
      : thread.media.map((m) => ({ id: m.id, type: m.type, url: m.url, width: m.width, height: m.height })),
    poll: premiumLocked || !poll ? null : toPollDto(poll),
  };
}
export type ThreadDto = ReturnType<typeof toThreadDto>;
