import "server-only";
import type Stripe from "stripe";
import type { Viewer } from "@/lib/auth/viewer";
import { isPaidMember } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import type { PlanType, Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/http/errors";
import { changePlan } from "./plan-change";
import { callStripe, idOf } from "./stripe";

type SignedInViewer = NonNullable<Viewer>;

/** Subscription statuses that keep the Basic plan; every other status means FREE. */
const PAID_STATUSES: readonly string[] = ["active", "trialing"];

export function planForSubscriptions(subscriptions: readonly { status: string }[]): PlanType {
  return subscriptions.some((subscription) => PAID_STATUSES.includes(subscription.status)) ? "BASIC" : "FREE";
}

function toSubscriptionDto(subscription: Stripe.Subscription) {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    status: subscription.status,
    discounts: subscription.discounts.map((discount) => idOf(discount)),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
  };
}
export type SubscriptionDto = ReturnType<typeof toSubscriptionDto>;

/** A customer's plan as Stripe has it now, with the subscription that decides it (paid first, else newest). */
export interface BillingState {
  customerId: string;
  planType: PlanType;
  subscription: Stripe.Subscription | null;
}

/**
 * Reads the customer's subscriptions from Stripe. Webhook handlers use this instead of the event's
 * copy, so events that arrive late or out of order still leave the plan Stripe has now.
 */
export async function fetchBillingState(customerId: string): Promise<BillingState> {
  const { data } = await callStripe((stripe) => stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 }));
  const paid = data.find((subscription) => PAID_STATUSES.includes(subscription.status));
  return { customerId, planType: planForSubscriptions(data), subscription: paid ?? data[0] ?? null };
}

/** Saves a billing state on the member (plan, customer, subscription) in the caller's transaction. */
export async function applyBillingState(tx: Prisma.TransactionClient, userId: string, state: BillingState) {
  await changePlan(tx, userId, state.planType, null);
  await tx.user.update({
    where: { id: userId },
    data: {
      stripeCustomerId: state.customerId,
      stripeSubscriptionId: state.subscription?.id ?? null,
      subscriptionStatus: state.subscription?.status ?? null,
    },
  });
}

/**
 * SPEC.md section 4, "on load the app derives the plan from active subscriptions and saves it": for a
 * member with a Stripe customer, their plan is re-read from Stripe (one list call) when they open the
 * checkout page, the return page or the subscription modal. Members without a Stripe customer keep
 * the plan staff or the seed gave them.
 */
export async function syncPlanFromStripe(viewer: SignedInViewer) {
  if (!viewer.stripeCustomerId) {
    return { planType: viewer.planType, isPaid: viewer.isPaid, customerId: null, subscription: null };
  }
  const state = await fetchBillingState(viewer.stripeCustomerId);
  await db.$transaction((tx) => applyBillingState(tx, viewer.id, state));
  return {
    planType: state.planType,
    isPaid: isPaidMember({ role: viewer.role, planType: state.planType }),
    customerId: state.customerId,
    subscription: state.subscription && toSubscriptionDto(state.subscription),
  };
}
export type BillingSummary = Awaited<ReturnType<typeof syncPlanFromStripe>>;

/** GET /get-subscriptions: a customer's subscriptions, for that customer or staff. */
export async function listSubscriptions(
  viewer: SignedInViewer,
  query: { customerId: string; status: Stripe.SubscriptionListParams.Status },
) {
  if (query.customerId !== viewer.stripeCustomerId && !viewer.isStaff) {
    throw forbidden("You can only view your own subscriptions");
  }
  const { data } = await callStripe((stripe) =>
    stripe.subscriptions.list({ customer: query.customerId, status: query.status, limit: 20 }),
  );
  return { subscriptions: data.map(toSubscriptionDto) };
}
