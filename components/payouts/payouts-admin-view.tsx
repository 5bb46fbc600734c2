"use client";

import Link from "next/link";
import { useState } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { MonthStatement } from "@/lib/payouts/month-statement";
import { addMonths, formatCents, monthLabel } from "@/lib/payouts/month";
import { CloseMonthDialog } from "./close-month-dialog";
import { PayoutStatus } from "./payout-status";
import { adminPayoutsPage, payoutCsvUrl } from "./payout-urls";
import { usePayoutStatement } from "./use-payout-statement";

interface PayoutsAdminViewProps {
  month: string;
  /** The month now (UTC): it and later months cannot be closed yet. */
  currentMonth: string;
}

/** /admin/payouts: one month's revenue, pools, fighters' shares, robbery claims, CSV export and closing. */
export function PayoutsAdminView({ month, currentMonth }: PayoutsAdminViewProps) {
  const { statement, error, isLoading, retry, closeMonth } = usePayoutStatement(month);
  return (
    <div className="space-y-5">
      <MonthPicker month={month} currentMonth={currentMonth} />
      {isLoading ? (
        <Spinner label="Loading the statement..." />
      ) : error || !statement ? (
        <LoadFailed error={error} fallback="Failed to load the statement." retry={retry} />
      ) : (
        <>
          <StatementStatus statement={statement} closable={month < currentMonth} closeMonth={closeMonth} />
          <Totals statement={statement} />
          <FighterRows statement={statement} />
          <ClaimRows statement={statement} />
        </>
      )}
    </div>
  );
}

function MonthPicker({ month, currentMonth }: PayoutsAdminViewProps) {
  const next = addMonths(month, 1);
  const linkClass = "flex min-h-11 items-center rounded border border-line px-3 font-semibold hover:bg-line";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href={adminPayoutsPage(addMonths(month, -1))} className={linkClass} aria-label={`Previous month, ${monthLabel(addMonths(month, -1))}`}>
        ← Previous
      </Link>
      {/* On a phone the month's name takes a line of its own above its two links. */}
      <h2 className="order-first w-full text-xl font-bold sm:order-none sm:w-auto sm:px-2">{monthLabel(month)}</h2>
      {next <= currentMonth && (
        <Link href={adminPayoutsPage(next)} className={linkClass} aria-label={`Next month, ${monthLabel(next)}`}>
          Next →
        </Link>
      )}
      <form action="/admin/payouts" className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
        <label htmlFor="payout-month" className="text-sm text-muted">
          Month
        </label>
        <input id="payout-month" type="month" name="month" defaultValue={month} max={currentMonth} required className="min-h-11 rounded border border-line bg-panel px-2" />
        <button type="submit" className="min-h-11 rounded border border-line px-3 font-semibold hover:bg-line">
          Show
        </button>
      </form>
    </div>
  );
}

function StatementStatus({ statement, closable, closeMonth }: { statement: MonthStatement; closable: boolean; closeMonth: () => Promise<void> }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await closeMonth();
      setConfirming(false);
      toast({ title: `${monthLabel(statement.month)} closed`, description: "The statement is frozen and payouts are on their way." });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "The month could not be closed. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-panel p-4">
      <p className="flex-1">
        {statement.closed && statement.closedAt ? (
          <>
            <span className="font-semibold text-emerald-300">Closed</span> on{" "}
            {new Date(statement.closedAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}: these figures are final.
          </>
        ) : closable ? (
          <>
            <span className="font-semibold text-amber-300">Open</span>: figures as they stand now. Close the month to freeze them and pay the fighters.
          </>
        ) : (
          <>
            <span className="font-semibold text-amber-300">In progress</span>: the month can be closed once it is over.
          </>
        )}
      </p>
      <a href={payoutCsvUrl(statement.month)} download className="flex min-h-11 items-center rounded border border-line px-3 font-semibold hover:bg-line">
        Export CSV
      </a>
      {!statement.closed && closable && (
        <button type="button" onClick={() => setConfirming(true)} className="min-h-11 rounded bg-red-600 px-4 font-semibold hover:bg-red-500">
          Close month
        </button>
      )}
      <CloseMonthDialog month={statement.month} open={confirming} busy={busy} onCancel={() => setConfirming(false)} onConfirm={confirm} />
    </div>
  );
}

function Totals({ statement }: { statement: MonthStatement }) {
  const rows: [string, number][] = [
    ["Subscription revenue", statement.grossCents],
    ["Refunds", -statement.refundsCents],
    ["Net revenue", statement.netCents],
    [`Fighters' share (${statement.fighterSharePercent}%)`, statement.fighterPoolCents],
    ["Paid to fighters", statement.fighterPaidCents],
    [`Robbery pool (${statement.robberyPoolPercent}%)`, statement.robberyPoolCents],
    ["Carried in from the last closed month", statement.robberyCarryInCents],
    ["Robbery claims paid", statement.robberyPaidCents],
    ["Robbery pool carried over", statement.robberyCarryOverCents],
    ["Platform keeps", statement.platformCents],
  ];
  return (
    <StatementPanel id="payout-totals" title="Totals">
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line/60 pb-1">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        No fighter takes more than half of the fighters&apos; share; what the cap or a month without activity leaves ({formatCents(statement.fighterUnallocatedCents)}) stays
        with the platform. Each robbery claim gets an equal part of the pool, at most {formatCents(statement.claimCapCents)}.
      </p>
    </StatementPanel>
  );
}

/** What a fighter's amount is made of: their share and claims, and the month's activity behind the share. */
function fighterFigures(line: MonthStatement["fighters"][number]): [label: string, value: string | number][] {
  return [
    ["Share", formatCents(line.shareCents)],
    ["Claims", formatCents(line.claimsCents)],
    ["Score", line.activityScore],
    ["Threads", line.threads],
    ["Replies", line.replies],
    ["Likes", line.likesReceived],
    ["POTD", line.potdReceived],
    ["Pick'em", line.pickemPoints],
  ];
}

function FighterRows({ statement }: { statement: MonthStatement }) {
  return (
    <StatementPanel id="payout-fighters" title="Fighters">
      {statement.fighters.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No verified fighter was active this month.</p>
      ) : (
        // A fighter a line, not a table: on a phone, the amount and the payout's state show without
        // scrolling sideways, and the figures behind the amount wrap beneath them.
        <ul className="mt-2 divide-y divide-line">
          {statement.fighters.map((line) => (
            <li key={line.userId} className="py-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={`/user/${line.username}`} className="font-semibold hover:underline">
                  @{line.username}
                </Link>
                <span className="font-bold tabular-nums">{formatCents(line.amountCents)}</span>
              </p>
              <div className="mt-1">
                <PayoutStatus status={line.payoutStatus} />
              </div>
              <dl className="mt-2 grid grid-cols-4 gap-x-3 gap-y-1 text-sm sm:grid-cols-8">
                {fighterFigures(line).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-muted">{label}</dt>
                    <dd className="tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </StatementPanel>
  );
}

function ClaimRows({ statement }: { statement: MonthStatement }) {
  return (
    <StatementPanel id="payout-claims" title="Robbery insurance claims">
      {statement.claims.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No robbery claims this month.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {statement.claims.map((claim) => (
            <li key={claim.boutId} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <Link href={`/user/${claim.username}`} className="font-semibold hover:underline">
                  @{claim.username}
                </Link>{" "}
                <span className="text-muted">{claim.boutLabel}</span>
              </span>
              <span className="font-bold tabular-nums">{formatCents(claim.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </StatementPanel>
  );
}

/** One titled part of the statement. */
function StatementPanel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-panel p-4">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
