import Link from "next/link";
import type { BoutDto, CornerDto } from "@/lib/events/event-dto";
import type { PickShareDto, PicksAnswer } from "@/lib/events/picks";
import type { MethodInput } from "@/lib/validation/events";
import { METHOD_CHOICES, METHOD_LABELS, methodInText, resultText } from "./event-labels";
import type { PickDraft } from "./pick-drafts";

interface BoutCardProps {
  bout: BoutDto;
  /** The member's pick as saved (with its points once scored). */
  saved: PicksAnswer["mine"][number] | undefined;
  /** The pick as the member is changing it, before saving. */
  draft: PickDraft | undefined;
  share: PickShareDto | undefined;
  locked: boolean;
  /** A result just arrived and the member's points for it are on their way: they are not shown yet. */
  pointsPending: boolean;
  onPick: (pick: PickDraft) => void;
  /** Staff's result form, once the event has started. */
  children?: React.ReactNode;
}

function CornerName({ corner }: { corner: CornerDto }) {
  return corner.fighter ? (
    <Link href={`/user/${corner.fighter.username}`} className="font-semibold hover:underline">
      {corner.name}
    </Link>
  ) : (
    <span className="font-semibold">{corner.name}</span>
  );
}

function ShareBar({ bout, share }: { bout: BoutDto; share: PickShareDto }) {
  const total = share.red + share.blue;
  const redPercent = total === 0 ? 50 : Math.round((share.red / total) * 100);
  return (
    <div className="mt-3">
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded bg-line">
        <div className="bg-red-500" style={{ width: `${redPercent}%` }} />
        <div className="flex-1 bg-blue-500" />
      </div>
      <p className="mt-1 text-xs text-muted">
        Picks: {bout.red.name} {redPercent}% · {bout.blue.name} {100 - redPercent}% ({total} {total === 1 ? "pick" : "picks"})
      </p>
    </div>
  );
}

/** One bout: corners, weight and rounds; the member's pick (a choice until the lock), the crowd's shares and the result. */
export function BoutCard({ bout, saved, draft, share, locked, pointsPending, onPick, children }: BoutCardProps) {
  const current = draft ?? (saved ? { winner: saved.winner, method: saved.method } : undefined);
  const result = resultText(bout);
  const label = `${bout.red.name} vs ${bout.blue.name}`;
  const cornerButton = (side: "red" | "blue") => {
    const chosen = current?.winner === side;
    return (
      <button
        type="button"
        aria-pressed={chosen}
        disabled={locked}
        onClick={() => onPick({ winner: side, method: current?.method ?? null })}
        className={`min-h-11 flex-1 rounded border px-3 text-sm font-semibold disabled:cursor-default ${
          chosen ? (side === "red" ? "border-red-500 bg-red-500/20" : "border-blue-500 bg-blue-500/20") : "border-line hover:bg-line"
        }`}
      >
        {bout[side].name}
      </button>
    );
  };

  return (
    <article aria-label={label} className="rounded-lg border border-line bg-panel p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">
        {bout.weightClass} · {bout.scheduledRounds} rounds
      </p>
      <h3 className="mt-1 break-words text-lg">
        {/* A no-break space keeps each corner's colour mark on its name's line. */}
        <span aria-hidden="true" className="text-red-400">
          ●
        </span>
        {"\u00a0"}
        <CornerName corner={bout.red} /> <span className="text-muted">vs</span> <CornerName corner={bout.blue} />
        {"\u00a0"}
        <span aria-hidden="true" className="text-blue-400">
          ●
        </span>
      </h3>
      {/* Present before the result, so that a screen reader says the result when it comes in live. */}
      <div aria-live="polite">
        {result && (
          <p className="mt-2 font-semibold">
            Result: {result}
            {saved && !pointsPending && <span className="ml-2 text-sm text-muted">{saved.points > 0 ? `+${saved.points} for your pick` : "no points for your pick"}</span>}
          </p>
        )}
      </div>
      {locked ? (
        saved && (
          <p className="mt-2 text-sm">
            Your pick: {bout[saved.winner].name}
            {saved.method && ` by ${methodInText(saved.method)}`}
          </p>
        )
      ) : (
        <fieldset className="mt-3">
          <legend className="text-sm text-muted">Your pick</legend>
          <div className="mt-1 flex gap-2">
            {cornerButton("red")}
            {cornerButton("blue")}
          </div>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <span className="text-muted">Method</span>
            <select
              value={current?.method ?? ""}
              disabled={!current}
              onChange={(event) => current && onPick({ winner: current.winner, method: (event.target.value || null) as MethodInput | null })}
              className="min-h-11 rounded border border-line bg-ink px-2 disabled:opacity-60"
            >
              <option value="">Any (winner only)</option>
              {METHOD_CHOICES.map((method) => (
                <option key={method} value={method}>
                  {METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      {share && <ShareBar bout={bout} share={share} />}
      {children}
    </article>
  );
}
