import "server-only";
import { assertEventExists } from "@/lib/events/events";
import { getEventWithLeaderboard } from "@/lib/events/leaderboard";
import { eventTopic } from "./hub";
import { eventStream } from "./sse";

/**
 * An event page, live (GET /api/events/{id}/events): `event` with the event (status, card, results,
 * leaderboard) at once and whenever staff enter a result or change the event; the page then reads
 * the member's picks again (their points). Like the bell's count, the event is a state, so a
 * reconnect resumes simply by sending it again. Members' picks and robbery votes are not announced:
 * on a fight night they come by the thousand, and each would make every open page read again; a
 * member's own pick or vote reads the card for their page.
 */
export async function openEventCardEvents(eventId: string, signal: AbortSignal) {
  // A missing event answers 404 before any stream starts.
  await assertEventExists(eventId);
  return eventStream({
    signal,
    topic: eventTopic(eventId),
    read: async () => [{ event: "event", data: await getEventWithLeaderboard(eventId) }],
  });
}
