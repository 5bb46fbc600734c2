import { ProgressBar } from "@/components/ui/progress-bar";
import { formatCount } from "@/lib/format";
import { nextTierFor } from "@/lib/fight-cred";

/** A member's Fight Cred and how much more the next status tier needs, with a bar of the way there. */
export function FightCredProgress({ fightCred }: { fightCred: number }) {
  const next = nextTierFor(fightCred);
  return (
    <div className="mx-auto mt-3 max-w-xs sm:mx-0">
      <p className="text-sm">
        <span className="font-semibold">{`FC: ${formatCount(fightCred)}`}</span>
        <span className="text-muted"> · {next ? `${formatCount(next.needed)} FC to ${next.label}` : "Top tier reached"}</span>
      </p>
      {next && <ProgressBar percent={Math.round(next.progress * 100)} label={`Fight Cred toward ${next.label}`} className="mt-1 h-1.5" />}
    </div>
  );
}
