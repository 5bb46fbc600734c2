import "server-only";
import type Stripe from "stripe";
import { callStripe } from "../stripe";
import { sendWaitingTransfers } from "@/lib/payouts/transfers";
import type { WebhookHandler } from "./customer-plan";

/**
 * A fighter's Connect account changed (onboarding finished, payouts paused): whether it can receive
 * transfers is re-read from Stripe and saved; once it can, the months waiting for it are sent.
 */
export const accountUpdated: WebhookHandler<Stripe.AccountUpdatedEvent> = async (event) => {
  const account = await callStripe((stripe) => stripe.accounts.retrieve(event.data.object.id));
  return async (tx) => {
    const owner = await tx.user.findUnique({ where: { stripeAccountId: account.id }, select: { id: true } });
    if (!owner) return;
    await tx.user.update({ where: { id: owner.id }, data: { payoutsEnabled: account.payouts_enabled } });
    if (account.payouts_enabled) return () => sendWaitingTransfers({ userId: owner.id });
  };
};
