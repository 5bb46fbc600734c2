"use client";

import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { ReplyWithText } from "@/components/replies/reply-in-thread";
import { CompactThreadRow } from "@/components/threads/compact-thread-row";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import type { BookmarkDto, BookmarkListAnswer } from "@/lib/bookmarks/bookmarks";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import { BOOKMARKS_PAGE_SIZE } from "@/lib/validation/limits";
import { bookmarkPageUrl } from "./bookmark-pages";

const LOAD_ERROR = "Error loading bookmarks. Please try again later.";

/** The member's bookmarks, newest first: threads as compact rows, replies with their text; each can be removed. */
export function BookmarkList() {
  const toast = useToast();
  const pageKey = (index: number, previous: BookmarkListAnswer | null) => bookmarkPageUrl(index === 0 ? null : previous);
  const pages = useSWRInfinite<BookmarkListAnswer>(pageKey, { revalidateFirstPage: false });
  const readOnItsWay = useReadOnItsWay();
  const bookmarks = (pages.data ?? []).flat();
  const loadedPages = pages.data?.length ?? 0;

  async function remove(bookmark: BookmarkDto) {
    const path = bookmark.thread ? `/api/threads/${bookmark.thread.id}/bookmark` : `/api/replies/${bookmark.reply!.id}/bookmark`;
    const without = (data: BookmarkListAnswer[] | undefined) => (data ?? []).map((page) => page.filter((item) => item.id !== bookmark.id));
    try {
      await pages.mutate(
        async (data) => {
          await apiFetch(path, { method: "DELETE", body: {} });
          return without(data);
        },
        { optimisticData: without, rollbackOnError: true, revalidate: readOnItsWay(unstable_serialize(pageKey)) },
      );
      toast({ title: "Removed from your bookmarks" });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to update your bookmarks"), variant: "destructive" });
    }
  }

  if (pages.isLoading) return <Spinner label="Loading bookmarks..." />;
  if (pages.error && loadedPages === 0) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (bookmarks.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">
        No bookmarks yet. Use the bookmark button on a thread or a reply to save it here.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Your bookmarks" className="divide-y divide-line rounded-lg border border-line bg-panel">
        {bookmarks.map((bookmark) => (
          <li key={bookmark.id} className="flex items-center gap-2 pr-2">
            <div className="min-w-0 flex-1">{bookmark.thread ? <CompactThreadRow thread={bookmark.thread} /> : <ReplyWithText reply={bookmark.reply!} className="min-w-0 flex-1 px-3 py-2" />}</div>
            <button
              type="button"
              onClick={() => void remove(bookmark)}
              aria-label={`Remove bookmark: ${bookmark.thread?.title ?? `reply in ${bookmark.reply!.threadTitle}`}`}
              className="min-h-11 shrink-0 rounded px-3 text-sm text-muted hover:bg-line hover:text-white"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <NextPageControls
        pages={pages}
        pageSize={BOOKMARKS_PAGE_SIZE}
        errorMessage={LOAD_ERROR}
      />
    </div>
  );
}
