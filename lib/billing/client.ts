import Stripe from "stripe";

/**
 * A Stripe API client. `apiUrl` points it at the local Stripe fake (plain http, no retries, no
 * telemetry); without it the client talks to Stripe. Shared by the app (lib/billing/stripe.ts), the
 * setup script and the tests, so it is not server-only.
 */
export function createStripeClient(secretKey: string, apiUrl?: string) {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The id of an expandable Stripe reference (`"cus_1"` or `{ id: "cus_1", ... }`). */
export function idOf(reference: string | { id: string } | null | undefined) {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}
