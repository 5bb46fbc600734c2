import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound, upgradeRequired } from "@/lib/http/errors";
import { lockThreadRow } from "@/lib/row-locks";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";
import { pollInclude, toPollDto } from "./poll-dto";

type Member = NonNullable<Viewer>;

/** The poll of a thread, or 404 for a missing thread or a thread without a poll. */
async function findThreadPoll(threadId: string) {
  const thread = await db.thread.findUnique({
    where: { id: threadId },
    select: { user: { select: { role: true } }, poll: { select: { id: true, expiresAt: true } } },
  });
  if (!thread) throw notFound("Thread not found");
  if (!thread.poll) throw notFound("This thread has no poll");
  return { ...thread.poll, authorRole: thread.user.role };
}

function hasPollEnded(poll: { expiresAt: Date | null }, now = new Date()) {
  return poll.expiresAt !== null && poll.expiresAt <= now;
}

/** Whether the member has voted on the thread's poll, and for which option. */
export async function getVoteStatus(threadId: string, member: Member) {
  const poll = await findThreadPoll(threadId);
  const vote = await db.pollVote.findUnique({ where: { pollId_userId: { pollId: poll.id, userId: member.id } }, select: { optionId: true } });
  return { hasVoted: vote !== null, votedOptionId: vote?.optionId ?? null };
}
/** GET /api/threads/{id}/poll/check-vote's body. */
export type VoteCheckAnswer = Awaited<ReturnType<typeof getVoteStatus>>;

/**
 * Records the member's one vote on a thread's open poll and counts it on the option and the poll
 * in the same transaction. The unique (poll, member) key decides between concurrent votes.
 */
export async function voteInPoll(threadId: string, optionId: string, member: Member) {
  const poll = await findThreadPoll(threadId);
  if (isPremiumLockedFor(poll.authorRole, member)) throw upgradeRequired();
  const option = await db.pollOption.findFirst({ where: { id: optionId, pollId: poll.id }, select: { id: true } });
  if (!option) throw notFound("Poll option not found");
  if (hasPollEnded(poll)) throw forbidden("This poll has ended", "POLL_ENDED");

  const updated = await db.$transaction(async (tx) => {
    // The thread first (lib/row-locks.ts): a vote racing the thread's deletion finds it gone (404), never a broken reference.
    await lockThreadRow(tx, threadId);
    const stillThere = await tx.pollOption.count({ where: { id: optionId, pollId: poll.id } });
    if (stillThere === 0) throw notFound("Poll option not found");
    const { count } = await tx.pollVote.createMany({ data: [{ pollId: poll.id, optionId, userId: member.id }], skipDuplicates: true });
    if (count === 0) throw conflict("You have already voted on this poll", "ALREADY_VOTED");
    await tx.pollOption.update({ where: { id: optionId }, data: { votesCount: { increment: 1 } } });
    return tx.poll.update({ where: { id: poll.id }, data: { votesCount: { increment: 1 } }, include: pollInclude(member.id) });
  });
  return toPollDto(updated);
}
/** POST /api/threads/{id}/poll/{optionId}/vote's body: the poll with the new counts. */
export type VoteAnswer = Awaited<ReturnType<typeof voteInPoll>>;
