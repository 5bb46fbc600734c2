import { createStripeClient } from "../../lib/billing/client.ts";
import { ensureBasicPrice, ensureFreeYearPromotion } from "../../lib/billing/catalog.ts";
import { LOCAL_STRIPE_KEYS } from "../../fakes/stripe/keys.ts";
import { startStripeFake } from "../../fakes/stripe/server.ts";

/**
 * Starts the local Stripe fake for an app served on `appPort`, sets up the Basic price and the
 * FIGHTYEAR promotion code in it, and returns the environment that points the app at it
 * (STRIPE_API_URL, STRIPE_JS_URL and the fake's keys).
 */
export async function startLocalStripe(appPort: number, stateFile?: string) {
  const fake = await startStripeFake({
    webhookUrl: `http://127.0.0.1:${appPort}/api/webhooks/stripe`,
    webhookSecret: LOCAL_STRIPE_KEYS.webhookSecret,
    connectWebhookSecret: LOCAL_STRIPE_KEYS.connectWebhookSecret,
    stateFile,
  });
  const stripe = createStripeClient(LOCAL_STRIPE_KEYS.secretKey, fake.url);
  await ensureBasicPrice(stripe);
  await ensureFreeYearPromotion(stripe);
  const env = {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.connectWebhookSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_JS_URL: `${fake.url}/v3/stripe.js`,
  };
  return { env, stop: fake.stop };
}
