import type { EventSummaryDto } from "@/lib/events/event-dto";
import { encodeCursor } from "@/lib/pagination/cursor";
import { EVENTS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of past events, or of the page after `previous` (null after the last). */
export function pastEventsPageUrl(previous: EventSummaryDto[] | null) {
  const params = new URLSearchParams({ when: "past", limit: String(EVENTS_PAGE_SIZE), cursor: "" });
  if (previous) {
    const last = previous.at(-1);
    if (!last || previous.length < EVENTS_PAGE_SIZE) return null;
    params.set("cursor", encodeCursor({ key: last.startsAt, id: last.id }));
  }
  return `/api/events?${params}`;
}

/** The event's API address, also its swr key (its page seeds it). */
export const eventUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
export const picksUrl = (eventId: string) => `${eventUrl(eventId)}/picks`;
