import { z } from "zod";
import { BOOKMARKS_PAGE_SIZE } from "./limits";
import { cursorSchema } from "./pagination";

/** Query of GET /api/bookmarks: a page of the member's bookmarks, newest first; `cursor` continues. */
export const listBookmarksQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be between 1 and 50")
    .min(1, "limit must be between 1 and 50")
    .max(50, "limit must be between 1 and 50")
    .default(BOOKMARKS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** Body of PUT and DELETE /api/threads/{id}/bookmark and /api/replies/{id}/bookmark: nothing. */
export const bookmarkBodySchema = z.object({});
