import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound, upgradeRequired } from "@/lib/http/errors";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";

/*
 * Row locks, taken in ONE order by every transaction that writes more than one row, so no two
 * transactions ever wait on each other in a circle (a deadlock, which PostgreSQL ends by failing
 * one of them):
 *   0. the request's key     (claimRequestKey, lib/http/remembered-requests.ts: only copies of the
 *                             same request wait on it, and they take nothing before it)
 *   1. threads, by id        (lockThreadRow, lockThreadRows; a reply's or a poll's thread first)
 *   2. replies, by id        (taken by the writes themselves, all under their thread's lock)
 *      A post's search entry ("ThreadSearch", "ReplySearch") is written by PostgreSQL's triggers
 *      right after the post itself, its poll or its media, so under the same locks.
 *   3. categories            (their thread counters, moved by the thread's write itself)
 *   4. members (User rows), by id  (lockMemberRows, before counters or Fight Cred move)
 * A write that finds its row gone once it holds the lock answers 404.
 */

export interface LockedThread {
  id: string;
  userId: string;
  categoryId: string;
  title: string;
  createdAt: Date;
  isPinned: boolean;
  isLocked: boolean;
  pinnedById: string | null;
  authorRole: string;
}

/** Reads a thread and locks its row until the transaction ends; 404 when it is gone. */
export async function lockThreadRow(tx: Prisma.TransactionClient, threadId: string): Promise<LockedThread> {
  const rows = await tx.$queryRaw<LockedThread[]>`
    SELECT t.id, t."userId", t."categoryId", t.title, t."createdAt", t."isPinned", t."isLocked", t."pinnedById", u.role::text AS "authorRole"
    FROM "Thread" t JOIN "User" u ON u.id = t."userId"
    WHERE t.id = ${threadId}
    FOR UPDATE OF t`;
  const thread = rows[0];
  if (!thread) throw notFound("Thread not found");
  return thread;
}

/** Locks several threads' rows, in id order; ids of threads that are gone are skipped. */
export async function lockThreadRows(tx: Prisma.TransactionClient, threadIds: string[]) {
  if (threadIds.length === 0) return;
  await tx.$queryRaw`SELECT id FROM "Thread" WHERE id = ANY(${[...new Set(threadIds)]}::text[]) ORDER BY id FOR UPDATE`;
}

/**
 * Locks members' rows in id order, before their counters or Fight Cred change. The lock is the
 * one an UPDATE of a counter takes (NO KEY UPDATE): rows that merely reference a member (a new
 * reply, a reaction) do not wait for it, nor it for them.
 */
export async function lockMemberRows(tx: Prisma.TransactionClient, userIds: (string | null | undefined)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR NO KEY UPDATE`;
}

/** A FIGHTER's thread is premium: members who cannot see it cannot react to it either. */
export function assertThreadVisibleTo(thread: LockedThread, viewer: Viewer) {
  if (isPremiumLockedFor(thread.authorRole, viewer)) throw upgradeRequired("Upgrade to view fighter posts");
}
