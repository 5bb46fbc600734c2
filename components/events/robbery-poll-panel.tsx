"use client";

import Link from "next/link";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { BoutDto } from "@/lib/events/event-dto";
import { formatEventTime } from "@/lib/format";

interface RobberyPollPanelProps {
  poll: NonNullable<BoutDto["robberyPoll"]>;
  /** The member's vote, if they voted. */
  myVote: boolean | undefined;
  canVote: boolean;
  onVote: (robbery: boolean) => Promise<void>;
}

/**
 * "Robbery?" under a decision: the tally and verdict for everyone, one vote for paid members while
 * it is open, an upgrade link for free members.
 */
export function RobberyPollPanel({ poll, myVote, canVote, onVote }: RobberyPollPanelProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const total = poll.yes + poll.no;

  async function vote(robbery: boolean) {
    setBusy(true);
    try {
      await onVote(robbery);
      toast({ title: "Vote counted", description: robbery ? "You called it a robbery." : "You called it a fair decision." });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to vote. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Robbery poll" className="mt-3 rounded border border-line p-3 text-sm">
      <p className="font-semibold">
        Robbery?{" "}
        <span className="font-normal text-muted">
          Yes {poll.yes} · No {poll.no} ({total} {total === 1 ? "vote" : "votes"})
        </span>
        {poll.robbery && <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">ROBBERY</span>}
      </p>
      {myVote !== undefined ? (
        <p className="mt-1 text-muted">You voted: {myVote ? "robbery" : "fair decision"}.</p>
      ) : !poll.open ? (
        <p className="mt-1 text-muted">The poll has closed.</p>
      ) : canVote ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => vote(true)} className="min-h-11 rounded border border-red-500/60 px-4 font-semibold hover:bg-red-500/10 disabled:opacity-60">
            Robbery
          </button>
          <button type="button" disabled={busy} onClick={() => vote(false)} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line disabled:opacity-60">
            Fair decision
          </button>
          <span className="self-center text-xs text-muted">
            Open until <time dateTime={poll.closesAt}>{formatEventTime(poll.closesAt)}</time>
          </span>
        </div>
      ) : (
        <p className="mt-1 text-muted">
          <Link href="/checkout" className="font-semibold text-red-300 underline">
            Upgrade to the Basic plan
          </Link>{" "}
          to vote in robbery polls.
        </p>
      )}
    </section>
  );
}
