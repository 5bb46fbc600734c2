import Link from "next/link";
import { notFound } from "next/navigation";
import { pastEventsPageUrl } from "@/components/events/event-pages";
import { EventSummaryItem } from "@/components/events/event-summary-item";
import { PastEvents } from "@/components/events/past-events";
import { PickemLeaderboard } from "@/components/events/pickem-leaderboard";
import { CalendarIcon, PlusIcon } from "@/components/ui/icons";
import { getViewer } from "@/lib/auth/viewer";
import { listEvents } from "@/lib/events/events";
import { seasonLeaderboard } from "@/lib/events/leaderboard";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { EVENTS_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Events" };

/** Fight nights: upcoming and live ones soonest first, past ones latest first, and the season's best pickers. */
export default async function EventsPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const season = new Date().getUTCFullYear();
  const [upcoming, past, leaderboard] = await Promise.all([
    listEvents({ when: "upcoming", limit: 50 }, viewer),
    listEvents({ when: "past", limit: EVENTS_PAGE_SIZE, cursor: null }, viewer),
    seasonLeaderboard(season, viewer),
  ]);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">Events</h1>
            <p className="mt-1 text-muted">Pick the winners before the first bout, then argue about it in the live thread.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href="/account#account-fight-night-calendar" className="inline-flex min-h-11 items-center gap-2 rounded border border-line px-4 font-semibold hover:bg-line">
              <CalendarIcon className="h-4 w-4" />
              Every fight night in your calendar
            </Link>
            {viewer.isStaff && (
              <Link href="/events/new" className="inline-flex min-h-11 items-center gap-2 rounded bg-brand px-4 font-semibold">
                <PlusIcon className="h-4 w-4" />
                New event
              </Link>
            )}
          </div>
        </div>
        <section aria-labelledby="upcoming-events" className="space-y-3">
          <h2 id="upcoming-events" className="text-lg font-bold">
            Live and upcoming
          </h2>
          {upcoming.events.length === 0 ? (
            <p className="text-muted">No events scheduled yet.</p>
          ) : (
            <ul className="space-y-3">
              {upcoming.events.map((event) => (
                <li key={event.id}>
                  <EventSummaryItem event={event} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="past-events" className="space-y-3">
          <h2 id="past-events" className="text-lg font-bold">
            Past events
          </h2>
          <ServerRenderedData firstPages={{ [pastEventsPageUrl(null)!]: past.events }}>
            <PastEvents />
          </ServerRenderedData>
        </section>
      </div>
      <PickemLeaderboard
        title={`${season} pick'em leaders`}
        standings={leaderboard.standings}
        empty="No picks have scored this season yet."
        viewerUsername={viewer.username}
        followingUrl={`/api/events/leaderboard?season=${season}&among=following`}
      />
    </div>
  );
}
