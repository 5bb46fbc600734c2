/**
 * `npm run stripe:setup`: creates what Fight Forum sells in your Stripe account (STRIPE_SECRET_KEY,
 * from the environment or .env) unless it exists: the Basic product with its $5.00 monthly price
 * (lookup key fight_forum_basic_monthly) and the FIGHTYEAR promotion code (a free year).
 */
import { BASIC_PLAN, ensureBasicPrice, ensureFreeYearPromotion, FREE_YEAR_PROMOTION } from "../lib/billing/catalog.ts";
import { createStripeClient } from "../lib/billing/client.ts";
import { loadDotEnv } from "./lib/app-env.ts";

loadDotEnv();
const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) {
  console.error("Set STRIPE_SECRET_KEY (environment or .env) to your Stripe secret key first.");
  process.exit(1);
}
const stripe = createStripeClient(secretKey, process.env.STRIPE_API_URL || undefined);
const { price, created } = await ensureBasicPrice(stripe);
console.log(`${created ? "Created" : "Found"} the Basic price ${price.id} (lookup key ${BASIC_PLAN.lookupKey}).`);
const promotion = await ensureFreeYearPromotion(stripe);
console.log(`${promotion.created ? "Created" : "Found"} the promotion code ${FREE_YEAR_PROMOTION.code} (${promotion.promotionCode.id}).`);
