import { useState } from "react";
import type { SWRInfiniteKeyLoader, SWRInfiniteResponse } from "swr/infinite";
import { unstable_serialize } from "swr/infinite";
import type { ThreadOwner } from "@/components/threads/use-thread-actions";
import { changePagedItem } from "@/lib/swr/change-cached-item";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/**
 * The owner of the cards of a paged list of threads (swr infinite): a card's write changes its
 * thread in the cached pages, and a deleted thread leaves the list (`shown`). Lists paged by
 * offset read their pages again after a deletion (`readAgainOnDelete`), so none skips a thread;
 * keyset pages continue after their last thread and need not.
 */
export function usePagedThreadsOwner(pages: SWRInfiniteResponse<ThreadDto[]>, pageKey: SWRInfiniteKeyLoader, { readAgainOnDelete }: { readAgainOnDelete: boolean }) {
  const readOnItsWay = useReadOnItsWay();
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const owner: ThreadOwner = {
    change: (thread, optimistic, request) =>
      changePagedItem(pages.mutate, {
        before: thread,
        optimistic,
        request,
        readOnItsWay: () => readOnItsWay(unstable_serialize(pageKey)),
        readAgain: () => pages.mutate(),
      }),
    deleted(threadId) {
      setDeletedIds((current) => new Set(current).add(threadId));
      if (readAgainOnDelete) void pages.mutate();
    },
  };
  return { owner, shown: (threads: ThreadDto[]) => threads.filter((thread) => !deletedIds.has(thread.id)) };
}
