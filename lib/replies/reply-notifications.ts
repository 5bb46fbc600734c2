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
  /** Whether the thread's author still follows it. */
  authorFollows: boolean;
}

/**
 * Who hears about a new reply in its transaction, once each: the author of the reply it answers and
 * the thread's author unless they unfollowed it (REPLY), then every mentioned member (MENTION).
 * Never the reply's author. The thread's followers hear of it once it is posted, if none of these
 * told them (lib/threads/follow.ts, `notifyFollowersOnceAnswered`).
 */
export function replyNotifications({ replyId, author, thread, parentAuthorId, mentionedUserIds, authorFollows }: NewReply): NotificationInput[] {
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
  return notifications;
}

/** What a thread's follower is told of a new reply in it (FOLLOW). */
export const followerNotice = (author: { username: string }, threadTitle: string) => `${author.username} replied in "${threadTitle}", a thread you follow`;
