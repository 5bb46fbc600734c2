import { env } from "@/lib/env";
/**
 * Directives added to the nonce-based CSP that Clerk's middleware builds (it already allows its own
 * hosts and Stripe's). Media comes from our own origin or the Vercel Blob store; in development the
 * local Stripe fake (its Stripe.js stand-in, API and portal) gets the same rights as Stripe's hosts.
 * With a Blob store configured, the browser may also reach Blob's API, where it uploads images.
 */
function originOf(url: string | undefined) {
  return url ? [new URL(url).origin] : [];
}

const localStripe = [...new Set([...originOf(env.STRIPE_API_URL), ...originOf(env.STRIPE_JS_URL)])];

/** Browsers upload straight to Vercel Blob's API when a store is configured (lib/media/direct-upload.ts). */
const blobApi = env.BLOB_READ_WRITE_TOKEN ? originOf(env.VERCEL_BLOB_API_URL ?? "https://vercel.com/api/blob") : [];

export const cspDirectives = {
  "img-src": ["self", "data:", "blob:", "https://*.public.blob.vercel-storage.com"],
  "connect-src": ["self", ...localStripe, ...blobApi],
  "frame-src": ["self", ...localStripe],
  "frame-ancestors": ["none"],
  "object-src": ["none"],
  "base-uri": ["self"],
};

/** A policy with its nonce cut out: what comes before `'nonce-…'` and what comes after. */
export type PolicyAroundNonce = readonly [before: string, after: string];

/** Splits a nonce-based policy around its nonce; null when it has none. */
export function policyAroundNonce(policy: string | null): PolicyAroundNonce | null {
  const match = policy?.match(/'nonce-[^']*'/);
  if (!policy || !match || match.index === undefined) return null;
  return [policy.slice(0, match.index), policy.slice(match.index + match[0].length)];
}

/** A fresh nonce (16 random bytes in base64, as Clerk makes them) and the policy that allows it. */
export function policyWithNewNonce([before, after]: PolicyAroundNonce) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  return { nonce, policy: `${before}'nonce-${nonce}'${after}` };
}
