import "server-only";
import type Stripe from "stripe";
import { notify } from "@/lib/notifications/notify";
import { idOf } from "../stripe";
import { currentPlanEffect, type WebhookHandler } from "./customer-plan";

export const PAYMENT_FAILED_MESSAGE =
  "Your payment for the Basic plan failed. Update your card with Manage Billing to keep posting and replying.";

/** A charge failed: the member is told, and the plan follows the subscription (past due is not paid). */
export const invoicePaymentFailed: WebhookHandler<Stripe.InvoicePaymentFailedEvent> = async (event) => {
  const invoice = event.data.object;
  return currentPlanEffect(idOf(invoice.customer), invoice.parent?.subscription_details?.metadata?.userId, async (tx, userId) => {
    await notify(tx, [{ userId, actorId: null, type: "SYSTEM", message: PAYMENT_FAILED_MESSAGE }]);
  });
};
