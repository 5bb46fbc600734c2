import { env } from "@/lib/env";
import type { PayoutStatus, Prisma } from "@/lib/generated/prisma/client";
import { fighterActivity } from "./activity";
import type { ActivityCounts } from "./activity-score";
import { monthRange } from "./month";
import { PAYOUT_CURRENCY } from "./revenue-facts";
import { computeStatement } from "./split";

/**
 * A month's statement: drafted live from the ledger and the month's activity while the month is
 * open, frozen into rows when an admin closes it. Not server-only: the seed closes its demo month
 * through `freezeStatement` too. Callers check permissions (lib/payouts/payouts.ts).
 */

/** The shares as configured (.env.example, "Fighter payouts"); a closed statement keeps the ones it used. */
const payoutTerms = {
  fighterSharePercent: env.FIGHTER_SHARE_PERCENT,
  robberyPoolPercent: env.ROBBERY_POOL_PERCENT,
  claimCapCents: env.ROBBERY_CLAIM_CAP_CENTS,
};

/**
 * One lock for every payout write (recording revenue, closing a month), held to the transaction's
 * end: a month cannot close between a refund choosing it and the refund being saved in it, and two
 * admins closing the same month write it once.
 */
export async function lockPayouts(tx: Prisma.TransactionClient) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('fight-forum-payouts'))`;
}

/** Where a fighter's money for a month stands: OPEN while the month is, NOTHING_OWED for zero. */
export type LinePayoutStatus = "OPEN" | "NOTHING_OWED" | PayoutStatus;

export interface FighterLine extends ActivityCounts {
  userId: string;
  username: string;
  activityScore: number;
  shareCents: number;
  claimsCents: number;
  amountCents: number;
  payoutStatus: LinePayoutStatus;
}

export interface ClaimLine {
  boutId: string;
  userId: string;
  username: string;
  boutLabel: string;
  amountCents: number;
}

export interface MonthStatement {
  month: string;
  closed: boolean;
  closedAt: string | null;
  currency: string;
  grossCents: number;
  refundsCents: number;
  netCents: number;
  fighterSharePercent: number;
  robberyPoolPercent: number;
  claimCapCents: number;
  fighterPoolCents: number;
  fighterPaidCents: number;
  fighterUnallocatedCents: number;
  robberyPoolCents: number;
  robberyCarryInCents: number;
  robberyPaidCents: number;
  robberyCarryOverCents: number;
  platformCents: number;
  fighters: FighterLine[];
  claims: ClaimLine[];
}

async function monthRevenue(tx: Prisma.TransactionClient, month: string) {
  const sums = await tx.revenueEntry.groupBy({
    by: ["kind"],
    where: { month, currency: PAYOUT_CURRENCY },
    _sum: { amountCents: true },
  });
  const sumOf = (kind: "INVOICE" | "REFUND") => sums.find((row) => row.kind === kind)?._sum.amountCents ?? 0;
  const grossCents = sumOf("INVOICE");
  const refundsCents = -sumOf("REFUND");
  return { grossCents, refundsCents, netCents: grossCents - refundsCents };
}

/** The robbery pool the last closed month left over (months carry it in the order they close). */
async function robberyCarryIn(tx: Prisma.TransactionClient) {
  const last = await tx.payoutMonth.findFirst({ orderBy: { closedAt: "desc" }, select: { robberyCarryOverCents: true } });
  return last?.robberyCarryOverCents ?? 0;
}

/**
 * Robbery insurance claims settled in the month (lib/events/robbery-poll.ts) whose fighter is still a
 * verified, unbanned FIGHTER, and that no closed month has paid yet.
 */
async function monthClaims(tx: Prisma.TransactionClient, month: string) {
  const { start, end } = monthRange(month);
  const claims = await tx.robberyClaim.findMany({
    where: {
      createdAt: { gte: start, lt: end },
      fighter: { role: "FIGHTER", isVerified: true, isBanned: false },
    },
    select: {
      boutId: true,
      fighter: { select: { id: true, username: true } },
      bout: { select: { redName: true, blueName: true, event: { select: { name: true } } } },
    },
    orderBy: { createdAt: "asc" },
  });
  const paid = await tx.payoutClaim.findMany({ where: { boutId: { in: claims.map((claim) => claim.boutId) } }, select: { boutId: true } });
  const paidBouts = new Set(paid.map((row) => row.boutId));
  return claims
    .filter((claim) => !paidBouts.has(claim.boutId))
    .map((claim) => ({
      boutId: claim.boutId,
      userId: claim.fighter.id,
      username: claim.fighter.username,
      boutLabel: `${claim.bout.redName} vs ${claim.bout.blueName} (${claim.bout.event.name})`,
    }));
}

/** The statement as it would close now. */
async function draftStatement(tx: Prisma.TransactionClient, month: string): Promise<MonthStatement> {
  const [revenue, carryIn, activity, claims] = await Promise.all([
    monthRevenue(tx, month),
    robberyCarryIn(tx),
    fighterActivity(tx, month),
    monthClaims(tx, month),
  ]);
  const totals = computeStatement({
    ...payoutTerms,
    netCents: revenue.netCents,
    robberyCarryInCents: carryIn,
    fighters: activity.map((fighter) => ({ userId: fighter.userId, score: fighter.score })),
    claimCount: claims.length,
  });
  const claimLines: ClaimLine[] = claims.map((claim) => ({ ...claim, amountCents: totals.claimCents }));
  // A row per fighter who was active or is owed money (a robbery claim without posts).
  const fighters = activity
    .map((fighter): FighterLine => {
      const shareCents = totals.shares.get(fighter.userId) ?? 0;
      const claimsCents = claimLines.filter((claim) => claim.userId === fighter.userId).reduce((sum, claim) => sum + claim.amountCents, 0);
      const { score, ...counts } = fighter;
      return { ...counts, activityScore: score, shareCents, claimsCents, amountCents: shareCents + claimsCents, payoutStatus: "OPEN" };
    })
    .filter((line) => line.activityScore > 0 || line.amountCents > 0)
    .sort((a, b) => b.amountCents - a.amountCents || b.activityScore - a.activityScore || a.username.localeCompare(b.username));
  const { shares: _shares, claimCents: _claimCents, ...sums } = totals;
  return {
    month,
    closed: false,
    closedAt: null,
    currency: PAYOUT_CURRENCY,
    ...revenue,
    ...payoutTerms,
    ...sums,
    fighters,
    claims: claimLines,
  };
}

/**
 * Closes the month: its statement as drafted now becomes rows that never change, with one transfer
 * row per fighter owed money (sent by lib/payouts/transfers.ts). Closing a closed month changes
 * nothing: returns false.
 */
export async function freezeStatement(tx: Prisma.TransactionClient, month: string, closedById: string | null) {
  await lockPayouts(tx);
  if (await tx.payoutMonth.findUnique({ where: { month }, select: { month: true } })) return false;
  const { fighters, claims, closed: _closed, closedAt: _closedAt, fighterUnallocatedCents: _unallocated, ...totals } = await draftStatement(tx, month);
  await tx.payoutMonth.create({ data: { ...totals, closedById } });
  await tx.payoutLine.createMany({ data: fighters.map(({ payoutStatus: _status, ...line }) => ({ ...line, month })) });
  await tx.payoutClaim.createMany({ data: claims.map((claim) => ({ ...claim, month })) });
  await tx.payoutTransfer.createMany({
    data: fighters.filter((line) => line.amountCents > 0).map((line) => ({ month, userId: line.userId, amountCents: line.amountCents, currency: totals.currency })),
  });
  return true;
}

/** The month's statement: its frozen rows once closed (with each transfer's status), else the live draft. */
export async function readStatement(tx: Prisma.TransactionClient, month: string): Promise<MonthStatement> {
  const frozen = await tx.payoutMonth.findUnique({
    where: { month },
    include: { lines: { orderBy: [{ amountCents: "desc" }, { activityScore: "desc" }, { username: "asc" }] }, claims: { orderBy: { boutLabel: "asc" } } },
  });
  if (!frozen) return draftStatement(tx, month);
  const transfers = await tx.payoutTransfer.findMany({ where: { month }, select: { userId: true, status: true } });
  const statusOf = new Map(transfers.map((transfer) => [transfer.userId, transfer.status]));
  const { lines, claims, closedById: _closedBy, closedAt, ...totals } = frozen;
  return {
    ...totals,
    closed: true,
    closedAt: closedAt.toISOString(),
    fighterUnallocatedCents: totals.fighterPoolCents - totals.fighterPaidCents,
    fighters: lines.map(({ month: _month, ...line }) => ({ ...line, payoutStatus: statusOf.get(line.userId) ?? "NOTHING_OWED" })),
    claims: claims.map(({ month: _month, ...claim }) => claim),
  };
}
