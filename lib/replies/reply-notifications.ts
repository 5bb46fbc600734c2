import type { NotificationInput } from "@/lib/notifications/notify";

interface NewReply {
  replyId: string;
  author: { id: string; username: string };
  thread: { id: string; title: string; userId: string };
  /** Author of the reply being answered; null for a top-level reply or a deleted author. */
  parentAuthorId: string | null;
  /** Existing members mentioned as @username in the reply. */
  mentionedUserIds: string[];
}

/**
 * Who hears about a new reply: the author of the reply it answers and the thread's author (REPLY),
 * and every mentioned member who is not already told by a REPLY (MENTION). Never the author.
 */
export function replyNotifications({ replyId, author, thread, parentAuthorId, mentionedUserIds }: NewReply): NotificationInput[] {
  const about = { actorId: author.id, threadId: thread.id, replyId };
  const notifications: NotificationInput[] = [];
  const told = new Set<string>([author.id]);
  const add = (userId: string, input: Pick<NotificationInput, "type" | "message">) => {
    if (told.has(userId)) return;
    told.add(userId);
    notifications.push({ ...about, ...input, userId });
  };
  if (parentAuthorId) add(parentAuthorId, { type: "REPLY", message: `${author.username} replied to your reply in "${thread.title}"` });
  add(thread.userId, { type: "REPLY", message: `${author.username} replied to your thread "${thread.title}"` });
  for (const userId of mentionedUserIds) {
    add(userId, { type: "MENTION", message: `${author.username} mentioned you in "${thread.title}"` });
  }
  return notifications;
}
