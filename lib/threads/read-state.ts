import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { notFound } from "@/lib/http/errors";
import type { CursorPosition } from "@/lib/pagination/cursor";
import { afterPositionSql } from "@/lib/pagination/keyset";
import { NEW_THREAD_WINDOW_MS, type UnreadMark } from "./thread-dto";

/** The "New" filter looks at threads active in this window: the scan of the activity index stops there. */
const NEW_FILTER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Records that `viewer` has read the thread up to `upTo` (when the page they opened was rendered;
 * never later than now). The mark only moves forward, so an older tab cannot unread replies.
 */
export async function markThreadRead(threadId: string, viewer: SignedInViewer, upTo: Date) {
  const readAt = new Date(Math.min(upTo.getTime(), Date.now()));
  const threadNotFound = () => notFound("Thread not found");
  const rows = await unlessDeletedMeanwhile(
    db.$queryRaw<{ lastReadAt: Date }[]>`
      INSERT INTO "ThreadRead" ("userId", "threadId", "lastReadAt")
      SELECT ${viewer.id}, t.id, ${readAt} FROM "Thread" t WHERE t.id = ${threadId}
      ON CONFLICT ("userId", "threadId") DO UPDATE
        SET "lastReadAt" = GREATEST("ThreadRead"."lastReadAt", EXCLUDED."lastReadAt")
      RETURNING "lastReadAt"`,
    threadNotFound,
  );
  if (rows.length === 0) throw threadNotFound();
  return { lastReadAt: rows[0].lastReadAt.toISOString() };
}

/** POST /api/threads/{id}/read's body. */
export type ThreadReadAnswer = Awaited<ReturnType<typeof markThreadRead>>;

/**
 * Where the thread page opens for a member: the first reply by someone else since their last
 * visit, and its position among the thread's replies in creation order (which page holds it).
 * Null when nothing is new, or the thread was never opened (it opens at the top).
 */
async function findFirstUnreadReply(threadId: string, unread: UnreadMark | null, viewer: SignedInViewer) {
  if (!unread?.lastReadAt || unread.newReplies === 0) return null;
  const first = await db.reply.findFirst({
    where: { threadId, createdAt: { gt: new Date(unread.lastReadAt) }, deletedAt: null, userId: { not: null, notIn: [viewer.id] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, createdAt: true },
  });
  if (!first) return null;
  const before = await db.reply.count({
    where: { threadId, OR: [{ createdAt: { lt: first.createdAt } }, { createdAt: first.createdAt, id: { lt: first.id } }] },
  });
  return { replyId: first.id, position: before };
}

export type FirstUnreadReply = NonNullable<Awaited<ReturnType<typeof findFirstUnreadReply>>>;

/**
 * What the thread page needs to track reading: the reply it opens at, the viewer's previous read
 * mark (replies after it are labelled new) and the time the page is read up to once it is shown.
 */
export async function readingPosition(thread: { id: string; unread: UnreadMark | null }, viewer: SignedInViewer) {
  const readUpTo = new Date().toISOString();
  return { readUpTo, lastReadAt: thread.unread?.lastReadAt ?? null, firstUnread: await findFirstUnreadReply(thread.id, thread.unread, viewer) };
}

export type ReadingPosition = Awaited<ReturnType<typeof readingPosition>>;

interface UnreadPageRequest {
  categoryId: string;
  excludePinned: boolean;
  /** `timeRange=week`: threads created since then only. */
  createdSince: Date | null;
  limit: number;
  offset: number;
  cursor?: CursorPosition | null;
}

/**
 * The statement selecting the ids of a page of the threads with something new to `viewerId`, most
 * recently active first: threads they opened that got replies by others since, and recent threads
 * of others they never opened (the same rules as the cards' marks), among the threads active in
 * the last 30 days.
 * PostgreSQL compares each thread with the member's read mark, which Prisma's filters cannot.
 */
export function unreadThreadIdsQuery(viewerId: string, request: UnreadPageRequest) {
  const now = Date.now();
  const conditions = [
    Prisma.sql`t."categoryId" = ${request.categoryId}`,
    Prisma.sql`t."lastActivityAt" >= ${new Date(now - NEW_FILTER_WINDOW_MS)}`,
    Prisma.sql`(
      (r."lastReadAt" IS NULL AND t."userId" <> ${viewerId} AND t."createdAt" >= ${new Date(now - NEW_THREAD_WINDOW_MS)})
      OR (t."lastActivityAt" > r."lastReadAt" AND EXISTS (
        SELECT 1 FROM "Reply" x
        WHERE x."threadId" = t.id AND x."createdAt" > r."lastReadAt" AND x."deletedAt" IS NULL AND x."userId" <> ${viewerId}
      ))
    )`,
  ];
  if (request.excludePinned) conditions.push(Prisma.sql`NOT t."isPinned"`);
  if (request.createdSince) conditions.push(Prisma.sql`t."createdAt" >= ${request.createdSince}`);
  if (request.cursor) conditions.push(afterPositionSql(Prisma.sql`t."lastActivityAt"`, Prisma.sql`t.id`, "desc", request.cursor));
  return Prisma.sql`
    SELECT t.id FROM "Thread" t
    LEFT JOIN "ThreadRead" r ON r."threadId" = t.id AND r."userId" = ${viewerId}
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY t."lastActivityAt" DESC, t.id DESC
    LIMIT ${request.limit} OFFSET ${request.offset}`;
}
