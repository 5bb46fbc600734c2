import { Prisma } from "@/lib/generated/prisma/client";
import { activityScore, type FighterActivity } from "./activity-score";
import { monthRange } from "./month";

type ActivityRow = Omit<FighterActivity, "score">;

/**
 * Every verified, unbanned FIGHTER's activity in `month` (those with none too, at zero), in one
 * statement; `onlyUserId` narrows it to one fighter (their earnings tab).
 */
export async function fighterActivity(tx: Prisma.TransactionClient, month: string, onlyUserId?: string): Promise<FighterActivity[]> {
  const { start, end } = monthRange(month);
  const only = onlyUserId ? Prisma.sql`AND u.id = ${onlyUserId}` : Prisma.empty;
  const rows = await tx.$queryRaw<ActivityRow[]>`
    WITH fighters AS (
      SELECT u.id, u.username FROM "User" u
      WHERE u.role = 'FIGHTER' AND u."isVerified" AND NOT u."isBanned" ${only}
    ),
    threads AS (
      SELECT t."userId", count(*)::int AS n FROM "Thread" t JOIN fighters f ON f.id = t."userId"
      WHERE t."createdAt" >= ${start} AND t."createdAt" < ${end} GROUP BY 1
    ),
    replies AS (
      SELECT r."userId", count(*)::int AS n FROM "Reply" r JOIN fighters f ON f.id = r."userId"
      WHERE r."deletedAt" IS NULL AND r."createdAt" >= ${start} AND r."createdAt" < ${end} GROUP BY 1
    ),
    likes AS (
      SELECT author, count(*)::int AS n FROM (
        SELECT t."userId" AS author FROM "ThreadReaction" x JOIN "Thread" t ON t.id = x."threadId" JOIN fighters f ON f.id = t."userId"
        WHERE x.type = 'LIKE' AND x."userId" <> t."userId" AND x."createdAt" >= ${start} AND x."createdAt" < ${end}
        UNION ALL
        SELECT r."userId" FROM "ReplyReaction" x JOIN "Reply" r ON r.id = x."replyId" JOIN fighters f ON f.id = r."userId"
        WHERE x.type = 'LIKE' AND r."deletedAt" IS NULL AND x."userId" <> r."userId" AND x."createdAt" >= ${start} AND x."createdAt" < ${end}
      ) received GROUP BY 1
    ),
    potd AS (
      SELECT t."userId", count(*)::int AS n FROM "PostOfTheDay" p JOIN "Thread" t ON t.id = p."threadId" JOIN fighters f ON f.id = t."userId"
      WHERE p.day >= ${start}::date AND p.day < ${end}::date GROUP BY 1
    ),
    pickem AS (
      SELECT p."userId", sum(p.points)::int AS n FROM "Pick" p JOIN "Event" e ON e.id = p."eventId" JOIN fighters f ON f.id = p."userId"
      WHERE e."startsAt" >= ${start} AND e."startsAt" < ${end} GROUP BY 1
    )
    SELECT f.id AS "userId", f.username,
      coalesce(threads.n, 0) AS threads, coalesce(replies.n, 0) AS replies, coalesce(likes.n, 0) AS "likesReceived",
      coalesce(potd.n, 0) AS "potdReceived", coalesce(pickem.n, 0) AS "pickemPoints"
    FROM fighters f
    LEFT JOIN threads ON threads."userId" = f.id
    LEFT JOIN replies ON replies."userId" = f.id
    LEFT JOIN likes ON likes.author = f.id
    LEFT JOIN potd ON potd."userId" = f.id
    LEFT JOIN pickem ON pickem."userId" = f.id
    ORDER BY f.username`;
  return rows.map((row) => ({ ...row, score: activityScore(row) }));
}
