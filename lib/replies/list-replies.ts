import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import type { ListRepliesQuery } from "@/lib/validation/replies";
import { replyInclude, toReplyDto } from "./reply-dto";

/**
 * A page of a thread's replies in creation order (then id), flat: each carries its parentReplyId
 * and the client builds the tree. Deleted replies that still have answers are included as "[deleted]".
 */
export async function listReplies(threadId: string, { limit, offset }: Pick<ListRepliesQuery, "limit" | "offset">, viewer: Viewer) {
  const thread = await db.thread.findUnique({ where: { id: threadId }, select: { id: true } });
  if (!thread) throw notFound("Thread not found");
  const rows = await db.reply.findMany({
    where: { threadId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    skip: offset,
    include: replyInclude(viewer?.id ?? null),
  });
  return rows.map((row) => toReplyDto(row, viewer));
}
