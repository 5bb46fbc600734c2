import { isProductionDeployment } from "@/lib/auth/config";
import { env } from "@/lib/env";

/**
 * Payment configuration, read once from the environment (server side, at run time). With
 * STRIPE_API_URL set the server talks to the local Stripe fake that `npm start` and `npm test` run
 * when no Stripe keys are configured, and STRIPE_JS_URL names the fake's stand-in for Stripe.js.
 * Both are refused on a production deployment (checked at boot by `instrumentation.ts`).
 */
export function assertNoLocalStripeInProduction(config: { STRIPE_API_URL?: string; STRIPE_JS_URL?: string }, production: boolean) {
  if (production && (config.STRIPE_API_URL || config.STRIPE_JS_URL)) {
    throw new Error(
      "STRIPE_API_URL and STRIPE_JS_URL (the local Stripe fake) are refused in production (DEPLOY_ENV/VERCEL_ENV=production).",
    );
  }
}

assertNoLocalStripeInProduction(env, isProductionDeployment);

export const billingConfig = {
  secretKey: env.STRIPE_SECRET_KEY,
  /** The local Stripe fake's address; unset means Stripe's own API. */
  apiUrl: env.STRIPE_API_URL,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  /** The secret of the endpoint that receives connected accounts' events (fighters' payout accounts). */
  connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
  publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  /** A stand-in for Stripe.js served by the local fake; unset means js.stripe.com. */
  stripeJsUrl: env.STRIPE_JS_URL,
  appUrl: env.appUrl,
  /** True when payments go to the local fake: the checkout page says so. */
  testMode: Boolean(env.STRIPE_API_URL),
};
