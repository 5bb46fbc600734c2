import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { deleteConversation, listMessages, sendMessage } from "@/lib/messages/messages";
import { deleteConversationBodySchema, listMessagesQuerySchema, sendMessageSchema } from "@/lib/validation/messages";

const signedOutMessage = "You must be logged in to read your messages";

/** The conversation with the member (our id or Clerk id), the newest message first, by cursor (`x-next-cursor`). */
export const GET = handler({ access: "signedIn", signedOutMessage, query: listMessagesQuerySchema }, async ({ viewer, params, query }) => {
  const page = await listMessages(params.id, viewer, query);
  return pageResponse(page.messages, page.nextCursor);
});

/** Sends the member a private message (paid members; neither may have blocked the other); a repeat with its Idempotency-Key answers the first. */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to send a message", body: sendMessageSchema, rateLimit: "messages", requestKey: true },
  async ({ viewer, params, body, requestKey }) => NextResponse.json(await sendMessage(params.id, body, viewer, requestKey), { status: 201 }),
);

/** Deletes the conversation with the member from the viewer's inbox: its messages so far are gone for them, not for the member. */
export const DELETE = handler({ access: "signedIn", signedOutMessage, body: deleteConversationBodySchema, rateLimit: "profile_changes" }, ({ viewer, params }) =>
  deleteConversation(params.id, viewer),
);
