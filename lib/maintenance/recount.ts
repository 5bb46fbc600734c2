import { FIGHT_CRED_POINTS as P } from "@/lib/fight-cred";

/**
 * Recomputes stored counters and each member's Fight Cred from the rows: every one of them
 * (`recountAll`: `npm run db:recount`, the seeds, tests that prove the stored counters right), or
 * only those of some rows after rare events whose effects spread over many rows (a thread or an
 * account deleted). Takes any executor of raw SQL (a Prisma client or transaction).
 *
 * Each statement aggregates the child rows once with GROUP BY and joins the totals back (a
 * correlated subquery per row took minutes on a million replies), and writes only the rows whose
 * values changed. Scoped to some ids, every aggregate is restricted to them (`$1`, a text array)
 * so the indexes on the grouping columns serve it.
 */
type Scope = "all" | "ids";

/** The condition keeping `column` within the scope: always true for "all", `$1` for "ids". */
function within(scope: Scope, column: string) {
  return scope === "all" ? "TRUE" : `${column} = ANY($1::text[])`;
}

const threadRecount = (scope: Scope) => `UPDATE "Thread" t SET
     "likesCount" = c.likes, "dislikesCount" = c.dislikes, "potdCount" = c.potd, "repliesCount" = c.replies,
     "lastActivityAt" = c.last_activity
   FROM (
     SELECT t.id,
       COALESCE(x.likes, 0) AS likes, COALESCE(x.dislikes, 0) AS dislikes, COALESCE(p.potd, 0) AS potd,
       COALESCE(r.replies, 0) AS replies, GREATEST(t."createdAt", COALESCE(r.last_reply, t."createdAt")) AS last_activity
     FROM "Thread" t
     LEFT JOIN (
       SELECT "threadId", count(*) FILTER (WHERE type = 'LIKE') AS likes, count(*) FILTER (WHERE type = 'DISLIKE') AS dislikes
       FROM "ThreadReaction" WHERE ${within(scope, `"threadId"`)} GROUP BY "threadId"
     ) x ON x."threadId" = t.id
     LEFT JOIN (
       SELECT "threadId", count(*) AS potd FROM "PostOfTheDay" WHERE ${within(scope, `"threadId"`)} GROUP BY "threadId"
     ) p ON p."threadId" = t.id
     LEFT JOIN (
       SELECT "threadId", count(*) FILTER (WHERE "deletedAt" IS NULL) AS replies, max("createdAt") AS last_reply
       FROM "Reply" WHERE ${within(scope, `"threadId"`)} GROUP BY "threadId"
     ) r ON r."threadId" = t.id
     WHERE ${within(scope, "t.id")}
   ) c
   WHERE t.id = c.id
     AND (t."likesCount", t."dislikesCount", t."potdCount", t."repliesCount", t."lastActivityAt")
         IS DISTINCT FROM (c.likes, c.dislikes, c.potd, c.replies, c.last_activity)`;

const replyRecount = (scope: Scope) => `UPDATE "Reply" r SET "likesCount" = c.likes, "dislikesCount" = c.dislikes
   FROM (
     SELECT r.id, COALESCE(x.likes, 0) AS likes, COALESCE(x.dislikes, 0) AS dislikes
     FROM "Reply" r
     LEFT JOIN (
       SELECT "replyId", count(*) FILTER (WHERE type = 'LIKE') AS likes, count(*) FILTER (WHERE type = 'DISLIKE') AS dislikes
       FROM "ReplyReaction" WHERE ${within(scope, `"replyId"`)} GROUP BY "replyId"
     ) x ON x."replyId" = r.id
     WHERE ${within(scope, "r.id")}
   ) c
   WHERE r.id = c.id AND (r."likesCount", r."dislikesCount") IS DISTINCT FROM (c.likes, c.dislikes)`;

const pollOptionRecount = (filter = "") =>
  `UPDATE "PollOption" o SET "votesCount" = (SELECT count(*) FROM "PollVote" v WHERE v."optionId" = o.id) ${filter}`;

const pollRecount = (filter = "") =>
  `UPDATE "Poll" p SET "votesCount" = (SELECT count(*) FROM "PollVote" v WHERE v."pollId" = p.id) ${filter}`;

const categoryRecount = (scope: Scope) => `UPDATE "Category" c SET "threadCount" = n.threads
   FROM (
     SELECT c.id, COALESCE(t.threads, 0) AS threads
     FROM "Category" c
     LEFT JOIN (
       SELECT "categoryId", count(*) AS threads FROM "Thread" WHERE ${within(scope, `"categoryId"`)} GROUP BY "categoryId"
     ) t ON t."categoryId" = c.id
     WHERE ${within(scope, "c.id")}
   ) n
   WHERE c.id = n.id AND c."threadCount" IS DISTINCT FROM n.threads`;

/**
 * Members' counters and Fight Cred from the rows, for every member or for some. A reply is
 * received by the author of the reply it answers, or by the thread's author when it is top-level;
 * likes, replies, pins received from oneself do not count.
 */
function userRecount(scope: Scope) {
  return `UPDATE "User" u SET
     "postsCount" = c.threads,
     "repliesCount" = c.replies,
     "likesCount" = c.likes,
     "repliesReceivedCount" = c.replies_received,
     "potdCount" = c.potd,
     "pinnedByUserCount" = c.pins,
     "pickemPoints" = c.pickem,
     "fightCred" = c.fight_cred
   FROM (
     SELECT n.*,
       n.threads * ${P.threadWritten} + n.replies * ${P.replyWritten} + n.likes * ${P.likeReceived}
         + n.replies_received * ${P.replyReceived} + n.potd * ${P.postOfTheDayReceived} + n.pins * ${P.staffPinReceived}
         + n.pickem * ${P.pickemPoint} AS fight_cred
     FROM (
       SELECT u.id,
         COALESCE(t.threads, 0) AS threads,
         COALESCE(t.pins, 0) AS pins,
         COALESCE(r.replies, 0) AS replies,
         COALESCE(tl.likes, 0) + COALESCE(rl.likes, 0) AS likes,
         COALESCE(tr.received, 0) + COALESCE(rr.received, 0) AS replies_received,
         COALESCE(p.potd, 0) AS potd,
         COALESCE(k.pickem, 0) AS pickem
       FROM "User" u
       LEFT JOIN (
         SELECT "userId", count(*) AS threads,
           count(*) FILTER (WHERE "isPinned" AND "pinnedById" IS NOT NULL AND "pinnedById" <> "userId") AS pins
         FROM "Thread" WHERE ${within(scope, `"userId"`)} GROUP BY "userId"
       ) t ON t."userId" = u.id
       LEFT JOIN (
         SELECT "userId", count(*) AS replies FROM "Reply"
         WHERE "deletedAt" IS NULL AND ${within(scope, `"userId"`)} GROUP BY "userId"
       ) r ON r."userId" = u.id
       LEFT JOIN (
         SELECT t."userId", count(*) AS likes FROM "ThreadReaction" x JOIN "Thread" t ON t.id = x."threadId"
         WHERE x.type = 'LIKE' AND x."userId" <> t."userId" AND ${within(scope, `t."userId"`)} GROUP BY t."userId"
       ) tl ON tl."userId" = u.id
       LEFT JOIN (
         SELECT r."userId", count(*) AS likes FROM "ReplyReaction" x JOIN "Reply" r ON r.id = x."replyId"
         WHERE x.type = 'LIKE' AND x."userId" <> r."userId" AND ${within(scope, `r."userId"`)} GROUP BY r."userId"
       ) rl ON rl."userId" = u.id
       LEFT JOIN (
         SELECT t."userId", count(*) AS received FROM "Reply" r JOIN "Thread" t ON t.id = r."threadId"
         WHERE r."parentReplyId" IS NULL AND r."deletedAt" IS NULL AND r."userId" IS DISTINCT FROM t."userId"
           AND ${within(scope, `t."userId"`)}
         GROUP BY t."userId"
       ) tr ON tr."userId" = u.id
       LEFT JOIN (
         SELECT parent."userId", count(*) AS received FROM "Reply" r JOIN "Reply" parent ON parent.id = r."parentReplyId"
         WHERE r."deletedAt" IS NULL AND r."userId" IS DISTINCT FROM parent."userId" AND ${within(scope, `parent."userId"`)}
         GROUP BY parent."userId"
       ) rr ON rr."userId" = u.id
       LEFT JOIN (
         SELECT t."userId", count(*) AS potd FROM "PostOfTheDay" p JOIN "Thread" t ON t.id = p."threadId"
         WHERE ${within(scope, `t."userId"`)} GROUP BY t."userId"
       ) p ON p."userId" = u.id
       LEFT JOIN (
         SELECT "userId", sum(points)::int AS pickem FROM "Pick" WHERE ${within(scope, `"userId"`)} GROUP BY "userId"
       ) k ON k."userId" = u.id
       WHERE ${within(scope, "u.id")}
     ) n
   ) c
   WHERE c.id = u.id
     AND (u."postsCount", u."repliesCount", u."likesCount", u."repliesReceivedCount", u."potdCount", u."pinnedByUserCount", u."pickemPoints", u."fightCred")
         IS DISTINCT FROM (c.threads, c.replies, c.likes, c.replies_received, c.potd, c.pins, c.pickem, c.fight_cred)`;
}

type RawExecutor = { $executeRawUnsafe: (sql: string, ...values: unknown[]) => Promise<unknown> };

export async function recountAll(executor: RawExecutor) {
  for (const statement of [threadRecount("all"), replyRecount("all"), pollOptionRecount(), pollRecount(), categoryRecount("all")]) {
    await executor.$executeRawUnsafe(statement);
  }
  await executor.$executeRawUnsafe(userRecount("all"));
}

/** Recomputes the counters and Fight Cred of some members only. */
export async function recountUsers(executor: RawExecutor, userIds: string[]) {
  if (userIds.length === 0) return;
  await executor.$executeRawUnsafe(userRecount("ids"), userIds);
}

/** Recomputes some threads' counters and last activity, with their polls' vote counts. */
export async function recountThreads(executor: RawExecutor, threadIds: string[]) {
  if (threadIds.length === 0) return;
  await executor.$executeRawUnsafe(threadRecount("ids"), threadIds);
  await executor.$executeRawUnsafe(
    pollOptionRecount(`WHERE o."pollId" IN (SELECT id FROM "Poll" WHERE "threadId" = ANY($1::text[]))`),
    threadIds,
  );
  await executor.$executeRawUnsafe(pollRecount(`WHERE p."threadId" = ANY($1::text[])`), threadIds);
}

/** Recomputes some replies' like and dislike counts. */
export async function recountReplies(executor: RawExecutor, replyIds: string[]) {
  if (replyIds.length === 0) return;
  await executor.$executeRawUnsafe(replyRecount("ids"), replyIds);
}

/** Recomputes some categories' thread counts. */
export async function recountCategories(executor: RawExecutor, categoryIds: string[]) {
  if (categoryIds.length === 0) return;
  await executor.$executeRawUnsafe(categoryRecount("ids"), categoryIds);
}
