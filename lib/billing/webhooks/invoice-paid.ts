import "server-only";
import type Stripe from "stripe";
import { fetchInvoiceRevenue, recordRevenue } from "@/lib/payouts/ledger";
import { idOf } from "../stripe";
import { currentPlanEffect, type WebhookHandler } from "./customer-plan";

/**
 * A renewal (or the first invoice) was paid: a subscription that was past due is active again, and
 * the money goes in the payouts ledger (the invoice re-read from Stripe; recorded once).
 */
export const invoicePaid: WebhookHandler<Stripe.InvoicePaidEvent> = async (event) => {
  const invoice = event.data.object;
  const planEffect = await currentPlanEffect(idOf(invoice.customer), invoice.parent?.subscription_details?.metadata?.userId);
  const revenue = await fetchInvoiceRevenue(invoice.id);
  return async (tx) => {
    await planEffect?.(tx);
    if (revenue) await recordRevenue(tx, revenue);
  };
};
