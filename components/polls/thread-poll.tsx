"use client";

import { useState } from "react";
import useSWR from "swr";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { PollDto } from "@/lib/polls/poll-dto";
import type { VoteAnswer, VoteCheckAnswer } from "@/lib/polls/votes";
import type { ItemChange } from "@/lib/swr/change-cached-item";
import { VOTE_CHECK_CACHE } from "@/lib/swr/cache-rules";
import { castVote, hasPollEnded, withRecordedVote } from "./poll-state";
import { PollResults } from "./poll-results";
import { PollStatus } from "./poll-status";

interface ThreadPollProps {
  threadId: string;
  poll: PollDto;
  viewer: ViewerSummary;
  /** Runs the vote against the thread the page shows (optimistic, rolled back when refused). */
  changePoll: (change: ItemChange<PollDto, VoteAnswer>) => Promise<VoteAnswer>;
  /** SPEC.md section 4: after a vote the thread is read again. */
  refreshThread: () => void;
}

/**
 * A thread's poll on the thread page: its options as buttons while the member may vote (not voted,
 * not ended), otherwise the results with the member's choice highlighted. A member whose session
 * ended meanwhile is told by the server's answer: "You must be logged in to vote".
 */
export function ThreadPoll({ threadId, poll: threadPoll, viewer, changePoll, refreshThread }: ThreadPollProps) {
  const toast = useToast();
  const [voting, setVoting] = useState(false);
  const hydrated = useHydrated();
  // The vote check starts from the thread's own answer; it is only asked for when a vote is refused.
  const threadsVote = { hasVoted: threadPoll.hasVoted, votedOptionId: threadPoll.votedOptionId };
  const voteCheck = useSWR<VoteCheckAnswer>(`/api/threads/${threadId}/poll/check-vote`, { ...VOTE_CHECK_CACHE, fallbackData: threadsVote });
  const poll = withRecordedVote(threadPoll, voteCheck.data ?? threadsVote);
  const canVote = !poll.hasVoted && !hasPollEnded(poll);

  async function vote(optionId: string) {
    setVoting(true);
    try {
      await changePoll({
        before: threadPoll,
        optimistic: (current) => castVote(current, optionId),
        request: () => apiFetch<VoteAnswer>(`/api/threads/${threadId}/poll/${optionId}/vote`, { body: { userId: viewer.id } }),
        answered: (_, answer) => answer,
      });
      void voteCheck.mutate({ hasVoted: true, votedOptionId: optionId }, { revalidate: false });
      refreshThread();
      toast({ title: "Success", description: "Your vote has been recorded" });
    } catch (error) {
      if (error instanceof ApiError && error.code === "ALREADY_VOTED") {
        toast({ title: "Already voted", description: "You have already voted on this poll", variant: "destructive" });
        // Another tab voted first: the results show with the choice the server recorded.
        const recorded = await voteCheck.mutate();
        if (!recorded?.hasVoted) await voteCheck.mutate({ hasVoted: true, votedOptionId: null }, { revalidate: false });
      } else {
        toast({ title: "Error", description: errorMessage(error, "Failed to record vote"), variant: "destructive" });
      }
    } finally {
      setVoting(false);
    }
  }

  return (
    <section aria-labelledby={`poll-${poll.id}`} className="mt-4 rounded-lg border border-line p-4">
      <h2 id={`poll-${poll.id}`} className="break-words font-semibold">
        {poll.question}
      </h2>
      {canVote ? (
        <ul className="mt-3 space-y-2">
          {poll.options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={voting || !hydrated}
                onClick={() => vote(option.id)}
                className="min-h-11 w-full rounded border border-line bg-ink px-3 py-2 text-left break-words hover:border-brand disabled:opacity-60"
              >
                {option.text}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <PollResults poll={poll} />
      )}
      <PollStatus poll={poll} />
    </section>
  );
}
