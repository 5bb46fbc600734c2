import "server-only";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { announce, memberTopic } from "@/lib/live/hub";
import { takesNotification, tellFollowersOnceAnswered } from "@/lib/notifications/notify";
import { pruneExpiredNotificationsWhenDue } from "@/lib/notifications/retention";

/** What a member's followers are told of a thread they started (NEW_THREAD): its title, public as in every list. */
const newThreadNotice = (author: { username: string }, title: string) => `${author.username} started a thread: "${title}"`;

/** What a category's followers are told of a thread started in it (CATEGORY_THREAD). */
const categoryThreadNotice = (author: { username: string }, categoryName: string, title: string) =>
  `${author.username} started a thread in ${categoryName}: "${title}"`;

interface NewThread {
  threadId: string;
  author: { username: string };
  categoryName: string;
  title: string;
}

/** How long a new thread's followers may wait for their notices before the next thread's telling takes them on. */
const LEFT_BEHIND_AFTER_MS = 60_000;

/**
 * Tells the followers of a new thread's author and of its category once its request has answered,
 * in one statement however many follow them (a fighter may have thousands: in the thread's
 * transaction their notices would hold the author's row and delay the answer). The thread's
 * transaction leaves a PendingNewThreadNotice, which the telling takes; a minute on, any still left
 * (their server stopped before it told them) are told after the next new thread, or by the daily
 * cleanup. A failure is logged: the thread stands.
 */
export function notifyNewThreadFollowersOnceAnswered(thread: NewThread) {
  tellFollowersOnceAnswered(() => notifyNewThreadFollowers(thread), notifyNewThreadFollowersLeftBehind, `followers not told of thread ${thread.threadId}`);
}

/**
 * Takes the thread's pending notice and, in the same statement, tells its author's followers
 * (NEW_THREAD) and its category's (CATEGORY_THREAD), one notice each: a member following both is
 * told as the author's follower, unless they turned that off and take the category's. Not the
 * author, not those its own notices already reached (a mention), not those who do not take it
 * (notify()'s condition: the type turned off, the author blocked). A thread deleted meanwhile tells
 * nobody (its pending row went with it), nor does a notice another server has taken.
 */
async function notifyNewThreadFollowers({ threadId, author, categoryName, title }: NewThread) {
  const takes = (type: string) => takesNotification(Prisma.sql`reader`, Prisma.sql`${type}::"NotificationType"`, Prisma.sql`t."userId"`);
  const told = await db.$queryRaw<{ userId: string }[]>`
    WITH taken AS (DELETE FROM "PendingNewThreadNotice" WHERE "threadId" = ${threadId} RETURNING "threadId"),
    thread AS (SELECT t.id, t."userId", t."categoryId" FROM taken JOIN "Thread" t ON t.id = taken."threadId"),
    told AS (
      SELECT DISTINCT ON (audience."readerId") audience."readerId", audience.type, audience.message
      FROM (
        SELECT f."followerId" AS "readerId", 'NEW_THREAD' AS type, ${newThreadNotice(author, title)} AS message, 0 AS preference
        FROM thread t JOIN "MemberFollow" f ON f."memberId" = t."userId" JOIN "User" reader ON reader.id = f."followerId"
        WHERE ${takes("NEW_THREAD")}
        UNION ALL
        SELECT c."userId", 'CATEGORY_THREAD', ${categoryThreadNotice(author, categoryName, title)}, 1
        FROM thread t JOIN "CategoryFollow" c ON c."categoryId" = t."categoryId" JOIN "User" reader ON reader.id = c."userId"
        WHERE c."userId" <> t."userId" AND ${takes("CATEGORY_THREAD")}
      ) audience
      ORDER BY audience."readerId", audience.preference
    )
    INSERT INTO "Notification" (id, "userId", "actorId", type, "threadId", message, "createdAt")
    SELECT gen_random_uuid()::text, told."readerId", t."userId", told.type::"NotificationType", t.id, told.message, now() AT TIME ZONE 'UTC'
    FROM thread t CROSS JOIN told
    WHERE NOT EXISTS (SELECT 1 FROM "Notification" own WHERE own."threadId" = t.id AND own."userId" = told."readerId")
    RETURNING "userId"`;
  announce(told.map(({ userId }) => memberTopic(userId)));
  if (told.length > 0) pruneExpiredNotificationsWhenDue();
}

/**
 * Tells the followers of new threads whose own telling never came, the oldest `atMost` first: a few
 * after each telling, many on the daily scheduled cleanup. Answers how many threads' followers it told.
 */
export async function notifyNewThreadFollowersLeftBehind(atMost = 20) {
  const leftBehind = await db.$queryRaw<{ threadId: string; username: string; categoryId: string; title: string }[]>`
    SELECT p."threadId", u.username, t."categoryId", t.title
    FROM "PendingNewThreadNotice" p
    JOIN "Thread" t ON t.id = p."threadId"
    JOIN "User" u ON u.id = t."userId"
    WHERE p."createdAt" < ${new Date(Date.now() - LEFT_BEHIND_AFTER_MS)}
    ORDER BY p."createdAt"
    LIMIT ${atMost}`;
  for (const { threadId, username, categoryId, title } of leftBehind) {
    await notifyNewThreadFollowers({ threadId, author: { username }, categoryName: resolveCategory(categoryId).name, title });
  }
  return leftBehind.length;
}
