"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import type { EventListItemDto } from "@/lib/events/event-dto";
import { EVENTS_PAGE_SIZE } from "@/lib/validation/limits";
import { pastEventsPageUrl } from "./event-pages";
import { EventSummaryItem } from "./event-summary-item";

/** Past events, latest first, a page at a time (the server renders the first). */
export function PastEvents() {
  const pages = useSWRInfinite<EventListItemDto[]>((index, previous: EventListItemDto[] | null) => pastEventsPageUrl(index === 0 ? null : previous), {
    revalidateFirstPage: false,
  });
  const events = (pages.data ?? []).flat();
  if (events.length === 0) return <p className="text-muted">No past events yet.</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventSummaryItem event={event} />
          </li>
        ))}
      </ul>
      <NextPageControls
        pages={pages}
        pageSize={EVENTS_PAGE_SIZE}
        errorMessage="Error loading events. Please try again later."
      />
    </div>
  );
}
