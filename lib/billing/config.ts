import { isProductionDeployment } from "@/lib/auth/config";

/**
 * Payment configuration, read once from the environment (server side, at run time). With
 * STRIPE_API_URL set the server talks to the local Stripe fake that `npm start` and `npm test` run
 * when no Stripe keys are configured, and STRIPE_JS_URL names the fake's stand-in for Stripe.js.
 * Both are refused on a production deployment (checked at boot by `instrumentation.ts`).
 */
export function assertNoLocalStripeInProduction(env: Record<string, string | undefined>, production: boolean) {
  if (production && (env.STRIPE_API_URL || env.STRIPE_JS_URL)) {
    throw new Error(
      "STRIPE_API_URL and STRIPE_JS_URL (the local Stripe fake) are refused in production (DEPLOY_ENV/VERCEL_ENV=production).",
    );
  }
}

assertNoLocalStripeInProduction(process.env, isProductionDeployment);

export const billingConfig = {
  secretKey: process.env.STRIPE_SECRET_KEY || undefined,
  /** The local Stripe fake's address; unset means Stripe's own API. */
  apiUrl: process.env.STRIPE_API_URL || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  publishableKey: process.env.STRIPE_PUBLISHABLE_KEY || process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined,
  /** A stand-in for Stripe.js served by the local fake; unset means js.stripe.com. */
  stripeJsUrl: process.env.STRIPE_JS_URL || undefined,
  appUrl: (process.env.APP_URL ?? "http://localhost:3000").replace(/\/$/, ""),
  /** True when payments go to the local fake: the checkout page says so. */
  testMode: Boolean(process.env.STRIPE_API_URL),
};
