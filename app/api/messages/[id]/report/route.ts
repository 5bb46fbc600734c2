import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { reportMessage } from "@/lib/moderation/reports";
import { reportMessageSchema } from "@/lib/validation/reports";

/** Reports a private message the viewer received, and its sender, to the moderators. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to report a message", body: reportMessageSchema, rateLimit: "reports" },
  async ({ viewer, params, body }) => NextResponse.json(await reportMessage(params.id, body, viewer), { status: 201 }),
);
