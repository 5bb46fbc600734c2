import { z } from "zod";
import { BOOKMARKS_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** Query of GET /api/bookmarks: a page of the member's bookmarks, newest first; `cursor` continues. */
export const listBookmarksQuerySchema = z.object({
  limit: pageLimitSchema(BOOKMARKS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** Body of PUT and DELETE /api/threads/{id}/bookmark and /api/replies/{id}/bookmark: nothing. */
export const bookmarkBodySchema = z.object({});
