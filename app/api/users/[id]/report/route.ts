import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { reportMember } from "@/lib/moderation/reports";
import { reportMemberSchema } from "@/lib/validation/reports";

/** Reports the member to the moderators (once per member, never oneself or staff). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to report a member", body: reportMemberSchema, rateLimit: "reports" },
  async ({ viewer, params, body }) => NextResponse.json(await reportMember(params.id, body, viewer), { status: 201 }),
);
