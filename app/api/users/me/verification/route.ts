import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { getMyVerification, requestVerification, withdrawVerification } from "@/lib/members/verification";
import { verificationRequestSchema } from "@/lib/validation/verification";

const signedOutMessage = "You must be logged in to be verified";

/** The member's latest verification request, and whether they may make one now. */
export const GET = handler({ access: "signedIn", signedOutMessage }, async ({ viewer }) => getMyVerification(viewer));

/** The member asks to be verified as a pro fighter or an MMA industry professional (one request under review at a time). */
export const POST = handler(
  { access: "signedIn", signedOutMessage, body: verificationRequestSchema, rateLimit: "verification_requests" },
  async ({ viewer, body }) => NextResponse.json(await requestVerification(body, viewer), { status: 201 }),
);

/** The member withdraws their request under review. */
export const DELETE = handler({ access: "signedIn", signedOutMessage }, async ({ viewer }) => withdrawVerification(viewer));
