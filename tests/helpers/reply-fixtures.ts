import { recountReplies, recountThreads, recountUsers } from "@/lib/maintenance/recount";
import { testDb } from "./db";

/**
 * `count` replies written straight into a thread by `authorIds` in turn, every third answering the
 * one before it, created in pairs sharing a timestamp (so paging must break ties by id), the first
 * few liked by the thread's author; then every counter they touch recounted so stored counters
 * still match a recount.
 */
export async function addReplies(thread: { id: string; userId: string }, authorIds: string[], count: number) {
  const start = Date.now() - count * 60_000;
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const reply = await testDb.reply.create({
      data: {
        threadId: thread.id,
        userId: authorIds[index % authorIds.length],
        parentReplyId: index % 3 === 2 ? ids[index - 1] : null,
        content: `Reply ${index + 1} to the thread`,
        createdAt: new Date(start + Math.floor(index / 2) * 60_000),
      },
    });
    ids.push(reply.id);
  }
  const liked = ids.slice(0, 5).filter((_, index) => authorIds[index % authorIds.length] !== thread.userId);
  await testDb.replyReaction.createMany({ data: liked.map((replyId) => ({ replyId, userId: thread.userId, type: "LIKE" as const })) });
  await recountReplies(testDb, liked);
  await recountThreads(testDb, [thread.id]);
  await recountUsers(testDb, [...new Set([thread.userId, ...authorIds])]);
  return ids;
}
