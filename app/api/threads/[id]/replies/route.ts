import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { createReply } from "@/lib/replies/create-reply";
import { listReplies } from "@/lib/replies/list-replies";
import { createReplySchema, listRepliesQuerySchema } from "@/lib/validation/replies";

/** A page of the thread's replies in creation order. */
export const GET = handler({ access: "signedIn", query: listRepliesQuerySchema }, ({ params, query, viewer }) =>
  listReplies(params.id, query, viewer),
);

/** Posts a reply to the thread, or to one of its replies (paid plan). */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to reply", body: createReplySchema, rateLimit: "replies_create" },
  async ({ params, body, viewer }) => NextResponse.json(await createReply(params.id, body, viewer), { status: 201 }),
);
