/**
 * Directives added to the nonce-based CSP that Clerk's middleware builds (it already allows its own
 * hosts and Stripe's). Media comes from our own origin or the Vercel Blob store; in development the
 * local Stripe fake (its Stripe.js stand-in, API and portal) gets the same rights as Stripe's hosts.
 */
function originOf(url: string | undefined) {
  return url ? [new URL(url).origin] : [];
}

const localStripe = [...new Set([...originOf(process.env.STRIPE_API_URL), ...originOf(process.env.STRIPE_JS_URL)])];

export const cspDirectives = {
  "img-src": ["self", "data:", "blob:", "https://*.public.blob.vercel-storage.com"],
  "connect-src": ["self", ...localStripe],
  "frame-src": ["self", ...localStripe],
  "frame-ancestors": ["none"],
  "object-src": ["none"],
  "base-uri": ["self"],
};
