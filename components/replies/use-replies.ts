import { useCallback, useState } from "react";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { hasNextPage } from "@/lib/pagination/pages";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import type { ReplyPageAnswer } from "@/lib/replies/list-replies";
import { changePagedItem, type PagesMutate } from "@/lib/swr/change-cached-item";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import { THREAD_PAGE_REPLY_PAGE_SIZE } from "@/lib/validation/limits";
import { replyPageUrl } from "./reply-pages";
import { mergeReplies, removeDeletedReply } from "./reply-tree";

/** The replies with `reply` once: it may come both as the member's own answer and live. */
const withReply = (replies: ReplyDto[], reply: ReplyDto) => (replies.some((other) => other.id === reply.id) ? replies : [...replies, reply]);

interface Deletion {
  replyId: string;
  keptAsPlaceholder: boolean;
}

/**
 * A thread's replies in the browser (swr): pages from the server-rendered first one on, merged
 * without repeats. The member's new replies show at once and stay until a page brings them;
 * deletions apply at once to whatever pages hold (the server's pages agree once read again).
 */
export function useReplies(threadId: string) {
  const pageKey = (index: number, previousPage: ReplyPageAnswer | null) =>
    index === 0 || (previousPage && previousPage.length >= THREAD_PAGE_REPLY_PAGE_SIZE) ? replyPageUrl(threadId, index) : null;
  const pages = useSWRInfinite<ReplyPageAnswer>(pageKey, { revalidateFirstPage: false });
  const readOnItsWay = useReadOnItsWay();
  const [posted, setPosted] = useState<ReplyDto[]>([]);
  const [deletions, setDeletions] = useState<Deletion[]>([]);
  const loadedPages = pages.data?.length ?? 0;
  const { setSize } = pages;
  const showPages = useCallback((count: number) => void setSize((size) => Math.max(size, count)), [setSize]);

  const loaded = (pages.data ?? []).reduce<ReplyDto[]>((shown, page) => mergeReplies(shown, page), []);
  const withPosted = mergeReplies(
    posted.filter((reply) => !loaded.some((other) => other.id === reply.id)),
    loaded,
  );
  const replies = deletions.reduce((shown, { replyId, keptAsPlaceholder }) => removeDeletedReply(shown, replyId, keptAsPlaceholder), withPosted);
  /**
   * A change to replies wherever they show: the loaded pages, and the member's new replies no page
   * holds yet (as one more page).
   */
  const mutateShown: PagesMutate<ReplyDto> = (update, options) => {
    setPosted((current) => update([current])?.[0] ?? current);
    return pages.mutate(update, options);
  };
  const repliesReadOnItsWay = () => readOnItsWay(unstable_serialize(pageKey));

  return {
    replies,
    hasMore: hasNextPage(pages.data, THREAD_PAGE_REPLY_PAGE_SIZE),
    loading: pages.isLoading || (pages.isValidating && pages.size > loadedPages),
    failed: pages.error !== undefined,
    /** The page after the loaded ones; after a failure, the page that failed. */
    loadMore: () => void pages.setSize(loadedPages + 1),
    /** At least the first `count` pages (where a reply further down sits). */
    showPages,
    /** Every page to the thread's end, for a thread of `repliesCount` replies. */
    showAll: (repliesCount: number) => pages.setSize((size) => Math.max(size, Math.ceil((repliesCount + 1) / THREAD_PAGE_REPLY_PAGE_SIZE))),
    /**
     * A reply was posted: it shows at once, and the list starts again from the first page
     * (SPEC.md section 4) with the new reply kept even when it is beyond that page.
     */
    async added(reply: ReplyDto) {
      setPosted((current) => withReply(current, reply));
      await pages.setSize(1);
      await pages.mutate();
    },
    /** A reply that arrived live (another member's, or the member's own from another tab): shown once, no reload. */
    arrived(reply: ReplyDto) {
      setPosted((current) => withReply(current, reply));
    },
    /**
     * Replies changed by others as the server has them now (counts of replies reacted to, text of
     * replies edited): set wherever the replies show.
     */
    changedLive(changes: (Pick<ReplyDto, "id"> & Partial<ReplyDto>)[]) {
      const changeOf = new Map(changes.map((change) => [change.id, change]));
      const withChange = (reply: ReplyDto) => {
        const change = changeOf.get(reply.id);
        return change ? { ...reply, ...change } : reply;
      };
      void mutateShown((shownPages) => shownPages?.map((page) => page.map(withChange)), { revalidate: repliesReadOnItsWay() });
    },
    /** A reaction, bookmark or edit: optimistic, then the server's reply, or put back when refused. */
    changeReply: (before: ReplyDto, optimistic: (reply: ReplyDto) => ReplyDto, request: () => Promise<Partial<ReplyDto>>) =>
      changePagedItem(mutateShown, { before, optimistic, request, readOnItsWay: repliesReadOnItsWay, readAgain: () => pages.mutate() }),
    deleted(replyId: string, keptAsPlaceholder: boolean) {
      setDeletions((current) => [...current, { replyId, keptAsPlaceholder }]);
    },
  };
}
