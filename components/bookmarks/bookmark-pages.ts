import type { BookmarkDto } from "@/lib/bookmarks/bookmarks";
import { encodeCursor } from "@/lib/pagination/cursor";
import { BOOKMARKS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of the member's bookmarks, or of the page after `previous` (null after the last). */
export function bookmarkPageUrl(previous: BookmarkDto[] | null) {
  const params = new URLSearchParams({ limit: String(BOOKMARKS_PAGE_SIZE), cursor: "" });
  if (previous) {
    const last = previous.at(-1);
    if (!last || previous.length < BOOKMARKS_PAGE_SIZE) return null;
    params.set("cursor", encodeCursor({ key: last.createdAt, id: last.id }));
  }
  return `/api/bookmarks?${params}`;
}
