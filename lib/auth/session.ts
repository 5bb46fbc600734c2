import "server-only";
import { verifyToken } from "@clerk/backend";
import { env } from "@/lib/env";
import { clerkConfig } from "./config";
import { CLIENT_UAT_COOKIE, SESSION_COOKIE } from "./session-cookies";

export interface ApiSession {
  /** Clerk's user id (`sub`). */
  userId: string;
  /** Clerk's session id (`sid`), to revoke on sign-out. */
  sessionId: string | null;
}

interface VerifiedToken extends ApiSession {
  issuedAt: number;
  expiresAtMs: number;
}

/** Tokens already verified, until they expire: a member's calls in a minute share one check. */
const verifiedTokens = new Map<string, VerifiedToken>();
const VERIFIED_TOKENS_KEPT = 10_000;

async function verified(token: string): Promise<VerifiedToken | null> {
  const known = verifiedTokens.get(token);
  if (known && known.expiresAtMs > Date.now()) return known;
  verifiedTokens.delete(token);
  try {
    // Networkless with the JWT public key; with only a secret key, Clerk's JWKS (cached by the SDK).
    const claims = await verifyToken(token, {
      jwtKey: clerkConfig.jwtKey,
      secretKey: env.CLERK_SECRET_KEY,
      authorizedParties: clerkConfig.authorizedParties.length > 0 ? clerkConfig.authorizedParties : undefined,
    });
    if (typeof claims.sub !== "string") return null;
    const entry = {
      userId: claims.sub,
      sessionId: typeof claims.sid === "string" ? claims.sid : null,
      issuedAt: claims.iat,
      expiresAtMs: claims.exp * 1000,
    };
    if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.delete(verifiedTokens.keys().next().value!);
    verifiedTokens.set(token, entry);
    return entry;
  } catch {
    // Forged, expired, not yet valid or for another site: signed out.
    return null;
  }
}

/** What a request carries that names its session. */
export interface SessionCredentials {
  headers: { get(name: string): string | null };
  cookies: { get(name: string): { value: string } | undefined };
}

/**
 * The session a request carries, verified here rather than through Clerk's `auth()` (Clerk's
 * middleware does the same check, then encrypts its options into the request for `auth()` to
 * decrypt: a third of an API call's time). The rules are Clerk's: an `Authorization: Bearer`
 * token, else the `__session` cookie, which counts only while `__client_uat` says the browser's
 * client is signed in and is not newer than the token.
 */
export async function verifiedSession({ headers, cookies }: SessionCredentials): Promise<ApiSession | null> {
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const session = await verified(token);
  if (!session) return null;
  if (!bearer) {
    const clientSignedInAt = Number(cookies.get(CLIENT_UAT_COOKIE)?.value);
    if (!(clientSignedInAt > 0) || clientSignedInAt > session.issuedAt) return null;
  }
  return { userId: session.userId, sessionId: session.sessionId };
}
