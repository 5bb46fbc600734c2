import type Stripe from "stripe";

/**
 * What Fight Forum sells, as configured in Stripe: the Basic plan ($5.00 a month, SPEC.md section 1)
 * found by its price lookup key, and the advertised "whole FREE YEAR" promotion code. The app only
 * reads them; `npm run stripe:setup` (and the local scripts, against the Stripe fake) create them.
 * Not server-only: the setup script runs outside Next.js.
 */
export const BASIC_PLAN = {
  lookupKey: "fight_forum_basic_monthly",
  productName: "Basic",
  description: "Create posts and replies, see pro fighter posts, earn Fight Cred and support active fighters.",
  unitAmount: 500,
  currency: "usd",
  interval: "month",
} as const;

export const FREE_YEAR_PROMOTION = {
  code: "FIGHTYEAR",
  couponId: "fight_forum_free_year",
  couponName: "A whole FREE YEAR",
  percentOff: 100,
  durationInMonths: 12,
} as const;

/** The active Basic price, with its product expanded for the plan name; null when not set up. */
export async function findBasicPrice(stripe: Stripe) {
  const prices = await stripe.prices.list({
    lookup_keys: [BASIC_PLAN.lookupKey],
    active: true,
    limit: 1,
    expand: ["data.product"],
  });
  return prices.data[0] ?? null;
}

/** Creates the Basic product and price unless a price with the lookup key exists. */
export async function ensureBasicPrice(stripe: Stripe) {
  const existing = await findBasicPrice(stripe);
  if (existing) return { price: existing, created: false };
  const product = await stripe.products.create({ name: BASIC_PLAN.productName, description: BASIC_PLAN.description });
  const price = await stripe.prices.create({
    product: product.id,
    unit_amount: BASIC_PLAN.unitAmount,
    currency: BASIC_PLAN.currency,
    recurring: { interval: BASIC_PLAN.interval },
    lookup_key: BASIC_PLAN.lookupKey,
    nickname: "Basic monthly",
  });
  return { price, created: true };
}

/** Creates the free-year coupon and its promotion code unless the code exists. */
export async function ensureFreeYearPromotion(stripe: Stripe) {
  const codes = await stripe.promotionCodes.list({ code: FREE_YEAR_PROMOTION.code, active: true, limit: 1 });
  if (codes.data[0]) return { promotionCode: codes.data[0], created: false };
  const coupon = await stripe.coupons.retrieve(FREE_YEAR_PROMOTION.couponId).catch((error: Stripe.errors.StripeError) => {
    if (error.statusCode === 404) return null;
    throw error;
  });
  await (coupon ??
    stripe.coupons.create({
      id: FREE_YEAR_PROMOTION.couponId,
      name: FREE_YEAR_PROMOTION.couponName,
      percent_off: FREE_YEAR_PROMOTION.percentOff,
      duration: "repeating",
      duration_in_months: FREE_YEAR_PROMOTION.durationInMonths,
    }));
  const promotionCode = await stripe.promotionCodes.create({
    promotion: { type: "coupon", coupon: FREE_YEAR_PROMOTION.couponId },
    code: FREE_YEAR_PROMOTION.code,
  });
  return { promotionCode, created: true };
}
