import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import { toReplyDto } from "@/lib/replies/reply-dto";
import { findReplyRows, type ReplyRow } from "@/lib/replies/reply-rows";
import { findStandingPost, postNotFound, type PostTarget } from "@/lib/threads/post-target";
import { toThreadDto } from "@/lib/threads/thread-dto";
import { findThreadRows, type ThreadRow } from "@/lib/threads/thread-rows";

/** PUT and DELETE /api/threads/{id}/bookmark and /api/replies/{id}/bookmark answer whether it is saved now. */
export interface BookmarkAnswer {
  bookmarked: boolean;
}

/** Saves the thread or reply for the member; saving it again changes nothing. */
export async function saveBookmark(target: PostTarget, viewer: SignedInViewer): Promise<BookmarkAnswer> {
  await findStandingPost(target);
  // skipDuplicates: a second save (or two at once) meets the unique key and leaves the first.
  await unlessDeletedMeanwhile(db.bookmark.createMany({ data: [{ userId: viewer.id, ...target }], skipDuplicates: true }), () => postNotFound(target));
  return { bookmarked: true };
}

/** Removes the member's bookmark of the thread or reply, if there is one. */
export async function removeBookmark(target: PostTarget, viewer: SignedInViewer): Promise<BookmarkAnswer> {
  await findStandingPost(target);
  await db.bookmark.deleteMany({ where: { userId: viewer.id, ...target } });
  return { bookmarked: false };
}

const bookmarkSelect = {
  id: true,
  createdAt: true,
  threadId: true,
  replyId: true,
  reply: { select: { thread: { select: { title: true } } } },
} satisfies Prisma.BookmarkSelect;

type BookmarkRow = Prisma.BookmarkGetPayload<{ select: typeof bookmarkSelect }>;

/** A bookmark with its thread or reply; null when that was deleted after the bookmark was read. */
function toBookmarkDto(row: BookmarkRow, saved: { thread?: ThreadRow; reply?: ReplyRow }, viewer: SignedInViewer) {
  const base = { id: row.id, createdAt: row.createdAt.toISOString() };
  if (saved.thread) return { ...base, thread: toThreadDto(saved.thread, viewer), reply: null };
  if (!saved.reply || !row.reply) return null;
  return { ...base, thread: null, reply: { ...toReplyDto(saved.reply, viewer), threadTitle: row.reply.thread.title } };
}

export type BookmarkDto = NonNullable<ReturnType<typeof toBookmarkDto>>;

/** GET /api/bookmarks's body: a page of the member's bookmarks (the next cursor travels in a header). */
export type BookmarkListAnswer = BookmarkDto[];

/**
 * A page of the member's own bookmarks, newest first, each with its thread or reply as the member
 * may see it now (a pro fighter's content stays redacted for a member who is not paid).
 */
export async function listBookmarks(viewer: SignedInViewer, page: { limit: number; cursor?: { key: Date; id: string } | null }) {
  const after = page.cursor ? afterPosition<Prisma.BookmarkWhereInput>("createdAt", "desc", page.cursor) : {};
  const rows = await db.bookmark.findMany({
    where: { AND: [{ userId: viewer.id }, after] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: page.limit,
    select: bookmarkSelect,
  });
  const threadIds = rows.flatMap((row) => (row.threadId ? [row.threadId] : []));
  const replyIds = rows.flatMap((row) => (row.replyId ? [row.replyId] : []));
  const [threads, replies] = await Promise.all([
    threadIds.length === 0 ? [] : findThreadRows(Prisma.sql`SELECT unnest(${threadIds}::text[]) AS id`, Prisma.sql`t.id`, viewer.id),
    replyIds.length === 0 ? [] : findReplyRows(Prisma.sql`SELECT unnest(${replyIds}::text[]) AS id`, Prisma.sql`r.id`, viewer.id),
  ]);
  const threadById = new Map(threads.map((thread) => [thread.id, thread]));
  const replyById = new Map(replies.map((reply) => [reply.id, reply]));
  const saved = (row: BookmarkRow) => ({
    thread: row.threadId ? threadById.get(row.threadId) : undefined,
    reply: row.replyId ? replyById.get(row.replyId) : undefined,
  });
  return {
    bookmarks: rows.flatMap((row) => toBookmarkDto(row, saved(row), viewer) ?? []),
    nextCursor: nextCursor(rows, page.limit, true, (row) => row.createdAt),
  };
}
