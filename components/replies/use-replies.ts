import { useRef, useState } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import { mergeReplies, removeDeletedReply, replaceReply } from "@/components/replies/reply-tree";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import { THREAD_PAGE_REPLY_PAGE_SIZE } from "@/lib/validation/limits";

function pageUrl(threadId: string, page: number) {
  const params = new URLSearchParams({ limit: String(THREAD_PAGE_REPLY_PAGE_SIZE), offset: String(page * THREAD_PAGE_REPLY_PAGE_SIZE) });
  return `/api/threads/${threadId}/replies?${params}`;
}

/**
 * A thread's replies in the browser: starts from the server-rendered first page (null when it
 * failed), loads further pages while the last one was full, merging them without repeats, and
 * follows the replies posted, changed and deleted on the page.
 */
export function useReplies(threadId: string, initialReplies: ReplyDto[] | null) {
  const [replies, setReplies] = useState(initialReplies ?? []);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(initialReplies?.length === THREAD_PAGE_REPLY_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initialReplies === null);
  // Only the latest load may write: a page asked for before a reset to the first page is dropped.
  const latestLoad = useRef(0);

  /** Loads `page` and merges it into `base` (the replies shown, or none when starting over). */
  async function load(nextPage: number, base: (current: ReplyDto[]) => ReplyDto[]) {
    const loadId = ++latestLoad.current;
    setLoading(true);
    setFailed(false);
    try {
      const loaded = await apiFetch<ReplyDto[]>(pageUrl(threadId, nextPage));
      if (loadId !== latestLoad.current) return;
      setReplies((current) => mergeReplies(base(current), loaded));
      setPage(nextPage);
      setHasMore(loaded.length === THREAD_PAGE_REPLY_PAGE_SIZE);
    } catch {
      if (loadId === latestLoad.current) setFailed(true);
    } finally {
      if (loadId === latestLoad.current) setLoading(false);
    }
  }

  return {
    replies,
    hasMore,
    loading,
    failed,
    loadMore: () => load(page + 1, (current) => current),
    /** After a failure: loads the first page again, keeping the replies shown. */
    retry: () => load(0, (current) => current),
    /**
     * A reply was posted: it shows at once, and the list starts again from the first page
     * (SPEC.md section 4) with the new reply kept even when it is beyond that page.
     */
    added(reply: ReplyDto) {
      setReplies((current) => mergeReplies(current, [reply]));
      void load(0, () => [reply]);
    },
    changed(reply: ReplyDto) {
      setReplies((current) => replaceReply(current, reply));
    },
    deleted(replyId: string, keptAsPlaceholder: boolean) {
      setReplies((current) => removeDeletedReply(current, replyId, keptAsPlaceholder));
    },
  };
}
