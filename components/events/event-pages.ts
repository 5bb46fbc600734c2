import type { EventListItemDto } from "@/lib/events/event-dto";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { EVENTS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of past events, or of the page after `previous` (null after the last). */
export const pastEventsPageUrl = (previous: EventListItemDto[] | null) =>
  keysetPageUrl("/api/events", { when: "past" }, EVENTS_PAGE_SIZE, previous, (event) => event.startsAt);

/** The event's API address, also its swr key (its page seeds it). */
export const eventUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
export const picksUrl = (eventId: string) => `${eventUrl(eventId)}/picks`;
