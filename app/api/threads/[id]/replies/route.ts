import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { createReply } from "@/lib/replies/create-reply";
import { listRepliesPage } from "@/lib/replies/list-replies";
import { createReplySchema, listRepliesQuerySchema } from "@/lib/validation/replies";

/** A page of the thread's replies in creation order, by offset or by cursor. */
export const GET = handler({ access: "signedIn", query: listRepliesQuerySchema }, async ({ params, query, viewer }) => {
  const page = await listRepliesPage(params.id, query, viewer);
  return pageResponse(page.replies, page.nextCursor);
});

/**
 * Posts a reply to the thread, or to one of its replies (paid plan). Sent again with the same
 * Idempotency-Key, it answers the reply the first request created.
 */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to reply", body: createReplySchema, rateLimit: "replies_create", requestKey: true },
  async ({ params, body, viewer, requestKey }) => NextResponse.json(await createReply(params.id, body, viewer, requestKey), { status: 201 }),
);
