import { mentionNotice } from "@/lib/notifications/mentions";
import type { NotificationInput } from "@/lib/notifications/notify";

interface NewReply {
  replyId: string;
  author: { id: string; username: string };
  thread: { id: string; title: string; userId: string };
  /** Author of the reply being answered; null for a top-level reply or a deleted author. */
  parentAuthorId: string | null;
  /** Existing members mentioned as @username in the reply. */
  mentionedUserIds: string[];
  /** Members following the thread (its author aside), and whether its author still follows it. */
  followerIds: string[];
  authorFollows: boolean;
}

/**
 * Who hears about a new reply, once each: the author of the reply it answers and the thread's author
 * unless they unfollowed it (REPLY), every mentioned member (MENTION), then the thread's followers
 * (FOLLOW). Never the reply's author.
 */
export function replyNotifications({ replyId, author, thread, parentAuthorId, mentionedUserIds, followerIds, authorFollows }: NewReply): NotificationInput[] {
  const about = { actorId: author.id, threadId: thread.id, replyId };
  const notifications: NotificationInput[] = [];
  const told = new Set<string>([author.id]);
  const add = (userId: string, input: Pick<NotificationInput, "type" | "message">) => {
    if (told.has(userId)) return;
    told.add(userId);
    notifications.push({ ...about, ...input, userId });
  };
  if (parentAuthorId) add(parentAuthorId, { type: "REPLY", message: `${author.username} replied to your reply in "${thread.title}"` });
  if (authorFollows) add(thread.userId, { type: "REPLY", message: `${author.username} replied to your thread "${thread.title}"` });
  for (const userId of mentionedUserIds) add(userId, mentionNotice(author, thread.title));
  for (const userId of followerIds) {
    add(userId, { type: "FOLLOW", message: `${author.username} replied in "${thread.title}", a thread you follow` });
  }
  return notifications;
}
