import { formatVotes } from "@/lib/format";
import { hasPollEnded, pollDaysLeft } from "@/components/polls/poll-state";
import type { PollDto } from "@/lib/polls/poll-dto";

/** The vote count and how long the poll stays open. */
export function PollStatus({ poll }: { poll: PollDto }) {
  const daysLeft = pollDaysLeft(poll);
  return (
    <p className="mt-3 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted">
      <span>{formatVotes(poll.votesCount)}</span>
      {/* The days left may move on between the server render and hydration. */}
      <span suppressHydrationWarning>
        {hasPollEnded(poll) ? "Poll ended" : daysLeft !== null && `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`}
      </span>
    </p>
  );
}
