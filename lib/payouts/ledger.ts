import "server-only";
import { callStripe, idOf } from "@/lib/billing/stripe";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addMonths, monthOf } from "./month";
import { lockPayouts } from "./month-statement";
import { invoiceRevenue, refundRevenue, type RevenueFact } from "./revenue-facts";

/** The first month, from the one `occurredAt` falls in, that is not closed yet. */
async function openMonthFrom(tx: Prisma.TransactionClient, occurredAt: Date) {
  let month = monthOf(occurredAt);
  const closed = await tx.payoutMonth.findMany({ where: { month: { gte: month } }, select: { month: true } });
  const closedMonths = new Set(closed.map((row) => row.month));
  while (closedMonths.has(month)) month = addMonths(month, 1);
  return month;
}

/**
 * Records a paid invoice or a refund once (a second delivery of the same object changes nothing). It
 * counts in the month it happened, or, when that month is already closed (a refund after closing, a
 * late webhook), in the first open month after it.
 */
export async function recordRevenue(tx: Prisma.TransactionClient, fact: RevenueFact) {
  await lockPayouts(tx);
  const existing = await tx.revenueEntry.findUnique({ where: { stripeObjectId: fact.stripeObjectId }, select: { id: true } });
  if (existing) return;
  const owner = fact.stripeCustomerId
    ? await tx.user.findUnique({ where: { stripeCustomerId: fact.stripeCustomerId }, select: { id: true } })
    : null;
  await tx.revenueEntry.create({
    data: { ...fact, userId: owner?.id ?? null, month: await openMonthFrom(tx, fact.occurredAt) },
  });
}

/** The invoice as Stripe has it now (the event's copy is trusted for its id only). */
export async function fetchInvoiceRevenue(invoiceId: string) {
  return invoiceRevenue(await callStripe((stripe) => stripe.invoices.retrieve(invoiceId)));
}

/** The refund as Stripe has it now, with the customer of the payment it returns. */
export async function fetchRefundRevenue(refundId: string) {
  return callStripe(async (stripe) => {
    const refund = await stripe.refunds.retrieve(refundId);
    const paymentIntentId = idOf(refund.payment_intent);
    const paymentIntent = paymentIntentId ? await stripe.paymentIntents.retrieve(paymentIntentId) : null;
    return refundRevenue(refund, idOf(paymentIntent?.customer));
  });
}
