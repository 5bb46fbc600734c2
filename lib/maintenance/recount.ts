import { FIGHT_CRED_POINTS as P } from "@/lib/fight-cred";

/**
 * Recomputes stored counters and each member's Fight Cred from the rows: every one of them
 * (`recountAll`: `npm run db:recount`, the seed, tests that prove the stored counters right), or
 * only those of some rows after rare events whose effects spread over many rows (a thread or an
 * account deleted). Takes any executor of raw SQL (a Prisma client or transaction). Each statement
 * takes an optional WHERE clause whose `$1` is a text array of ids.
 */
const threadRecount = (filter = "") => `UPDATE "Thread" t SET
     "likesCount" = (SELECT count(*) FROM "ThreadReaction" r WHERE r."threadId" = t.id AND r.type = 'LIKE'),
     "dislikesCount" = (SELECT count(*) FROM "ThreadReaction" r WHERE r."threadId" = t.id AND r.type = 'DISLIKE'),
     "potdCount" = (SELECT count(*) FROM "PostOfTheDay" p WHERE p."threadId" = t.id),
     "repliesCount" = (SELECT count(*) FROM "Reply" r WHERE r."threadId" = t.id AND r."deletedAt" IS NULL),
     "lastActivityAt" = GREATEST(t."createdAt", COALESCE((SELECT max(r."createdAt") FROM "Reply" r WHERE r."threadId" = t.id), t."createdAt"))
   ${filter}`;

const replyRecount = (filter = "") => `UPDATE "Reply" r SET
     "likesCount" = (SELECT count(*) FROM "ReplyReaction" x WHERE x."replyId" = r.id AND x.type = 'LIKE'),
     "dislikesCount" = (SELECT count(*) FROM "ReplyReaction" x WHERE x."replyId" = r.id AND x.type = 'DISLIKE')
   ${filter}`;

const pollOptionRecount = (filter = "") =>
  `UPDATE "PollOption" o SET "votesCount" = (SELECT count(*) FROM "PollVote" v WHERE v."optionId" = o.id) ${filter}`;

const pollRecount = (filter = "") =>
  `UPDATE "Poll" p SET "votesCount" = (SELECT count(*) FROM "PollVote" v WHERE v."pollId" = p.id) ${filter}`;

const categoryRecount = (filter = "") =>
  `UPDATE "Category" c SET "threadCount" = (SELECT count(*) FROM "Thread" t WHERE t."categoryId" = c.id) ${filter}`;

export const RECOUNT_STATEMENTS = [threadRecount(), replyRecount(), pollOptionRecount(), pollRecount(), categoryRecount()];

/**
 * Members' counters and Fight Cred from the rows, for every member or for those matching `filter`.
 * A reply is received by the author of the reply it answers, or by the thread's author when it is
 * top-level; likes, replies, pins received from oneself do not count.
 */
function userRecount(filter = "") {
  return `UPDATE "User" u SET
     "postsCount" = c.threads,
     "repliesCount" = c.replies,
     "likesCount" = c.likes,
     "repliesReceivedCount" = c.replies_received,
     "potdCount" = c.potd,
     "pinnedByUserCount" = c.pins,
     "fightCred" = c.threads * ${P.threadWritten} + c.replies * ${P.replyWritten} + c.likes * ${P.likeReceived}
       + c.replies_received * ${P.replyReceived} + c.potd * ${P.postOfTheDayReceived} + c.pins * ${P.staffPinReceived}
   FROM (
     SELECT u.id,
       (SELECT count(*) FROM "Thread" t WHERE t."userId" = u.id) AS threads,
       (SELECT count(*) FROM "Reply" r WHERE r."userId" = u.id AND r."deletedAt" IS NULL) AS replies,
       (SELECT count(*) FROM "ThreadReaction" x JOIN "Thread" t ON t.id = x."threadId"
          WHERE t."userId" = u.id AND x.type = 'LIKE' AND x."userId" <> u.id)
       + (SELECT count(*) FROM "ReplyReaction" x JOIN "Reply" r ON r.id = x."replyId"
          WHERE r."userId" = u.id AND x.type = 'LIKE' AND x."userId" <> u.id) AS likes,
       (SELECT count(*) FROM "Reply" r JOIN "Thread" t ON t.id = r."threadId"
          WHERE r."parentReplyId" IS NULL AND t."userId" = u.id AND r."deletedAt" IS NULL AND r."userId" IS DISTINCT FROM u.id)
       + (SELECT count(*) FROM "Reply" r JOIN "Reply" parent ON parent.id = r."parentReplyId"
          WHERE parent."userId" = u.id AND r."deletedAt" IS NULL AND r."userId" IS DISTINCT FROM u.id) AS replies_received,
       (SELECT count(*) FROM "PostOfTheDay" p JOIN "Thread" t ON t.id = p."threadId" WHERE t."userId" = u.id) AS potd,
       (SELECT count(*) FROM "Thread" t
          WHERE t."userId" = u.id AND t."isPinned" AND t."pinnedById" IS NOT NULL AND t."pinnedById" <> u.id) AS pins
     FROM "User" u ${filter}
   ) c
   WHERE c.id = u.id`;
}

type RawExecutor = { $executeRawUnsafe: (sql: string, ...values: unknown[]) => Promise<unknown> };

export async function recountAll(executor: RawExecutor) {
  for (const statement of RECOUNT_STATEMENTS) await executor.$executeRawUnsafe(statement);
  await executor.$executeRawUnsafe(userRecount());
}

/** Recomputes the counters and Fight Cred of some members only. */
export async function recountUsers(executor: RawExecutor, userIds: string[]) {
  if (userIds.length === 0) return;
  await executor.$executeRawUnsafe(userRecount("WHERE u.id = ANY($1::text[])"), userIds);
}

/** Recomputes some threads' counters and last activity, with their polls' vote counts. */
export async function recountThreads(executor: RawExecutor, threadIds: string[]) {
  if (threadIds.length === 0) return;
  await executor.$executeRawUnsafe(threadRecount(`WHERE t.id = ANY($1::text[])`), threadIds);
  await executor.$executeRawUnsafe(
    pollOptionRecount(`WHERE o."pollId" IN (SELECT id FROM "Poll" WHERE "threadId" = ANY($1::text[]))`),
    threadIds,
  );
  await executor.$executeRawUnsafe(pollRecount(`WHERE p."threadId" = ANY($1::text[])`), threadIds);
}

/** Recomputes some replies' like and dislike counts. */
export async function recountReplies(executor: RawExecutor, replyIds: string[]) {
  if (replyIds.length === 0) return;
  await executor.$executeRawUnsafe(replyRecount(`WHERE r.id = ANY($1::text[])`), replyIds);
}

/** Recomputes some categories' thread counts. */
export async function recountCategories(executor: RawExecutor, categoryIds: string[]) {
  if (categoryIds.length === 0) return;
  await executor.$executeRawUnsafe(categoryRecount(`WHERE c.id = ANY($1::text[])`), categoryIds);
}
