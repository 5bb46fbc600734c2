import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { syncUserFromIdentity } from "@/lib/members/sync-user";
import { clerkConfig, devClerkId, devLoginEnabled } from "./config";
import { DEV_SESSION_TTL_SECONDS, mintDevSessionToken } from "./dev-session";
import { CLIENT_UAT_COOKIE, SESSION_COOKIE } from "./session-cookies";

export function assertDevLoginEnabled() {
  if (!devLoginEnabled) throw notFound("Development sign-in is not enabled");
}

/** The Clerk id of a development account, creating it as a free USER when the username is new. */
async function ensureDevUser(username: string) {
  const existing = await db.user.findUnique({ where: { username }, select: { clerkId: true } });
  if (existing) return existing.clerkId;
  const clerkId = devClerkId(username);
  await syncUserFromIdentity(clerkId, { username });
  return clerkId;
}

export async function devSessionToken(username: string, req: NextRequest) {
  // The token's authorized party must be one Clerk accepts, whichever host name the browser used.
  const authorizedParty = clerkConfig.authorizedParties[0] ?? req.nextUrl.origin;
  return mintDevSessionToken(await ensureDevUser(username), authorizedParty);
}

export function setSessionCookies(response: NextResponse, token: string, req: NextRequest) {
  const options = {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: req.nextUrl.protocol === "https:",
    path: "/",
    maxAge: DEV_SESSION_TTL_SECONDS,
  };
  response.cookies.set(SESSION_COOKIE, token, options);
  // Clerk treats a client as signed in only with a non-zero __client_uat not newer than the token.
  response.cookies.set(CLIENT_UAT_COOKIE, String(Math.floor(Date.now() / 1000) - 10), options);
  return response;
}

export function clearSessionCookies(response: NextResponse) {
  response.cookies.delete(SESSION_COOKIE);
  response.cookies.delete(CLIENT_UAT_COOKIE);
  return response;
}
