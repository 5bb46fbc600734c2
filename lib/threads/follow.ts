import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { notFound } from "@/lib/http/errors";
import { announce, memberTopic } from "@/lib/live/hub";
import { takesNotification, tellFollowersOnceAnswered } from "@/lib/notifications/notify";
import { pruneExpiredNotificationsWhenDue } from "@/lib/notifications/retention";
import { followerNotice } from "@/lib/replies/reply-notifications";

/**
 * Following threads. A member follows a thread to hear of its new replies (FOLLOW notifications);
 * its author follows it from the start without a row, and a row saying `following: false` is the
 * author's opt-out of the REPLY notices for it. One row per member and thread holds either choice.
 */

/** PUT and DELETE /api/threads/{id}/follow answer whether the member follows the thread now. */
export interface FollowAnswer {
  following: boolean;
}

/** Follows (true) or unfollows (false) the thread for the member; saying it again changes nothing. */
export async function setFollowing(threadId: string, viewer: SignedInViewer, following: boolean): Promise<FollowAnswer> {
  const threadNotFound = () => notFound("Thread not found");
  if (!(await db.thread.findUnique({ where: { id: threadId }, select: { id: true } }))) throw threadNotFound();
  await unlessDeletedMeanwhile(
    db.threadFollow.upsert({
      where: { userId_threadId: { userId: viewer.id, threadId } },
      create: { userId: viewer.id, threadId, following },
      update: { following },
    }),
    threadNotFound,
  );
  return { following };
}

/** Whether a member follows a thread, from their row if they made a choice (else: its author does). */
export function isFollowing(choice: boolean | null | undefined, viewerId: string | null, authorId: string) {
  return choice ?? viewerId === authorId;
}

/** Whether the thread's author still follows it: they do unless their row says otherwise. Read in the reply's transaction. */
export async function authorFollows(tx: Prisma.TransactionClient, thread: { id: string; userId: string }) {
  const choice = await tx.threadFollow.findUnique({ where: { userId_threadId: { userId: thread.userId, threadId: thread.id } }, select: { following: true } });
  return isFollowing(choice?.following, thread.userId, thread.userId);
}

interface FollowedReply {
  replyId: string;
  author: { username: string };
  thread: { title: string };
}

/** How long a reply's followers may wait for their notices before the next reply's telling takes them on. */
const LEFT_BEHIND_AFTER_MS = 60_000;

/**
 * Tells the thread's followers of a new reply (FOLLOW) once its request has answered, in one
 * statement however many follow it. In the reply's transaction, the notices of a fight night's
 * thread with 20,000 followers took 10 s to write, and every other reply to it waited for them
 * (the thread's row stays locked until commit). The reply's transaction leaves a
 * PendingFollowerNotice, which the telling takes; a minute on, any still left (their server
 * stopped before it told them) are told after the next reply anywhere. A failure is logged: the
 * reply stands.
 */
export function notifyFollowersOnceAnswered(reply: FollowedReply) {
  tellFollowersOnceAnswered(() => notifyFollowers(reply), notifyFollowersLeftBehind, `followers not told of reply ${reply.replyId}`);
}

/**
 * Takes the reply's pending notice and, in the same statement, tells its followers: not its author
 * or the thread's (the REPLY notices are theirs), not those its own notices reached, not those
 * who do not take it (notify()'s condition: FOLLOW turned off, the replier blocked). A reply
 * deleted meanwhile, or whose author's account was, tells nobody; nor does a notice another server
 * has taken.
 */
async function notifyFollowers({ replyId, author, thread }: FollowedReply) {
  const told = await db.$queryRaw<{ userId: string }[]>`
    WITH taken AS (DELETE FROM "PendingFollowerNotice" WHERE "replyId" = ${replyId} RETURNING "replyId")
    INSERT INTO "Notification" (id, "userId", "actorId", type, "threadId", "replyId", message, "createdAt")
    SELECT gen_random_uuid()::text, f."userId", r."userId", 'FOLLOW', r."threadId", r.id, ${followerNotice(author, thread.title)}, now() AT TIME ZONE 'UTC'
    FROM taken
    JOIN "Reply" r ON r.id = taken."replyId" AND r."deletedAt" IS NULL AND r."userId" IS NOT NULL
    JOIN "Thread" t ON t.id = r."threadId"
    JOIN "ThreadFollow" f ON f."threadId" = r."threadId" AND f.following
    JOIN "User" follower ON follower.id = f."userId"
    WHERE f."userId" <> t."userId" AND f."userId" <> r."userId"
      AND NOT EXISTS (SELECT 1 FROM "Notification" own WHERE own."replyId" = r.id AND own."userId" = f."userId")
      AND ${takesNotification(Prisma.sql`follower`, Prisma.sql`'FOLLOW'::"NotificationType"`, Prisma.sql`r."userId"`)}
    RETURNING "userId"`;
  announce(told.map(({ userId }) => memberTopic(userId)));
  if (told.length > 0) pruneExpiredNotificationsWhenDue();
}

/**
 * Tells the followers of replies whose own telling never came, the oldest `atMost` first: a few
 * after each telling, many on the daily scheduled cleanup. Answers how many replies' followers it told.
 */
export async function notifyFollowersLeftBehind(atMost = 20) {
  const leftBehind = await db.$queryRaw<{ replyId: string; username: string; title: string }[]>`
    SELECT p."replyId", coalesce(u.username, '') AS username, t.title
    FROM "PendingFollowerNotice" p
    JOIN "Reply" r ON r.id = p."replyId"
    JOIN "Thread" t ON t.id = r."threadId"
    LEFT JOIN "User" u ON u.id = r."userId"
    WHERE p."createdAt" < ${new Date(Date.now() - LEFT_BEHIND_AFTER_MS)}
    ORDER BY p."createdAt"
    LIMIT ${atMost}`;
  for (const { replyId, username, title } of leftBehind) await notifyFollowers({ replyId, author: { username }, thread: { title } });
  return leftBehind.length;
}
