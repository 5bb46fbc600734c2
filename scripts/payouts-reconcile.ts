/**
 * `npm run payouts:reconcile -- YYYY-MM`: compares the month's paid invoices and refunds in Stripe
 * with the payouts ledger and prints every difference; exits 1 when there is one. Reads DATABASE_URL
 * and STRIPE_SECRET_KEY (with STRIPE_API_URL for a fake); without a Stripe key it reads the local
 * Stripe fake's saved account (.data/stripe-fake.json), as `npm start` keeps it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createStripeClient } from "../lib/billing/client.ts";
import { formatCents, MONTH_PATTERN } from "../lib/payouts/month.ts";
import { reconcileMonth } from "../lib/payouts/reconcile.ts";
import { LOCAL_STRIPE_KEYS } from "../fakes/stripe/keys.ts";
import { startStripeFake } from "../fakes/stripe/server.ts";
import { loadDotEnv } from "./lib/app-env.ts";
import { scriptClient } from "./lib/prisma.ts";

loadDotEnv();
const month = process.argv[2];
if (!month || !MONTH_PATTERN.test(month)) {
  console.error("Usage: npm run payouts:reconcile -- YYYY-MM   (for example 2026-11)");
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: name the database whose ledger to check.");
  process.exit(2);
}

const savedFake = path.resolve(import.meta.dirname, "../.data/stripe-fake.json");
const localFake = process.env.STRIPE_SECRET_KEY ? null : existsSync(savedFake) ? await startStripeFake({ webhookUrl: "http://127.0.0.1:9/unused", webhookSecret: "unused", stateFile: savedFake }) : null;
if (!process.env.STRIPE_SECRET_KEY && !localFake) {
  console.error("STRIPE_SECRET_KEY is not set and no local Stripe fake account was saved (.data/stripe-fake.json).");
  process.exit(2);
}
const stripe = localFake
  ? createStripeClient(LOCAL_STRIPE_KEYS.secretKey, localFake.url)
  : createStripeClient(process.env.STRIPE_SECRET_KEY!, process.env.STRIPE_API_URL);
const db = scriptClient();
try {
  const report = await reconcileMonth(stripe, db, month);
  console.log(`${month}: Stripe ${report.stripe.count} payments and refunds, ${formatCents(report.stripe.cents)} net`);
  console.log(`${month}: ledger ${report.ledger.count} entries, ${formatCents(report.ledger.cents)} net`);
  for (const difference of report.differences) {
    const amounts = [difference.stripeCents, difference.ledgerCents].map((cents) => (cents === null ? "—" : formatCents(cents)));
    console.log(`  ${difference.stripeObjectId}: ${difference.problem} (Stripe ${amounts[0]}, ledger ${amounts[1]})`);
  }
  console.log(report.differences.length === 0 ? "No differences." : `${report.differences.length} difference(s).`);
  process.exitCode = report.differences.length === 0 ? 0 : 1;
} finally {
  await db.$disconnect();
  await localFake?.stop();
}
