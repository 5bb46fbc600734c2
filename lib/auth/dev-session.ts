import "server-only";
import { randomUUID } from "node:crypto";
import { importPKCS8, SignJWT } from "jose";
import { DEV_ONLY_JWT_PRIVATE_KEY } from "./dev-keys";

export const DEV_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

let signingKey: Promise<CryptoKey> | undefined;

/**
 * Mints a session token shaped like Clerk's (RS256, v2 claims) with the development private key.
 * Clerk's middleware verifies it with the matching public key passed as `jwtKey`.
 */
export async function mintDevSessionToken(clerkId: string, authorizedParty: string) {
  signingKey ??= importPKCS8(DEV_ONLY_JWT_PRIVATE_KEY, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: `sess_dev_${randomUUID()}`, azp: authorizedParty, v: 2, sts: "active" })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "fight-forum-dev" })
    .setSubject(clerkId)
    .setIssuedAt(now)
    .setNotBefore(now - 5)
    .setExpirationTime(now + DEV_SESSION_TTL_SECONDS)
    .setIssuer("https://clerk.fightforum.localhost")
    .sign(await signingKey);
}
