import "server-only";
import type Stripe from "stripe";
import { callStripe } from "@/lib/billing/stripe";
import { db, type Prisma } from "@/lib/db";
import { errorLine } from "@/lib/logging/error-line";

/** One key per fighter and month: a retried or concurrent send makes one transfer. */
const transferKey = (month: string, userId: string) => `payout-${month}-${userId}`;

/**
 * Sends the transfers that wait for a fighter's account, for those who can receive one now (a
 * connected account with payouts enabled): after a month closes, and when a fighter's account
 * becomes ready. A failed send stays waiting (logged) and is tried again by the next close of any
 * month or account update. Returns how many were sent.
 */
export async function sendWaitingTransfers(filter: { month?: string; userId?: string }) {
  const waiting = await db.payoutTransfer.findMany({ where: { ...filter, status: "WAITING_FOR_ACCOUNT" }, orderBy: [{ month: "asc" }, { userId: "asc" }] });
  if (waiting.length === 0) return 0;
  const ready = await db.user.findMany({
    where: { id: { in: waiting.map((transfer) => transfer.userId) }, payoutsEnabled: true, stripeAccountId: { not: null }, isBanned: false },
    select: { id: true, stripeAccountId: true },
  });
  const accountOf = new Map(ready.map((member) => [member.id, member.stripeAccountId!]));
  let sent = 0;
  for (const owed of waiting) {
    const destination = accountOf.get(owed.userId);
    if (!destination) continue;
    try {
      const transfer = await callStripe((stripe) =>
        stripe.transfers.create(
          {
            amount: owed.amountCents,
            currency: owed.currency,
            destination,
            transfer_group: `payouts-${owed.month}`,
            metadata: { month: owed.month, userId: owed.userId },
          },
          { idempotencyKey: transferKey(owed.month, owed.userId) },
        ),
      );
      await applyTransfer(db, transfer);
      sent += 1;
    } catch (error) {
      console.error(`[payouts] transfer of ${owed.month} to ${owed.userId} failed: ${errorLine(error)}`);
    }
  }
  return sent;
}

/** Saves a transfer's state as Stripe has it (after sending, and from `transfer.*` webhooks). */
export async function applyTransfer(tx: Prisma.TransactionClient, transfer: Stripe.Transfer) {
  const { month, userId } = transfer.metadata ?? {};
  if (!month || !userId) return;
  await tx.payoutTransfer.updateMany({
    where: { month, userId, OR: [{ stripeTransferId: null }, { stripeTransferId: transfer.id }] },
    data: { stripeTransferId: transfer.id, status: transfer.reversed ? "REVERSED" : "SENT" },
  });
}
