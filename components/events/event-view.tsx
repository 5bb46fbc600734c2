"use client";

import Link from "next/link";
import { useState } from "react";
import { CalendarIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import { formatEventTime } from "@/lib/format";
import { BoutCard } from "./bout-card";
import { EventStatusBadge } from "./event-status-badge";
import { PickemLeaderboard } from "./pickem-leaderboard";
import { PickerPlacePanel } from "./picker-place-panel";
import { samePick, usePickDrafts } from "./pick-drafts";
import { ResultForm } from "./result-form";
import { RobberyPollPanel } from "./robbery-poll-panel";
import { eventUrl } from "./event-pages";
import { useEvent } from "./use-event";

interface EventViewProps {
  eventId: string;
  viewer: ViewerSummary;
}

/**
 * An event page: name, time and venue, the live thread, the card by segment with the member's picks
 * (changeable and saved together until the start), the crowd's shares, results (staff enter them
 * once it has started) and the event's best pickers.
 */
export function EventView({ eventId, viewer }: EventViewProps) {
  const toast = useToast();
  const { event, picks, pointsPending, savePicks, enterResult, voteRobbery } = useEvent(eventId);
  const { drafts, setDraft, forgetDrafts } = usePickDrafts(eventId);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  if (!event || !picks) return null;

  const locked = picks.locked;
  const mine = new Map(picks.mine.map((pick) => [pick.boutId, pick]));
  const shares = new Map(picks.shares.map((share) => [share.boutId, share]));
  const robberyVotes = new Map(picks.robberyVotes.map((vote) => [vote.boutId, vote.robbery]));
  // A draft kept from an earlier visit may name a bout taken off the card since.
  const onCard = new Set(event.bouts.map((bout) => bout.id));
  const changed = Object.entries(drafts).filter(([boutId, draft]) => onCard.has(boutId) && !samePick(draft, mine.get(boutId)));

  async function save() {
    setSaving(true);
    setSaveError(null);
    const sent = Object.fromEntries(changed);
    try {
      await savePicks({ picks: changed.map(([boutId, draft]) => ({ boutId, ...draft })) });
      forgetDrafts(sent);
      toast({ title: "Picks saved", description: "You can change them until the first bout starts." });
    } catch (error) {
      const message = errorMessage(error, "Failed to save your picks. Please try again.");
      // The card turns to its locked view, where the bar with this message is gone.
      if (error instanceof ApiError && error.code === "PICKS_LOCKED") toast({ title: "Picks not saved", description: message, variant: "destructive" });
      else setSaveError(message);
    } finally {
      setSaving(false);
    }
  }

  const segments = [
    { title: "Main card", bouts: event.bouts.filter((bout) => bout.segment === "main_card") },
    { title: "Prelims", bouts: event.bouts.filter((bout) => bout.segment === "prelims") },
  ].filter((segment) => segment.bouts.length > 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 break-words text-2xl font-bold">{event.name}</h1>
            <EventStatusBadge status={event.status} />
          </div>
          <p className="mt-1 text-muted">
            <time dateTime={event.startsAt}>{formatEventTime(event.startsAt)}</time> · {event.venue}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link href={`/thread/${event.threadId}`} className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
              {event.status === "live" ? "Join the live thread" : "Open the event thread"}
            </Link>
            {event.status !== "past" && (
              // A file download, not a page: a plain link.
              <a href={`${eventUrl(event.id)}/calendar`} download className="inline-flex min-h-11 items-center gap-2 rounded border border-line px-4 font-semibold hover:bg-line">
                <CalendarIcon className="h-4 w-4" />
                Add to calendar
              </a>
            )}
            {viewer.isStaff && (
              <Link href={`/events/${event.id}/edit`} className="inline-flex min-h-11 items-center rounded border border-line px-4 font-semibold hover:bg-line">
                Edit event
              </Link>
            )}
          </div>
          <p className="mt-3 text-sm text-muted">
            {locked
              ? "Picks are locked: the event has started."
              : "Pick a winner for each bout, and the method for a bonus point. The crowd's picks show once you have made yours."}
          </p>
        </header>
        {segments.map((segment) => (
          <section key={segment.title} aria-label={segment.title} className="space-y-3">
            <h2 className="text-lg font-bold">{segment.title}</h2>
            {segment.bouts.map((bout) => (
              <BoutCard
                key={bout.id}
                bout={bout}
                saved={mine.get(bout.id)}
                draft={drafts[bout.id]}
                share={shares.get(bout.id)}
                locked={locked}
                pointsPending={pointsPending}
                onPick={(pick) => setDraft(bout.id, pick)}
              >
                {bout.robberyPoll && (
                  <RobberyPollPanel poll={bout.robberyPoll} myVote={robberyVotes.get(bout.id)} canVote={viewer.isPaid} onVote={(robbery) => voteRobbery(bout.id, robbery)} />
                )}
                {viewer.isStaff && locked && <ResultForm bout={bout} onSubmit={enterResult} />}
              </BoutCard>
            ))}
          </section>
        ))}
        {!locked && (
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-ink py-3">
            <button type="button" onClick={save} disabled={saving || changed.length === 0} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
              {saving ? "Saving..." : "Save picks"}
            </button>
            <span className="text-sm text-muted">
              {changed.length === 0 ? `${mine.size} of ${event.bouts.length} bouts picked` : `${changed.length} unsaved ${changed.length === 1 ? "pick" : "picks"}`}
            </span>
            {saveError && (
              <p role="alert" className="w-full text-red-400">
                {saveError}
              </p>
            )}
          </div>
        )}
      </div>
      {/* min-w-0: a grid item's width would otherwise grow to a board row's whole username on a phone. */}
      <div className="min-w-0 space-y-4">
        {picks.place && <PickerPlacePanel place={picks.place} pending={pointsPending} />}
        <PickemLeaderboard
          title="Best pickers"
          standings={event.leaderboard}
          empty="Nobody has scored yet: results come in as the bouts end."
          viewerUsername={viewer.username}
          followingUrl={`${eventUrl(event.id)}/leaderboard?among=following`}
        />
      </div>
    </div>
  );
}
