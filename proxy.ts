import { clerkMiddleware, createRouteMatcher } from "@clerk/nextjs/server";
import { NextRequest, NextResponse, type NextFetchEvent } from "next/server";
import { clerkConfig, devLoginEnabled } from "@/lib/auth/config";
import { verifiedSession } from "@/lib/auth/session";
import { cspDirectives, policyAroundNonce, policyWithNewNonce, type PolicyAroundNonce } from "@/lib/security/content-security-policy";
import { CLIENT_UAT_COOKIE, SESSION_COOKIE, tokenExpiry } from "@/lib/auth/session-cookies";
import { isApiPath } from "@/lib/http/api-paths";
import { badRequest, errorBody } from "@/lib/http/errors";
import { addressProblem } from "@/lib/http/storable-text";

// Next.js 16 calls this file `proxy.ts` (it was `middleware.ts`). Clerk verifies the session token
// here with the explicit `jwtKey`, so no request leaves the server to check a session.

/**
 * Pages of SPEC.md's route table that need a signed-in member. API routes answer 401 themselves.
 * Thread and event pages are not listed: a shared link opened signed out (a link-preview crawler)
 * gets the share tags, and the page sends a signed-out person on to /auth itself.
 */
const isSignedInPage = createRouteMatcher([
  "/",
  "/forum(.*)",
  "/user(.*)",
  "/rankings",
  "/events",
  "/events/new",
  "/events/(.*)/edit",
  "/search",
  "/bookmarks",
  "/messages(.*)",
  "/following",
  "/fighters",
  "/notifications",
  "/moderation",
  "/admin(.*)",
  "/checkout",
  "/return",
]);

function signInRedirect(req: NextRequest) {
  const target = new URL("/auth", req.url);
  target.searchParams.set("redirect_url", req.nextUrl.pathname + req.nextUrl.search);
  return NextResponse.redirect(target);
}

const clerk = clerkMiddleware(
  async (auth, req) => {
    if (!isSignedInPage(req)) return;
    const { userId } = await auth();
    if (!userId) return signInRedirect(req);
  },
  {
    ...clerkConfig,
    // Nonce-based CSP: Next.js adds the nonce to its own scripts; no other inline script runs.
    contentSecurityPolicy: {
      strict: true,
      directives: cspDirectives,
    },
  },
);

/**
 * Clerk starts a handshake with its frontend API for a page opened from another site (a cross-origin
 * Referer), to sync sessions across domains. The development sign-in has no frontend API to go to, so
 * coming back from Stripe's pages (the local fake's checkout portal or payout onboarding) would end on
 * an unreachable address: there, Clerk does not see where the visitor came from.
 */
function withoutReferrer(req: NextRequest) {
  if (!req.headers.has("referer")) return req;
  const headers = new Headers(req.headers);
  headers.delete("referer");
  return new NextRequest(req.url, { method: req.method, headers });
}

/**
 * Clerk's Content-Security-Policy for this deployment around its nonce. It depends on configuration
 * only, so it is read off the first page Clerk's middleware answers and reused with a new nonce.
 */
let clerkPolicy: PolicyAroundNonce | null = null;

/** Pages where Clerk's own components run (sign-in), or Clerk passes state in the address. */
function clerkHandlesPage(req: NextRequest) {
  const path = req.nextUrl.pathname;
  return /^\/(auth|login|register)(\/|$)/.test(path) || [...req.nextUrl.searchParams.keys()].some((key) => key.startsWith("__clerk"));
}

/**
 * A page for a visitor whose session verifies here (the rules Clerk applies, lib/auth/session.ts):
 * Clerk's middleware would only add its policy, so this adds the same policy with a new nonce, on
 * the response and on the request (Next.js puts the nonce on its scripts), and skips the rest of
 * Clerk's work (about a tenth of a page's CPU, docs/performance.md).
 */
function signedInPage(req: NextRequest, policyAroundNonce: PolicyAroundNonce) {
  const { nonce, policy } = policyWithNewNonce(policyAroundNonce);
  const headers = new Headers(req.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  response.headers.set("x-nonce", nonce);
  return response;
}

export default async function proxy(req: NextRequest, event: NextFetchEvent) {
  const problem = addressProblem(req.nextUrl);
  if (problem) return NextResponse.json(errorBody(badRequest(problem)), { status: 400 });
  // API calls here (the root aliases of the payment calls, percent-encoded /api/ paths) verify their
  // session in their route handler (lib/auth/session.ts) and need neither Clerk's state nor a page CSP.
  if (isApiPath(req.nextUrl.pathname)) return NextResponse.next();
  if (clerkPolicy && !clerkHandlesPage(req) && (await verifiedSession(req))) return signedInPage(req, clerkPolicy);
  // An expired session cookie would make Clerk start a handshake with its hosted frontend API.
  // Treat it as signed out instead: drop it from the request and clear it in the browser.
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const expiry = token ? tokenExpiry(token) : null;
  const expired = token !== undefined && (expiry === null || expiry <= Date.now() / 1000);
  if (expired) {
    req.cookies.delete(SESSION_COOKIE);
    req.cookies.delete(CLIENT_UAT_COOKIE);
  }
  const response = (await clerk(devLoginEnabled ? withoutReferrer(req) : req, event)) ?? NextResponse.next({ request: req });
  clerkPolicy ??= policyAroundNonce(response.headers.get("content-security-policy"));
  if (expired && response instanceof NextResponse) {
    response.cookies.delete(SESSION_COOKIE);
    response.cookies.delete(CLIENT_UAT_COOKIE);
  }
  return response;
}

export const config = {
  matcher: [
    // Everything except Next internals, static files and API routes. Route handlers check their
    // own address and session (lib/http/handler.ts): running this file for them cost an eighth of
    // a small API call's CPU (docs/performance.md).
    "/((?!_next|api/|[^?]*\\.(?:html?|css|js(?!on)|jpe?g|webp|png|gif|svg|ttf|woff2?|ico|csv|docx?|xlsx?|zip|webmanifest)).*)",
    // An API path with percent-encoding: Next's router answers one it cannot decode with a bare
    // 500 before any route handler runs, so this file refuses it first.
    "/api/(.*%.*)",
  ],
};
