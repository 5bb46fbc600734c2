"use client";

import { useState } from "react";
import { AccountSection } from "@/components/account/account-section";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/http/api-fetch";
import { ACTIVITY_SCORE_RULE } from "@/lib/payouts/activity-score";
import type { EarningsAnswer } from "@/lib/payouts/earnings";
import { formatCents, monthLabel } from "@/lib/payouts/month";
import { PayoutStatus } from "./payout-status";
import { useEarnings } from "./use-earnings";

/** /account's Earnings tab for verified fighters: payout account, this month's activity, monthly statements. */
export function EarningsTab() {
  const { earnings, error, isLoading, retry, connectPayoutAccount } = useEarnings();
  if (isLoading) return <Spinner label="Loading your earnings..." />;
  if (error || !earnings) return <LoadFailed error={error} fallback="Failed to load your earnings." retry={retry} />;
  return (
    <div className="space-y-5">
      <PayoutAccount account={earnings.account} connect={connectPayoutAccount} />
      <CurrentActivity activity={earnings.currentMonth} />
      <Statements statements={earnings.statements} />
    </div>
  );
}

function PayoutAccount({ account, connect }: { account: EarningsAnswer["account"]; connect: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setFailure(null);
    try {
      await connect();
    } catch (error) {
      setFailure(errorMessage(error, "Could not open the payout account setup. Please try again."));
      setBusy(false);
    }
  }

  const description = account.payoutsEnabled
    ? "Your payout account is ready: each closed month's earnings are sent to it."
    : account.connected
      ? "Your payout account is not finished yet. Finish the setup on Stripe to receive your earnings; until then they wait for you."
      : "Connect a payout account through Stripe to receive your share of subscription revenue. Earnings wait for you until you do.";
  return (
    <AccountSection title="Payout account" description={description}>
      {account.payoutsEnabled ? (
        <p className="font-semibold text-emerald-300">Payouts enabled</p>
      ) : (
        <button type="button" onClick={start} disabled={busy} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60">
          {busy ? "Opening Stripe..." : account.connected ? "Finish payout setup" : "Connect payout account"}
        </button>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-400">
          {failure}
        </p>
      )}
    </AccountSection>
  );
}

function CurrentActivity({ activity }: { activity: EarningsAnswer["currentMonth"] }) {
  const counts = [
    ["Threads", activity.threads],
    ["Replies", activity.replies],
    ["Likes received", activity.likesReceived],
    ["Post of the Day", activity.potdReceived],
    ["Pick'em points", activity.pickemPoints],
  ] as const;
  return (
    <AccountSection
      title={`${monthLabel(activity.month)} so far`}
      description={`Your activity score decides your part of the fighters' share when the month closes: ${ACTIVITY_SCORE_RULE}.`}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded border border-line p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
        <div className="rounded border border-red-500/50 p-3">
          <dt className="text-xs text-muted">Activity score</dt>
          <dd className="text-lg font-bold">{activity.activityScore}</dd>
        </div>
      </dl>
    </AccountSection>
  );
}

function Statements({ statements }: { statements: EarningsAnswer["statements"] }) {
  return (
    <AccountSection title="Monthly statements" description="Closed months, newest first.">
      {statements.length === 0 ? (
        <p className="text-sm text-muted">No closed months with earnings yet.</p>
      ) : (
        // Wider than a phone and without links: the keyboard scrolls it once it has the focus.
        <div tabIndex={0} role="region" aria-label="Statements table" className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">Month</th>
                <th scope="col" className="py-2 pr-3 text-right">Activity</th>
                <th scope="col" className="py-2 pr-3 text-right">Share</th>
                <th scope="col" className="py-2 pr-3 text-right">Robbery claims</th>
                <th scope="col" className="py-2 pr-3 text-right">Total</th>
                <th scope="col" className="py-2">Payout</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {statements.map((statement) => (
                <tr key={statement.month}>
                  <th scope="row" className="py-2 pr-3 font-semibold">{monthLabel(statement.month)}</th>
                  <td className="py-2 pr-3 text-right">{statement.activityScore}</td>
                  <td className="py-2 pr-3 text-right">{formatCents(statement.shareCents)}</td>
                  <td className="py-2 pr-3 text-right">{formatCents(statement.claimsCents)}</td>
                  <td className="py-2 pr-3 text-right font-bold">{formatCents(statement.amountCents)}</td>
                  <td className="py-2"><PayoutStatus status={statement.payoutStatus} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountSection>
  );
}
