import { notFound } from "next/navigation";
import { BookmarkList } from "@/components/bookmarks/bookmark-list";
import { bookmarkPageUrl } from "@/components/bookmarks/bookmark-pages";
import { getViewer } from "@/lib/auth/viewer";
import { listBookmarks } from "@/lib/bookmarks/bookmarks";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { BOOKMARKS_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Bookmarks" };

/** The threads and replies the member saved, newest first (the first page rendered here). */
export default async function BookmarksPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const { bookmarks } = await listBookmarks(viewer, { limit: BOOKMARKS_PAGE_SIZE, cursor: null });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Bookmarks</h1>
        <p className="mt-1 text-muted">Threads and replies you saved for later. Only you see them.</p>
      </div>
      <ServerRenderedData firstPages={{ [bookmarkPageUrl(null)!]: bookmarks }}>
        <BookmarkList />
      </ServerRenderedData>
    </div>
  );
}
