import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { ThreadSort, ThreadTimeRange } from "@/lib/validation/threads";

export interface FeedFilters {
  sort: ThreadSort;
  timeRange: ThreadTimeRange;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = { sort: "recent", timeRange: "all" };

/** A category's threads as the forum page shows them: pinned ones first, then the loaded pages. */
export interface ThreadFeed {
  pinned: ThreadDto[];
  regular: ThreadDto[];
}

/** Appends a page, skipping threads already shown (activity can shift threads between pages). */
export function appendPage(threads: ThreadDto[], page: ThreadDto[]) {
  const shown = new Set(threads.map((thread) => thread.id));
  return [...threads, ...page.filter((thread) => !shown.has(thread.id))];
}

/** The timestamp a sort orders threads by, newest first. */
export function sortKey(thread: ThreadDto, sort: ThreadSort) {
  return sort === "new" ? thread.createdAt : thread.lastActivityAt;
}

/** Where an unpinned thread goes back among the loaded ones: before the first older thread. */
function insertSorted(threads: ThreadDto[], thread: ThreadDto, sort: ThreadSort) {
  const key = sortKey(thread, sort);
  const index = threads.findIndex((other) => sortKey(other, sort) < key);
  return index === -1 ? [...threads, thread] : [...threads.slice(0, index), thread, ...threads.slice(index)];
}

/**
 * The feed after a thread changed: updated in place, or moved between the groups when it was
 * pinned (to the top of the pinned ones) or unpinned (back among the others).
 */
export function applyThreadChange(feed: ThreadFeed, thread: ThreadDto, sort: ThreadSort): ThreadFeed {
  const wasPinned = feed.pinned.some((other) => other.id === thread.id);
  const replace = (threads: ThreadDto[]) => threads.map((other) => (other.id === thread.id ? thread : other));
  if (thread.isPinned) {
    return wasPinned
      ? { ...feed, pinned: replace(feed.pinned) }
      : { pinned: [thread, ...feed.pinned], regular: feed.regular.filter((other) => other.id !== thread.id) };
  }
  if (!wasPinned) return { ...feed, regular: replace(feed.regular) };
  return { pinned: feed.pinned.filter((other) => other.id !== thread.id), regular: insertSorted(feed.regular, thread, sort) };
}

export function removeThread(feed: ThreadFeed, threadId: string): ThreadFeed {
  return {
    pinned: feed.pinned.filter((thread) => thread.id !== threadId),
    regular: feed.regular.filter((thread) => thread.id !== threadId),
  };
}
