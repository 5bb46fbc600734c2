import "server-only";
import type Stripe from "stripe";
import { serviceUnavailable } from "@/lib/http/errors";
import { BASIC_PLAN, findBasicPrice } from "./catalog";
import { callStripe } from "./stripe";

export interface PlanDto {
  id: string;
  name: string;
  /** In cents (SPEC.md "Plan: name, price (in cents)"). */
  price: number;
  currency: string;
  interval: string;
}

/** Prices change rarely: one Stripe lookup per server process every five minutes. */
const PRICE_CACHE_MS = 5 * 60_000;
let cached: { plan: PlanDto; expiresAt: number } | undefined;

function toPlanDto(price: Stripe.Price): PlanDto {
  return {
    id: price.id,
    name: typeof price.product === "object" && "name" in price.product ? price.product.name : BASIC_PLAN.productName,
    price: price.unit_amount ?? 0,
    currency: price.currency,
    interval: price.recurring?.interval ?? BASIC_PLAN.interval,
  };
}

/** The Basic plan's Stripe price. */
export async function getBasicPlan(): Promise<PlanDto> {
  if (cached && cached.expiresAt > Date.now()) return cached.plan;
  const price = await callStripe(findBasicPrice);
  if (!price) throw serviceUnavailable("The Basic plan is not set up in Stripe yet (run `npm run stripe:setup`).");
  cached = { plan: toPlanDto(price), expiresAt: Date.now() + PRICE_CACHE_MS };
  return cached.plan;
}

/** GET /get-plans: the plans that can be bought. The Free plan is the absence of one. */
export async function listPlans() {
  return { plans: [await getBasicPlan()] };
}

export type PlansAnswer = Awaited<ReturnType<typeof listPlans>>;
