import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import type { ListRepliesQuery } from "@/lib/validation/replies";
import { toReplyDtos, type ReplyDto } from "./reply-dto";
import { findReplyRows } from "./reply-rows";

const ORDER = Prisma.sql`r."createdAt", r.id`;

type ReplyPageQuery = Pick<ListRepliesQuery, "limit" | "offset" | "cursor">;

/**
 * A page of a thread's replies in creation order (then id), flat: each carries its parentReplyId
 * and the client builds the tree. Deleted replies that still have answers are included as "[deleted]".
 * By offset, or in keyset mode after the cursor's reply, with the next page's cursor while this
 * one was full. An offset page finds its ids in the index, so the skipped replies are not read.
 */
async function readRepliesPage(threadId: string, { limit, offset, cursor }: ReplyPageQuery, viewer: Viewer) {
  const keyset = cursor !== undefined;
  const after = cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`r."createdAt"`, Prisma.sql`r.id`, "asc", cursor)}` : Prisma.empty;
  const rows = await findReplyRows(
    Prisma.sql`SELECT r.id FROM "Reply" r WHERE r."threadId" = ${threadId} ${after} ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${keyset ? 0 : offset}`,
    ORDER,
    viewer?.id ?? null,
  );
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
