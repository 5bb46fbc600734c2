import { useRef, useState } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import { encodeCursor } from "@/lib/pagination/cursor";
import {
  appendPage,
  applyThreadChange,
  DEFAULT_FEED_FILTERS,
  removeThread,
  sortKey,
  type FeedFilters,
  type ThreadFeed,
} from "@/components/forum/feed-pages";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import type { ThreadSort } from "@/lib/validation/threads";

function pinnedUrl(categoryId: string) {
  return `/api/threads/${categoryId}?${new URLSearchParams({ pinned: "true", sort: "recent" })}`;
}

/** The first page, or the page a cursor names (keyset pagination). */
function pageUrl(categoryId: string, filters: FeedFilters, cursor?: string) {
  const params = new URLSearchParams({
    pinnedByUserFilter: "exclude",
    sort: filters.sort,
    timeRange: filters.timeRange,
    limit: String(THREAD_PAGE_SIZE),
  });
  if (cursor) params.set("cursor", cursor);
  return `/api/threads/${categoryId}?${params}`;
}

/**
 * Where the next page starts: right after the last thread of the last page loaded (not the last
 * one shown, which may be a thread just unpinned and put back in its place further down).
 */
function cursorAfter(page: ThreadDto[], sort: ThreadSort) {
  const last = page.at(-1);
  return last ? encodeCursor({ key: sortKey(last, sort), id: last.id }) : undefined;
}

/**
 * A category's thread list in the browser: starts from the server-rendered first page, reloads
 * from page 0 when a filter changes, loads further pages while the last one was full, and follows
 * the changes made on its cards.
 */
export function useThreadFeed(categoryId: string, initialFeed: ThreadFeed) {
  const [filters, setFilters] = useState(DEFAULT_FEED_FILTERS);
  const [feed, setFeed] = useState(initialFeed);
  const [status, setStatus] = useState<"ready" | "loading" | "error">("ready");
  const [nextCursor, setNextCursor] = useState(() => cursorAfter(initialFeed.regular, DEFAULT_FEED_FILTERS.sort));
  const [hasMore, setHasMore] = useState(initialFeed.regular.length === THREAD_PAGE_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  // Only the latest reload may write: an earlier, slower answer for old filters is dropped.
  const latestLoad = useRef(0);

  async function load(nextFilters: FeedFilters, { quietly }: { quietly: boolean }) {
    const loadId = ++latestLoad.current;
    if (!quietly) setStatus("loading");
    setLoadMoreFailed(false);
    try {
      const [pinned, regular] = await Promise.all([
        apiFetch<ThreadDto[]>(pinnedUrl(categoryId)),
        apiFetch<ThreadDto[]>(pageUrl(categoryId, nextFilters)),
      ]);
      if (loadId !== latestLoad.current) return;
      setFeed({ pinned, regular });
      setNextCursor(cursorAfter(regular, nextFilters.sort));
      setHasMore(regular.length === THREAD_PAGE_SIZE);
      setStatus("ready");
    } catch {
      if (loadId === latestLoad.current) setStatus("error");
    }
  }

  return {
    feed,
    filters,
    status,
    hasMore,
    loadingMore,
    loadMoreFailed,
    isFiltered: filters.sort !== DEFAULT_FEED_FILTERS.sort || filters.timeRange !== DEFAULT_FEED_FILTERS.timeRange,
    changeFilters(next: FeedFilters) {
      setFilters(next);
      void load(next, { quietly: false });
    },
    /** Refreshes both lists (after a new post) while the current ones stay on screen. */
    reload() {
      void load(filters, { quietly: true });
    },
    async loadMore() {
      const loadId = latestLoad.current;
      setLoadingMore(true);
      setLoadMoreFailed(false);
      try {
        const next = await apiFetch<ThreadDto[]>(pageUrl(categoryId, filters, nextCursor));
        if (loadId !== latestLoad.current) return;
        setFeed((current) => ({ ...current, regular: appendPage(current.regular, next) }));
        setNextCursor(cursorAfter(next, filters.sort));
        setHasMore(next.length === THREAD_PAGE_SIZE);
      } catch {
        setLoadMoreFailed(true);
      } finally {
        setLoadingMore(false);
      }
    },
    changeThread(thread: ThreadDto) {
      setFeed((current) => applyThreadChange(current, thread, filters.sort));
    },
    deleteThread(threadId: string) {
      setFeed((current) => removeThread(current, threadId));
    },
  };
}
