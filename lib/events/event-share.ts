import "server-only";
import { formatEventTime, formatQuantity } from "@/lib/format";
import type { BoutDto, EventDto } from "./event-dto";

/** The preview image of a shared event link (Open Graph's usual size, as a thread's). */
export function eventShareImagePath(eventId: string) {
  return `/api/og/event/${encodeURIComponent(eventId)}`;
}

/** What a shared event link says it is for, and what its sign-in button offers, by the event's status. */
const INVITATION = {
  upcoming: { text: "Pick the winners on Fight Forum before the first bout.", action: "Sign in to make your picks" },
  live: { text: "Live now: the live thread and the picks on Fight Forum.", action: "Sign in to join the live thread" },
  past: { text: "Results, the crowd's picks and the robbery polls on Fight Forum.", action: "Sign in to see the results" },
} as const;

/** The event's main event, "Red vs Blue": the main card's first bout, else the card's first; null for an empty card. */
export function mainEventOf(event: { bouts: { segment: BoutDto["segment"]; red: { name: string }; blue: { name: string } }[] }) {
  const headliner = event.bouts.find((bout) => bout.segment === "main_card") ?? event.bouts[0];
  return headliner ? `${headliner.red.name} vs ${headliner.blue.name}` : null;
}

/**
 * What anyone may learn about an event from a shared link: its share tags, preview image and the
 * signed-out preview. An event's card is public fact (the same for every viewer), so this is its
 * name, time, venue and main event; nobody's picks.
 */
export function toEventShare(event: EventDto) {
  const mainEvent = mainEventOf(event);
  const when = `${formatEventTime(event.startsAt)} · ${event.venue}`;
  const card = mainEvent ? `Main event: ${mainEvent} (${formatQuantity(event.boutsCount, "bout", "bouts")}). ` : "";
  return {
    id: event.id,
    name: event.name,
    status: event.status,
    when,
    mainEvent,
    description: `${when}. ${card}${INVITATION[event.status].text}`,
    action: INVITATION[event.status].action,
  };
}
export type EventShare = ReturnType<typeof toEventShare>;
