import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import { replyInclude, toReplyDto } from "@/lib/replies/reply-dto";
import { threadInclude, toThreadDto } from "@/lib/threads/thread-dto";

/** What a bookmark saves: a thread, or one reply. */
export type BookmarkTarget = { threadId: string } | { replyId: string };

/** PUT and DELETE /api/threads/{id}/bookmark and /api/replies/{id}/bookmark answer whether it is saved now. */
export interface BookmarkAnswer {
  bookmarked: boolean;
}

/** The target exists (a reply still standing); else 404. */
async function assertTargetExists(target: BookmarkTarget) {
  if ("threadId" in target) {
    if (!(await db.thread.findUnique({ where: { id: target.threadId }, select: { id: true } }))) throw notFound("Thread not found");
    return;
  }
  const reply = await db.reply.findUnique({ where: { id: target.replyId }, select: { deletedAt: true } });
  if (!reply || reply.deletedAt) throw notFound("Reply not found");
}

/** Saves the thread or reply for the member; saving it again changes nothing. */
export async function saveBookmark(target: BookmarkTarget, viewer: SignedInViewer): Promise<BookmarkAnswer> {
  await assertTargetExists(target);
  // skipDuplicates: a second save (or two at once) meets the unique key and leaves the first.
  await db.bookmark.createMany({ data: [{ userId: viewer.id, ...target }], skipDuplicates: true });
  return { bookmarked: true };
}

/** Removes the member's bookmark of the thread or reply, if there is one. */
export async function removeBookmark(target: BookmarkTarget, viewer: SignedInViewer): Promise<BookmarkAnswer> {
  await assertTargetExists(target);
  await db.bookmark.deleteMany({ where: { userId: viewer.id, ...target } });
  return { bookmarked: false };
}

function toBookmarkDto(row: Prisma.BookmarkGetPayload<{ include: ReturnType<typeof bookmarkInclude> }>, viewer: SignedInViewer) {
  const base = { id: row.id, createdAt: row.createdAt.toISOString() };
  if (row.thread) return { ...base, thread: toThreadDto(row.thread, viewer), reply: null };
  const reply = row.reply!;
  return { ...base, thread: null, reply: { ...toReplyDto(reply, viewer), threadTitle: reply.thread.title } };
}

function bookmarkInclude(viewerId: string) {
  return {
    thread: { include: threadInclude(viewerId) },
    reply: { include: { ...replyInclude(viewerId), thread: { select: { title: true } } } },
  } satisfies Prisma.BookmarkInclude;
}

export type BookmarkDto = ReturnType<typeof toBookmarkDto>;

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
    include: bookmarkInclude(viewer.id),
  });
  return {
    bookmarks: rows.map((row) => toBookmarkDto(row, viewer)),
    nextCursor: nextCursor(rows, page.limit, true, (row) => row.createdAt),
  };
}
