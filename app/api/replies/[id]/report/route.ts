import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { reportPost } from "@/lib/moderation/reports";
import { reportPostSchema } from "@/lib/validation/reports";

/** Reports the reply to the moderators (once per member, never one's own). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to report a post", body: reportPostSchema, rateLimit: "reports" },
  async ({ viewer, params, body }) => NextResponse.json(await reportPost({ replyId: params.id }, body, viewer), { status: 201 }),
);
