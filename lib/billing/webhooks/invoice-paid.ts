import "server-only";
import type Stripe from "stripe";
import { idOf } from "../stripe";
import { currentPlanEffect, type WebhookHandler } from "./customer-plan";

/** A renewal (or the first invoice) was paid: a subscription that was past due is active again. */
export const invoicePaid: WebhookHandler<Stripe.InvoicePaidEvent> = async (event) => {
  const invoice = event.data.object;
  return currentPlanEffect(idOf(invoice.customer), invoice.parent?.subscription_details?.metadata?.userId);
};
