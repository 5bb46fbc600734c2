import "server-only";
import type Stripe from "stripe";
import { callStripe } from "./stripe";

const ENDED_STATUSES: readonly string[] = ["canceled", "incomplete_expired"];

/** Why subscriptions are cancelled: names the idempotency keys, so a retried ban or deletion cancels once. */
export type CancellationReason = "ban" | "account-deleted";

/** Cancels now (not at the period's end) every subscription of the customer that has not ended; returns their ids. */
export async function cancelOpenSubscriptions(stripe: Stripe, customerId: string, reason: CancellationReason) {
  const subscriptions = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
  const canceled: string[] = [];
  for (const subscription of subscriptions.data.filter((candidate) => !ENDED_STATUSES.includes(candidate.status))) {
    await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `${reason}-cancel-${subscription.id}` });
    canceled.push(subscription.id);
  }
  return canceled;
}

/** The same as one call to Stripe, its failures mapped to HttpErrors (503 when Stripe is down). */
export function cancelSubscriptions(customerId: string, reason: CancellationReason) {
  return callStripe((stripe) => cancelOpenSubscriptions(stripe, customerId, reason));
}
