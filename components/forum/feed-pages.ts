import { encodeCursor } from "@/lib/pagination/cursor";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import type { ThreadFilter, ThreadSort, ThreadTimeRange } from "@/lib/validation/threads";

export interface FeedFilters {
  sort: ThreadSort;
  timeRange: ThreadTimeRange;
  /** "new": only threads with something new to the member, pinned ones among them, by recent activity. */
  filter: ThreadFilter;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = { sort: "recent", timeRange: "all", filter: "all" };

/** The URL of a category's pinned threads (all of them, most recently active first). */
export function pinnedThreadsUrl(categoryId: string) {
  return `/api/threads/${categoryId}?${new URLSearchParams({ pinned: "true", sort: "recent" })}`;
}

/** The URL of the first page of the other threads, or of the page a cursor names (keyset pagination). */
export function threadPageUrl(categoryId: string, filters: FeedFilters, cursor?: string) {
  const onlyNew = filters.filter === "new";
  const params = new URLSearchParams({
    pinnedByUserFilter: onlyNew ? "include" : "exclude",
    sort: onlyNew ? "recent" : filters.sort,
    timeRange: filters.timeRange,
    limit: String(THREAD_PAGE_SIZE),
  });
  if (onlyNew) params.set("filter", "new");
  if (cursor) params.set("cursor", cursor);
  return `/api/threads/${categoryId}?${params}`;
}

/** What a list orders threads by, highest first: a time, or the hot or top score. */
function sortKey(thread: ThreadDto, { sort, filter }: FeedFilters): string | number {
  if (filter === "new" || sort === "recent") return thread.lastActivityAt;
  if (sort === "hot") return thread.hotScore;
  if (sort === "top") return thread.likesCount - thread.dislikesCount;
  return thread.createdAt;
}

/**
 * The URL of the page after `previousPage` (swr's page key), or null when that page was the last.
 * The next page starts right after the last thread the server sent on the previous one.
 */
export function nextThreadPageUrl(categoryId: string, filters: FeedFilters, previousPage: ThreadDto[]) {
  const last = previousPage.at(-1);
  if (!last || previousPage.length < THREAD_PAGE_SIZE) return null;
  return threadPageUrl(categoryId, filters, encodeCursor({ key: sortKey(last, filters), id: last.id }));
}
