import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound, upgradeRequired } from "@/lib/http/errors";
import { isPremiumLockedFor } from "./thread-dto";

export interface LockedThread {
  id: string;
  userId: string;
  categoryId: string;
  title: string;
  createdAt: Date;
  isPinned: boolean;
  pinnedById: string | null;
  authorRole: string;
}

/**
 * Reads a thread and locks its row until the transaction ends. Every change to a thread's
 * reactions, pin, Post of the Day marks or existence takes this lock first, so concurrent calls
 * on one thread run one after another and always see each other's writes. Thread before user rows,
 * always, so these transactions cannot deadlock.
 */
export async function lockThread(tx: Prisma.TransactionClient, threadId: string): Promise<LockedThread> {
  const rows = await tx.$queryRaw<LockedThread[]>`
    SELECT t.id, t."userId", t."categoryId", t.title, t."createdAt", t."isPinned", t."pinnedById", u.role::text AS "authorRole"
    FROM "Thread" t JOIN "User" u ON u.id = t."userId"
    WHERE t.id = ${threadId}
    FOR UPDATE OF t`;
  const thread = rows[0];
  if (!thread) throw notFound("Thread not found");
  return thread;
}

/** A FIGHTER's thread is premium: members who cannot see it cannot react to it either. */
export function assertThreadVisibleTo(thread: LockedThread, viewer: Viewer) {
  if (isPremiumLockedFor(thread.authorRole, viewer)) throw upgradeRequired("Upgrade to view fighter posts");
}
