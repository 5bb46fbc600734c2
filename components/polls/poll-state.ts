import type { PollDto } from "@/lib/polls/poll-dto";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A poll is open until its expiresAt (a poll without one never ends). */
export function hasPollEnded(poll: Pick<PollDto, "expiresAt">, now: Date = new Date()) {
  return poll.expiresAt !== null && new Date(poll.expiresAt).getTime() <= now.getTime();
}

/** Whole days left, rounded up (SPEC.md section 4); null for a poll without an end. */
export function pollDaysLeft(poll: Pick<PollDto, "expiresAt">, now: Date = new Date()) {
  if (poll.expiresAt === null) return null;
  return Math.max(0, Math.ceil((new Date(poll.expiresAt).getTime() - now.getTime()) / DAY_MS));
}

/** An option's share of the votes in whole percent (0 while nobody has voted). */
export function optionPercent(votesCount: number, totalVotes: number) {
  return totalVotes > 0 ? Math.round((votesCount / totalVotes) * 100) : 0;
}

/** The optimistic vote: the member's choice marked and counted before the server answers. */
export function castVote(poll: PollDto, optionId: string): PollDto {
  if (poll.hasVoted) return poll;
  return {
    ...poll,
    hasVoted: true,
    votedOptionId: optionId,
    votesCount: poll.votesCount + 1,
    options: poll.options.map((option) => (option.id === optionId ? { ...option, votesCount: option.votesCount + 1 } : option)),
  };
}

/** The poll with the vote the server says the member cast (another tab may have voted first). */
export function withRecordedVote(poll: PollDto, check: { hasVoted: boolean; votedOptionId: string | null }): PollDto {
  return check.hasVoted && !poll.hasVoted ? { ...poll, hasVoted: true, votedOptionId: check.votedOptionId } : poll;
}
