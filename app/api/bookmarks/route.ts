import { listBookmarks } from "@/lib/bookmarks/bookmarks";
import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listBookmarksQuerySchema } from "@/lib/validation/bookmarks";

/** The signed-in member's bookmarks, newest first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to see your bookmarks", query: listBookmarksQuerySchema },
  async ({ viewer, query }) => {
    const page = await listBookmarks(viewer, query);
    return pageResponse(page.bookmarks, page.nextCursor);
  },
);
