import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { truncate } from "@/lib/format";
import type { Prisma } from "@/lib/generated/prisma/client";
import { markdownToPlainText } from "@/lib/markdown/markdown";
import { followTargetOf, noticeActionKind, type FollowTarget } from "./notice-action";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";

const REPLY_PREVIEW_LENGTH = 100;

/** What a notification shows besides its own columns: public fields only. */
export const notificationInclude = {
  actor: { select: { id: true, username: true, imageUrl: true, role: true } },
  thread: { select: { title: true, categoryId: true, event: { select: { id: true } } } },
  reply: { select: { content: true, user: { select: { role: true } } } },
} as const satisfies Prisma.NotificationInclude;

export type NotificationRow = Prisma.NotificationGetPayload<{ include: typeof notificationInclude }>;

/** The role of the author of the post a notice is about: its reply's, or for a new thread of a followed member or category, theirs. */
function postAuthorRole(row: NotificationRow) {
  if (row.reply) return row.reply.user?.role ?? null;
  return row.type === "NEW_THREAD" || row.type === "CATEGORY_THREAD" ? (row.actor?.role ?? null) : null;
}

/**
 * A notification in the bell's list; the preview of a premium reply is withheld from viewers who
 * are not paid, and a premium post's notice says it is locked for them. A notice about a follow
 * offers the action that still applies (notice-action.ts); `follows` says whether the viewer
 * follows a notice's thread, member or category.
 */
export function toNotificationDto(row: NotificationRow, viewer: Viewer, follows: (target: FollowTarget) => boolean) {
  const reply = row.reply;
  const authorRole = postAuthorRole(row);
  const premiumLocked = authorRole ? isPremiumLockedFor(authorRole, viewer) : false;
  const followTarget = followTargetOf(row.type, row.threadId, row.actor?.id ?? null, row.thread?.categoryId ?? null);
  return {
    id: row.id,
    type: row.type,
    isRead: row.isRead,
    threadId: row.threadId,
    replyId: row.replyId,
    threadTitle: row.thread?.title ?? null,
    /** The category of the notice's thread (a followed category's notice unfollows it). */
    categoryId: row.thread?.categoryId ?? null,
    /** The event whose live thread the notice is about (a pick'em result leads to the event's page). */
    eventId: row.thread?.event?.id ?? null,
    replyPreview: reply && !premiumLocked ? truncate(markdownToPlainText(reply.content), REPLY_PREVIEW_LENGTH) : null,
    premiumLocked,
    message: row.message,
    relatedUser: row.actor && { id: row.actor.id, username: row.actor.username, imageUrl: row.actor.imageUrl, role: row.actor.role },
    action: followTarget ? noticeActionKind(row.type, follows(followTarget)) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;
