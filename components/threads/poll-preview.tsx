import { formatVotes } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/** Options shown on a card; the rest are counted (SPEC.md section 9). */
const PREVIEW_OPTIONS = 4;

export function PollPreview({ poll }: { poll: NonNullable<ThreadDto["poll"]> }) {
  const hidden = poll.options.length - PREVIEW_OPTIONS;
  return (
    <div className="mt-3 rounded border border-line p-3">
      <p className="font-semibold">{poll.question}</p>
      <ul className="mt-2 space-y-1">
        {poll.options.slice(0, PREVIEW_OPTIONS).map((option) => (
          <li key={option.id} className="rounded bg-ink px-3 py-2 text-sm">
            {option.text}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between text-xs text-muted">
        <span>{hidden > 0 ? `+${hidden} more options` : null}</span>
        <span>{formatVotes(poll.votesCount)}</span>
      </p>
    </div>
  );
}
