import { statusLabel } from "@/lib/fight-cred";

const ELITE = new Set(["GOAT", "P4P"]);
const HIGHLIGHTED = new Set(["HALL_OF_FAMER", "CHAMPION", "CONTENDER"]);

/** A member's status tier (AMATEUR up to GOAT), brighter for the higher tiers. */
export function StatusBadge({ status }: { status: string }) {
  const tone = ELITE.has(status)
    ? "bg-amber-400/15 text-amber-300 ring-amber-400/50"
    : HIGHLIGHTED.has(status)
      ? "bg-red-600/20 text-red-300 ring-red-600/50"
      : "bg-zinc-500/15 text-zinc-300 ring-zinc-500/40";
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide ring-1 ${tone}`}>
      {statusLabel(status)}
    </span>
  );
}
