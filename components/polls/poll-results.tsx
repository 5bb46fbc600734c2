import { optionPercent } from "@/components/polls/poll-state";
import type { PollDto } from "@/lib/polls/poll-dto";

/** Each option's share of the votes in whole percent, the member's own choice highlighted. */
export function PollResults({ poll }: { poll: PollDto }) {
  return (
    <ul className="mt-3 space-y-2">
      {poll.options.map((option) => {
        const percent = optionPercent(option.votesCount, poll.votesCount);
        const chosen = option.id === poll.votedOptionId;
        return (
          <li key={option.id} className={`relative overflow-hidden rounded border px-3 py-2 ${chosen ? "border-brand" : "border-line"}`}>
            <span aria-hidden="true" style={{ width: `${percent}%` }} className={`absolute inset-y-0 left-0 ${chosen ? "bg-brand/30" : "bg-line"}`} />
            <span className="relative flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">
                {option.text}
                {chosen && <span className="ml-2 text-xs font-semibold text-red-300">Your vote</span>}
              </span>
              <span className="shrink-0 font-semibold">{percent}%</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
