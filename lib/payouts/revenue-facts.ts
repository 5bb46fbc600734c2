import type Stripe from "stripe";
import { idOf } from "@/lib/billing/client";
import type { RevenueKind } from "@/lib/generated/prisma/client";

/**
 * What the ledger keeps of a Stripe invoice or refund. Not server-only: `npm run payouts:reconcile`
 * compares Stripe's lists with the ledger through the same conversions.
 */

/** The plan is sold in US dollars; statements count this currency only. */
export const PAYOUT_CURRENCY = "usd";

export interface RevenueFact {
  stripeObjectId: string;
  kind: RevenueKind;
  amountCents: number;
  currency: string;
  stripeCustomerId: string | null;
  occurredAt: Date;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** A paid invoice as the ledger keeps it, or null when it took no money. */
export function invoiceRevenue(invoice: Stripe.Invoice): RevenueFact | null {
  if (invoice.status !== "paid" || invoice.amount_paid <= 0) return null;
  return {
    stripeObjectId: invoice.id,
    kind: "INVOICE",
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    stripeCustomerId: idOf(invoice.customer),
    occurredAt: fromUnix(invoice.status_transitions?.paid_at) ?? new Date(invoice.created * 1000),
    periodStart: fromUnix(invoice.period_start),
    periodEnd: fromUnix(invoice.period_end),
  };
}

/** A refund that went through, as a negative entry, or null while it has not. */
export function refundRevenue(refund: Stripe.Refund, stripeCustomerId: string | null): RevenueFact | null {
  if (refund.status !== "succeeded") return null;
  return {
    stripeObjectId: refund.id,
    kind: "REFUND",
    amountCents: -refund.amount,
    currency: refund.currency,
    stripeCustomerId,
    occurredAt: new Date(refund.created * 1000),
  };
}

