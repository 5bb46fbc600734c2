import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { deleteThread } from "@/lib/threads/delete-thread";
import { listCategoryThreads } from "@/lib/threads/list-threads";
import { updateThread } from "@/lib/threads/update-thread";
import { listThreadsQuerySchema, threadActionSchema, updateThreadSchema } from "@/lib/validation/threads";

// One dynamic segment serves both documented shapes: GET /api/threads/{category} lists a
// category, PUT and DELETE /api/threads/{id} change one thread (Next allows one slug name per level).

/**
 * A category's pinned list (`pinned=true`) or a page of its threads, by offset or by cursor;
 * unknown categories fall back to general.
 */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to view threads", query: listThreadsQuerySchema },
  async ({ viewer, query, params }) => {
    const page = await listCategoryThreads(params.id, query, viewer);
    return pageResponse(page.threads, page.nextCursor);
  },
);

export const PUT = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to edit a post", body: updateThreadSchema, rateLimit: "post_edits" },
  async ({ viewer, body, params }) => updateThread(params.id, body, viewer),
);

export const DELETE = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to delete a post", body: threadActionSchema },
  async ({ viewer, params }) => deleteThread(params.id, viewer),
);
