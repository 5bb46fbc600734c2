import "server-only";
import type Stripe from "stripe";
import { db, type Prisma } from "@/lib/db";
import { applyBillingState, fetchBillingState } from "../subscriptions";

/**
 * What a handled event does to our database, run in the transaction that records the event. It may
 * return a follow-up that calls Stripe once that transaction has committed (sending transfers).
 */
export type WebhookEffect = (tx: Prisma.TransactionClient) => Promise<void | (() => Promise<unknown>)>;
/** Reads what it needs from Stripe (outside any transaction) and returns the event's effect, or null. */
export type WebhookHandler<E extends Stripe.Event = Stripe.Event> = (event: E) => Promise<WebhookEffect | null>;

/**
 * The member a Stripe customer belongs to: the one holding the customer id, else the member named by
 * our metadata (`userId`) who has no customer yet. Null for customers that are not ours.
 */
async function findCustomerOwner(customerId: string, userIdFromMetadata: string | undefined) {
  const owner = await db.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  if (owner || !userIdFromMetadata) return owner;
  return db.user.findFirst({ where: { id: userIdFromMetadata, stripeCustomerId: null }, select: { id: true } });
}

/**
 * The effect most billing events share: the owner's plan re-derived from the customer's subscriptions
 * as Stripe has them now, not from the event's possibly stale copy.
 */
export async function currentPlanEffect(
  customerId: string | null,
  userIdFromMetadata: string | undefined,
  then?: (tx: Prisma.TransactionClient, userId: string) => Promise<void>,
): Promise<WebhookEffect | null> {
  if (!customerId) return null;
  const owner = await findCustomerOwner(customerId, userIdFromMetadata);
  if (!owner) return null;
  const state = await fetchBillingState(customerId);
  return async (tx) => {
    await applyBillingState(tx, owner.id, state);
    await then?.(tx, owner.id);
  };
}
