import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import type { ListRepliesQuery } from "@/lib/validation/replies";
import { replyInclude, toReplyDtos, type ReplyDto, type ReplyRow } from "./reply-dto";

const ORDER: Prisma.ReplyOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

type ReplyPageQuery = Pick<ListRepliesQuery, "limit" | "offset" | "cursor">;

/**
 * A page of a thread's replies in creation order (then id), flat: each carries its parentReplyId
 * and the client builds the tree. Deleted replies that still have answers are included as "[deleted]".
 * By offset, or in keyset mode after the cursor's reply, with the next page's cursor while this
 * one was full. An offset page finds its ids first, so the skipped replies' relations are not joined.
 */
async function readRepliesPage(threadId: string, { limit, offset, cursor }: ReplyPageQuery, viewer: Viewer) {
  const include = replyInclude(viewer?.id ?? null);
  const keyset = cursor !== undefined;
  let rows: ReplyRow[];
  if (keyset || offset === 0) {
    const after = cursor ? afterPosition<Prisma.ReplyWhereInput>("createdAt", "asc", cursor) : {};
    rows = await db.reply.findMany({ where: { AND: [{ threadId }, after] }, orderBy: ORDER, take: limit, include });
  } else {
    const ids = await db.reply.findMany({ where: { threadId }, orderBy: ORDER, skip: offset, take: limit, select: { id: true } });
    rows = ids.length === 0 ? [] : await db.reply.findMany({ where: { id: { in: ids.map(({ id }) => id) } }, orderBy: ORDER, include });
  }
  return {
    replies: toReplyDtos(rows, viewer),
    nextCursor: nextCursor(rows, limit, keyset, (row) => row.createdAt),
  };
}

/** GET /api/threads/{id}/replies's body: a page of replies (the next cursor travels in a header). */
export type ReplyPageAnswer = ReplyDto[];

/** {@link readRepliesPage} for a thread known only by its id: 404 when it does not exist. */
export async function listRepliesPage(threadId: string, query: ReplyPageQuery, viewer: Viewer): Promise<{ replies: ReplyDto[]; nextCursor: string | null }> {
  const page = await readRepliesPage(threadId, query, viewer);
  // Replies prove their thread exists; only an empty page needs to ask.
  if (page.replies.length === 0 && !(await db.thread.findUnique({ where: { id: threadId }, select: { id: true } }))) {
    throw notFound("Thread not found");
  }
  return page;
}

/** The first replies of a thread the caller has just loaded (the thread page), so nothing is asked again. */
export async function listRepliesOfLoadedThread(thread: { id: string }, query: ReplyPageQuery, viewer: Viewer) {
  return (await readRepliesPage(thread.id, query, viewer)).replies;
}
