import { loadStripe } from "@stripe/stripe-js/pure";

export interface StripeJsConfig {
  publishableKey: string;
  /** The local Stripe fake's stand-in for Stripe.js (test mode only); null loads js.stripe.com. */
  standInUrl: string | null;
}

let standIn: Promise<void> | undefined;

function loadStandIn(url: string) {
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Failed to load Stripe.js"));
    document.head.appendChild(script);
  });
  return standIn;
}

/**
 * Stripe.js for the checkout page. `loadStripe` reuses a `window.Stripe` that the stand-in defined.
 * Server rendering has no document: like `loadStripe` itself, this then resolves to null instead of
 * rejecting (an unhandled rejection in the server's log).
 */
export async function loadStripeJs({ publishableKey, standInUrl }: StripeJsConfig) {
  if (standInUrl && typeof document !== "undefined") await loadStandIn(standInUrl);
  return loadStripe(publishableKey);
}
