import { importPKCS8, SignJWT } from "jose";
import { DEV_ONLY_JWT_PRIVATE_KEY } from "@/lib/auth/dev-keys";

/** The production server `npm test` started for this run. */
export const APP_URL = process.env.APP_URL ?? "http://localhost:3100";

const tokens = new Map<string, string>();

/** A session token for a demo or new account, from the development sign-in. */
export async function tokenFor(username: string) {
  const cached = tokens.get(username);
  if (cached) return cached;
  const response = await fetch(`${APP_URL}/api/dev/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username }),
  });
  if (!response.ok) throw new Error(`dev token for ${username}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  tokens.set(username, token);
  return token;
}

interface CallOptions {
  as?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API as a member (`as`) or signed out, and returns status and parsed JSON. */
// Answers default to `any`: tests assert their shape field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(path: string, { as, method, body, headers = {} }: CallOptions = {}) {
  const allHeaders: Record<string, string> = { ...headers };
  if (as) allHeaders.authorization = `Bearer ${await tokenFor(as)}`;
  if (body !== undefined) allHeaders["content-type"] = "application/json";
  const response = await fetch(`${APP_URL}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: allHeaders,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  let json: T | undefined;
  try {
    json = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as T, text, headers: response.headers };
}

/** Signs a token with the development key, with any claims: for expired or forged sessions. */
export async function signDevToken(claims: { sub: string; exp: number; iat?: number; azp?: string }) {
  const key = await importPKCS8(DEV_ONLY_JWT_PRIVATE_KEY, "RS256");
  return new SignJWT({ sid: "sess_test", azp: claims.azp ?? new URL(APP_URL).origin, v: 2, sts: "active" })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat ?? claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(key);
}

/** The session cookies a browser gets from the development sign-in, as a Cookie header. */
export async function sessionCookie(username: string) {
  const response = await fetch(`${APP_URL}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
  if (response.status !== 307) throw new Error(`dev login for ${username}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}
