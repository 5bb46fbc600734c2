import type Stripe from "stripe";
import { idOf } from "@/lib/billing/client";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { monthRange } from "./month";
import { invoiceRevenue, refundRevenue, type RevenueFact } from "./revenue-facts";

/**
 * `npm run payouts:reconcile -- YYYY-MM`: the month's paid invoices and refunds as Stripe lists them,
 * against the ledger's entries for money that moved in that month (by when it moved, whichever
 * statement counts it). Not server-only: the script runs it with its own clients.
 */

/** Invoices are listed by creation; one created up to this long before the month may be paid in it. */
const INVOICE_LOOKBACK_SECONDS = 45 * 24 * 60 * 60;

export interface ReconcileDifference {
  stripeObjectId: string;
  problem: "missing from the ledger" | "not in Stripe" | "amount differs";
  stripeCents: number | null;
  ledgerCents: number | null;
}

async function stripeFacts(stripe: Stripe, start: Date, end: Date) {
  const from = Math.floor(start.getTime() / 1000);
  const to = Math.floor(end.getTime() / 1000);
  const facts = new Map<string, RevenueFact>();
  const inMonth = (fact: RevenueFact | null): fact is RevenueFact => fact !== null && fact.occurredAt >= start && fact.occurredAt < end;
  for await (const invoice of stripe.invoices.list({ status: "paid", created: { gte: from - INVOICE_LOOKBACK_SECONDS, lt: to }, limit: 100 })) {
    const fact = invoiceRevenue(invoice);
    if (inMonth(fact)) facts.set(fact.stripeObjectId, fact);
  }
  for await (const refund of stripe.refunds.list({ created: { gte: from, lt: to }, limit: 100 })) {
    const paymentIntentId = idOf(refund.payment_intent);
    const paymentIntent = paymentIntentId ? await stripe.paymentIntents.retrieve(paymentIntentId) : null;
    const fact = refundRevenue(refund, idOf(paymentIntent?.customer));
    if (inMonth(fact)) facts.set(fact.stripeObjectId, fact);
  }
  return facts;
}

export async function reconcileMonth(stripe: Stripe, db: PrismaClient, month: string) {
  const { start, end } = monthRange(month);
  const [fromStripe, ledger] = await Promise.all([
    stripeFacts(stripe, start, end),
    db.revenueEntry.findMany({ where: { occurredAt: { gte: start, lt: end } }, select: { stripeObjectId: true, amountCents: true } }),
  ]);
  const differences: ReconcileDifference[] = [];
  const inLedger = new Map(ledger.map((entry) => [entry.stripeObjectId, entry.amountCents]));
  for (const [id, fact] of fromStripe) {
    const ledgerCents = inLedger.get(id);
    if (ledgerCents === undefined) differences.push({ stripeObjectId: id, problem: "missing from the ledger", stripeCents: fact.amountCents, ledgerCents: null });
    else if (ledgerCents !== fact.amountCents) differences.push({ stripeObjectId: id, problem: "amount differs", stripeCents: fact.amountCents, ledgerCents });
  }
  for (const [id, ledgerCents] of inLedger) {
    if (!fromStripe.has(id)) differences.push({ stripeObjectId: id, problem: "not in Stripe", stripeCents: null, ledgerCents });
  }
  const total = (cents: Iterable<number>) => [...cents].reduce((sum, value) => sum + value, 0);
  return {
    month,
    stripe: { count: fromStripe.size, cents: total([...fromStripe.values()].map((fact) => fact.amountCents)) },
    ledger: { count: inLedger.size, cents: total(inLedger.values()) },
    differences,
  };
}
