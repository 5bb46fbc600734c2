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
        // A month a line, not a table: on a phone, what it pays and where its payout stands show
        // without scrolling sideways.
        <ul className="divide-y divide-line">
          {statements.map((statement) => (
            <li key={statement.month} className="py-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{monthLabel(statement.month)}</span>
                <span className="font-bold tabular-nums">{formatCents(statement.amountCents)}</span>
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <PayoutStatus status={statement.payoutStatus} />
                <span>Share {formatCents(statement.shareCents)}</span>
                <span>Robbery claims {formatCents(statement.claimsCents)}</span>
                <span>Activity score {statement.activityScore}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
