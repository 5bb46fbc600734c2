import { NextResponse } from "next/server";
import { clerkClient } from "@clerk/nextjs/server";
import { apiSession } from "@/lib/auth/api-session";
import { clearSessionCookies } from "@/lib/auth/dev-login";
import { devLoginEnabled } from "@/lib/auth/config";
import { handler } from "@/lib/http/handler";

/** Ends the session: revokes it at Clerk (real Clerk only) and clears the session cookies. */
export const POST = handler({ access: "public" }, async ({ req }) => {
  const sessionId = (await apiSession(req))?.sessionId;
  if (sessionId && !devLoginEnabled) {
    await (await clerkClient()).sessions.revokeSession(sessionId).catch(() => undefined);
  }
  return clearSessionCookies(NextResponse.json({ signedOut: true }));
});
