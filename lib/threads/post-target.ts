import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";

/** A thread or one reply: what a member saves (bookmarks) or reports to the moderators. */
export type PostTarget = { threadId: string } | { replyId: string };

export const postNotFound = (target: PostTarget) => notFound("threadId" in target ? "Thread not found" : "Reply not found");

/** The post's author (null once their account is gone) and thread, if the post stands (a reply not "[deleted]"); else 404. */
export async function findStandingPost(target: PostTarget): Promise<{ authorId: string | null; threadId: string }> {
  if ("threadId" in target) {
    const thread = await db.thread.findUnique({ where: { id: target.threadId }, select: { userId: true } });
    if (!thread) throw postNotFound(target);
    return { authorId: thread.userId, threadId: target.threadId };
  }
  const reply = await db.reply.findUnique({ where: { id: target.replyId }, select: { userId: true, deletedAt: true, threadId: true } });
  if (!reply || reply.deletedAt) throw postNotFound(target);
  return { authorId: reply.userId, threadId: reply.threadId };
}
