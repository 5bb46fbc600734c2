import { NextResponse } from "next/server";
import { clerkClient } from "@clerk/nextjs/server";
import { verifiedSession } from "@/lib/auth/session";
import { clearSessionCookies } from "@/lib/auth/dev-login";
import { devLoginEnabled } from "@/lib/auth/config";
import { handler } from "@/lib/http/handler";

/** Ends the session: revokes it at Clerk (real Clerk only) and clears the session cookies. */
export const POST = handler({ access: "public" }, async ({ req }) => {
  const sessionId = (await verifiedSession(req))?.sessionId;
  if (sessionId && !devLoginEnabled) {
    await (await clerkClient()).sessions.revokeSession(sessionId).catch(() => undefined);
  }
  return clearSessionCookies(NextResponse.json({ signedOut: true }));
});
