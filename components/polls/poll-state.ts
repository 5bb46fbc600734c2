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

/** SPEC.md section 4: a refused vote whose message says "already voted" means the member has voted. */
export function isAlreadyVotedMessage(message: string) {
  return message.toLowerCase().includes("already voted");
}
