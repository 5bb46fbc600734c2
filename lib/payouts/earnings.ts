import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { fighterActivity } from "./activity";
import { monthOf } from "./month";
import { verifiedFighter } from "./connect";

const STATEMENTS_SHOWN = 24;

/**
 * GET /api/users/me/earnings: a verified fighter's payout account, this month's activity so far, and
 * their closed months' statements with each payout's status (newest first). Nobody else's amounts.
 */
export async function getMyEarnings(viewer: SignedInViewer) {
  const member = await verifiedFighter(viewer);
  const month = monthOf(new Date());
  const [[activity], lines, transfers] = await Promise.all([
    fighterActivity(db, month, member.id),
    db.payoutLine.findMany({ where: { userId: member.id }, orderBy: { month: "desc" }, take: STATEMENTS_SHOWN }),
    db.payoutTransfer.findMany({ where: { userId: member.id }, select: { month: true, status: true }, orderBy: { month: "desc" }, take: STATEMENTS_SHOWN }),
  ]);
  const statusOf = new Map(transfers.map((transfer) => [transfer.month, transfer.status]));
  return {
    account: { connected: member.stripeAccountId !== null, payoutsEnabled: member.payoutsEnabled },
    currentMonth: {
      month,
      threads: activity?.threads ?? 0,
      replies: activity?.replies ?? 0,
      likesReceived: activity?.likesReceived ?? 0,
      potdReceived: activity?.potdReceived ?? 0,
      pickemPoints: activity?.pickemPoints ?? 0,
      activityScore: activity?.score ?? 0,
    },
    statements: lines.map((line) => ({
      month: line.month,
      activityScore: line.activityScore,
      shareCents: line.shareCents,
      claimsCents: line.claimsCents,
      amountCents: line.amountCents,
      payoutStatus: statusOf.get(line.month) ?? ("NOTHING_OWED" as const),
    })),
  };
}
export type EarningsAnswer = Awaited<ReturnType<typeof getMyEarnings>>;
