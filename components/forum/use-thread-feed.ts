import { useState } from "react";
import useSWR from "swr";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { changePagedItem, type PagesMutate } from "@/lib/swr/change-cached-item";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import type { ThreadOwner } from "@/components/threads/use-thread-actions";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { ThreadListAnswer } from "@/lib/threads/list-threads";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import { hasNextPage } from "@/lib/pagination/pages";
import { joinPages } from "@/components/threads/join-pages";
import { DEFAULT_FEED_FILTERS, nextThreadPageUrl, pinnedThreadsUrl, threadPageUrl } from "./feed-pages";

/**
 * A category's thread list in the browser (swr): the pinned threads and pages of the others, from
 * the server-rendered ones (`ServerRenderedData`) on. A filter change reads that filter's pages;
 * "Load more" the next page; the cards' writes change the cached threads in place.
 */
export function useThreadFeed(categoryId: string) {
  const [filters, setFilters] = useState(DEFAULT_FEED_FILTERS);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const readOnItsWay = useReadOnItsWay();
  const pinnedKey = pinnedThreadsUrl(categoryId);
  const pinned = useSWR<ThreadListAnswer>(pinnedKey);
  const pageKey = (index: number, previousPage: ThreadDto[] | null) =>
    index === 0 ? threadPageUrl(categoryId, filters) : previousPage && nextThreadPageUrl(categoryId, filters, previousPage);
  // The first page is what the server rendered or what this filter loaded: "Load more" adds a page only.
  const pages = useSWRInfinite<ThreadListAnswer>(pageKey, { revalidateFirstPage: false });
  // The pinned list is one page.
  const mutatePinned: PagesMutate<ThreadDto> = (update, options) => pinned.mutate((list) => list && update([list])?.[0], options);

  const shown = (threads: ThreadDto[]) => threads.filter((thread) => !deletedIds.has(thread.id));
  const loadedPages = pages.data?.length ?? 0;

  const owner: ThreadOwner = {
    async change(thread, optimistic, request) {
      const wasPinned = pinned.data?.some((other) => other.id === thread.id) ?? false;
      const next = await changePagedItem(wasPinned ? mutatePinned : pages.mutate, {
        before: thread,
        optimistic,
        request,
        readOnItsWay: () => readOnItsWay(wasPinned ? pinnedKey : unstable_serialize(pageKey)),
        readAgain: () => (wasPinned ? pinned.mutate() : pages.mutate()),
      });
      // A thread pinned or unpinned changes group: both are read again, in the server's order.
      if (next.isPinned !== undefined && next.isPinned !== wasPinned) void Promise.all([pinned.mutate(), pages.mutate()]);
      return next;
    },
    deleted(threadId) {
      setDeletedIds((current) => new Set(current).add(threadId));
    },
  };

  return {
    // "New" lists pinned threads among the others, when they have something new.
    pinned: filters.filter === "new" ? [] : shown(pinned.data ?? []),
    regular: shown(joinPages(pages.data ?? [])),
    filters,
    status: pinned.error || (pages.error && loadedPages === 0) ? "error" : pinned.isLoading || pages.isLoading ? "loading" : "ready",
    hasMore: hasNextPage(pages.data, THREAD_PAGE_SIZE),
    loadingMore: loadedPages > 0 && pages.isValidating && pages.size > loadedPages,
    loadMoreFailed: loadedPages > 0 && pages.error !== undefined,
    isFiltered: filters.sort !== DEFAULT_FEED_FILTERS.sort || filters.timeRange !== DEFAULT_FEED_FILTERS.timeRange || filters.filter !== DEFAULT_FEED_FILTERS.filter,
    owner,
    changeFilters: setFilters,
    /** Reads the pinned threads and every loaded page again (after a new post); the lists stay on screen meanwhile. */
    reload() {
      void Promise.all([pinned.mutate(), pages.mutate()]);
    },
    /** The page after the loaded ones; after a failed attempt, that same page again. */
    loadMore() {
      void pages.setSize(loadedPages + 1);
    },
  };
}
