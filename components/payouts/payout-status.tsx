import type { LinePayoutStatus } from "@/lib/payouts/month-statement";

const LABELS: Record<LinePayoutStatus, { text: string; tone: string }> = {
  OPEN: { text: "Month open", tone: "border-line text-muted" },
  NOTHING_OWED: { text: "Nothing owed", tone: "border-line text-muted" },
  WAITING_FOR_ACCOUNT: { text: "Waiting for payout account", tone: "border-amber-500/60 text-amber-300" },
  SENT: { text: "Sent", tone: "border-emerald-500/60 text-emerald-300" },
  REVERSED: { text: "Reversed", tone: "border-red-500/60 text-red-300" },
};

/** Where a fighter's money for a month stands, as a small label. */
export function PayoutStatus({ status }: { status: LinePayoutStatus }) {
  const label = LABELS[status];
  return <span className={`inline-block whitespace-nowrap rounded border px-2 py-0.5 text-xs font-semibold ${label.tone}`}>{label.text}</span>;
}
