import { expect } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recountAll } from "@/lib/maintenance/recount";
import { testDb } from "./db";

type Reader = Pick<PrismaClient, "user" | "thread" | "reply" | "poll" | "category">;

async function storedCounters(db: Reader, userIds: string[], threadIds: string[]) {
  return {
    users: await db.user.findMany({
      where: { id: { in: userIds } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        postsCount: true,
        repliesCount: true,
        likesCount: true,
        potdCount: true,
        pinnedByUserCount: true,
        repliesReceivedCount: true,
        pickemPoints: true,
        fightCred: true,
      },
    }),
    threads: await db.thread.findMany({
      where: { id: { in: threadIds } },
      orderBy: { id: "asc" },
      select: { id: true, likesCount: true, dislikesCount: true, potdCount: true, repliesCount: true, lastActivityAt: true },
    }),
    replies: await db.reply.findMany({
      where: { threadId: { in: threadIds } },
      orderBy: { id: "asc" },
      select: { id: true, likesCount: true, dislikesCount: true },
    }),
    polls: await db.poll.findMany({
      where: { threadId: { in: threadIds } },
      orderBy: { id: "asc" },
      select: { id: true, votesCount: true, options: { orderBy: { position: "asc" }, select: { id: true, votesCount: true } } },
    }),
    categories: await db.category.findMany({ orderBy: { id: "asc" }, select: { id: true, threadCount: true } }),
  };
}

class Rollback extends Error {}

/**
 * Asserts that the stored counters and Fight Cred of these members and threads are what
 * `recountAll` computes from the rows (run in a transaction that is rolled back).
 */
export async function expectCountersMatchRecount({ userIds, threadIds }: { userIds: string[]; threadIds: string[] }) {
  const stored = await storedCounters(testDb, userIds, threadIds);
  let recounted: typeof stored | undefined;
  await testDb
    .$transaction(async (tx) => {
      await recountAll(tx);
      recounted = await storedCounters(tx, userIds, threadIds);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(stored.users).toHaveLength(userIds.length);
  expect(stored).toEqual(recounted);
}
