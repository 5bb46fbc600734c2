import type { BookmarkDto } from "@/lib/bookmarks/bookmarks";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { BOOKMARKS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of the member's bookmarks, or of the page after `previous` (null after the last). */
export const bookmarkPageUrl = (previous: BookmarkDto[] | null) => keysetPageUrl("/api/bookmarks", {}, BOOKMARKS_PAGE_SIZE, previous, (bookmark) => bookmark.createdAt);
