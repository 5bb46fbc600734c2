/** Clerk's session cookies. `__client_uat` must be non-zero and not newer than the token's iat. */
export const SESSION_COOKIE = "__session";
export const CLIENT_UAT_COOKIE = "__client_uat";

/** Reads a JWT's `exp` without verifying it (verification is Clerk's job); null when unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.exp === "number" ? payload.exp : null;
  } catch {
    return null;
  }
}
