import { createHash } from "node:crypto";
import { env } from "@/lib/env";

/**
 * Proxy headers (X-Forwarded-Host, X-Forwarded-For, X-Real-IP) are set by whoever sends the
 * request unless a proxy in front of the app overwrites them: they are trusted only with
 * TRUST_PROXY=1 or on Vercel, whose edge sets them.
 */
function trustsProxy() {
  return env.TRUST_PROXY || env.VERCEL;
}

function firstValue(value: string | null) {
  return value?.split(",")[0]?.trim() || null;
}

/** The host the browser addressed: the Host header, or behind a trusted proxy the forwarded host. */
export function requestHost(headers: Headers) {
  return (trustsProxy() && firstValue(headers.get("x-forwarded-host"))) || headers.get("host");
}

/**
 * Who a signed-out request counts against, as a fixed-length key. Behind a trusted proxy that is
 * the client address it reports (X-Real-IP, else the last X-Forwarded-For hop, the one the proxy
 * added); otherwise the request carries no address we can believe, and every signed-out caller
 * shares one budget.
 */
export function clientAddressKey(headers: Headers) {
  const forwardedFor = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return addressKey(trustsProxy() ? headers.get("x-real-ip")?.trim() || forwardedFor || "unknown" : "untrusted");
}

/** A client address as a rate-limit key: hashed, so any header value makes a short, fixed-length key. */
export function addressKey(address: string) {
  return createHash("sha256").update(address).digest("base64url");
}
