import { expect } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recountAll, recountReplies, recountThreads, recountUsers } from "@/lib/maintenance/recount";
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
 * Asserts that the stored counters and Fight Cred of these members and threads, and every
 * category's thread count, are what `recountAll` computes from the rows. Both are read in one
 * snapshot (a repeatable-read transaction, rolled back): the browser tests share the database and
 * write threads meanwhile, and a thread and its category's count are committed together.
 */
export async function expectCountersMatchRecount({ userIds, threadIds }: { userIds: string[]; threadIds: string[] }) {
  let compared: { stored: Awaited<ReturnType<typeof storedCounters>>; recounted: Awaited<ReturnType<typeof storedCounters>> } | undefined;
  await testDb
    .$transaction(
      async (tx) => {
        const stored = await storedCounters(tx, userIds, threadIds);
        await recountAll(tx);
        compared = { stored, recounted: await storedCounters(tx, userIds, threadIds) };
        throw new Rollback();
      },
      { isolationLevel: "RepeatableRead" },
    )
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(compared!.stored.users).toHaveLength(userIds.length);
  expect(compared!.stored).toEqual(compared!.recounted);
}

/**
 * Brings the counters of rows a test wrote straight into the database in line with them: these
 * threads' replies, the threads (with their polls) and these members. Threads themselves come from
 * the `createThread` fixtures, which move their category's count.
 */
export async function recountWrittenRows({ userIds, threadIds }: { userIds: string[]; threadIds: string[] }) {
  const replies = await testDb.reply.findMany({ where: { threadId: { in: threadIds } }, select: { id: true } });
  await recountReplies(testDb, replies.map((reply) => reply.id));
  await recountThreads(testDb, threadIds);
  await recountUsers(testDb, userIds);
}
