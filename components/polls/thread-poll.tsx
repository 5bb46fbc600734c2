"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { hasPollEnded, isAlreadyVotedMessage } from "@/components/polls/poll-state";
import type { PollDto } from "@/lib/polls/poll-dto";
import { PollResults } from "./poll-results";
import { PollStatus } from "./poll-status";

interface ThreadPollProps {
  threadId: string;
  poll: PollDto;
  viewer: ViewerSummary;
  onChange: (poll: PollDto) => void;
}

/**
 * A thread's poll on the thread page: its options as buttons while the member may vote (not voted,
 * not ended), otherwise the results with the member's choice highlighted. A member whose session
 * ended meanwhile is told by the server's answer: "You must be logged in to vote".
 */
export function ThreadPoll({ threadId, poll, viewer, onChange }: ThreadPollProps) {
  const toast = useToast();
  const [voting, setVoting] = useState(false);
  const canVote = !poll.hasVoted && !hasPollEnded(poll);

  /** Another tab voted first: show the results with the choice the server recorded. */
  async function showRecordedVote() {
    const status = await apiFetch<Pick<PollDto, "hasVoted" | "votedOptionId">>(`/api/threads/${threadId}/poll/check-vote`).catch(
      () => ({ hasVoted: true, votedOptionId: null }),
    );
    onChange({ ...poll, hasVoted: true, votedOptionId: status.votedOptionId });
  }

  async function vote(optionId: string) {
    setVoting(true);
    try {
      onChange(await apiFetch<PollDto>(`/api/threads/${threadId}/poll/${optionId}/vote`, { body: { userId: viewer.id } }));
      toast({ title: "Success", description: "Your vote has been recorded" });
    } catch (error) {
      const message = errorMessage(error, "Failed to record vote");
      if (isAlreadyVotedMessage(message)) {
        toast({ title: "Already voted", description: "You have already voted on this poll", variant: "destructive" });
        await showRecordedVote();
      } else {
        toast({ title: "Error", description: message, variant: "destructive" });
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
                disabled={voting}
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
