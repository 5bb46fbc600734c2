import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { truncate } from "@/lib/format";
import type { Prisma } from "@/lib/generated/prisma/client";
import { markdownToPlainText } from "@/lib/markdown/markdown";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";

const REPLY_PREVIEW_LENGTH = 100;

/** What a notification shows besides its own columns: public fields only. */
export const notificationInclude = {
  actor: { select: { id: true, username: true, imageUrl: true, role: true } },
  thread: { select: { title: true } },
  reply: { select: { content: true, user: { select: { role: true } } } },
} as const satisfies Prisma.NotificationInclude;

export type NotificationRow = Prisma.NotificationGetPayload<{ include: typeof notificationInclude }>;

/** The role of the author of the post a notice is about: its reply's, or for a followed member's new thread, theirs. */
function postAuthorRole(row: NotificationRow) {
  if (row.reply) return row.reply.user?.role ?? null;
  return row.type === "NEW_THREAD" ? (row.actor?.role ?? null) : null;
}

/**
 * A notification in the bell's list; the preview of a premium reply is withheld from viewers who
 * are not paid, and a premium post's notice says it is locked for them. A new follower's notice
 * offers to follow them back unless the viewer does (`followedActorIds`: those the viewer follows
 * among the list's new followers).
 */
export function toNotificationDto(row: NotificationRow, viewer: Viewer, followedActorIds: ReadonlySet<string>) {
  const reply = row.reply;
  const authorRole = postAuthorRole(row);
  const premiumLocked = authorRole ? isPremiumLockedFor(authorRole, viewer) : false;
  return {
    id: row.id,
    type: row.type,
    isRead: row.isRead,
    threadId: row.threadId,
    replyId: row.replyId,
    threadTitle: row.thread?.title ?? null,
    replyPreview: reply && !premiumLocked ? truncate(markdownToPlainText(reply.content), REPLY_PREVIEW_LENGTH) : null,
    premiumLocked,
    message: row.message,
    relatedUser: row.actor && { id: row.actor.id, username: row.actor.username, imageUrl: row.actor.imageUrl, role: row.actor.role },
    canFollowBack: row.type === "NEW_FOLLOWER" && row.actor !== null && !followedActorIds.has(row.actor.id),
    createdAt: row.createdAt.toISOString(),
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;
