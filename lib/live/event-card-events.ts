import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { assertEventExists } from "@/lib/events/events";
import { getEventWithLeaderboard, type EventAnswer } from "@/lib/events/leaderboard";
import { eventTopic } from "./hub";
import { eventStream } from "./sse";

/**
 * Reads of an event asked for in the same turn of the event loop: an announcement calls every open
 * stream of the event on this instance at once, and what they send is the same for every member,
 * so a result entered with thousands of pages open costs one read here, not one a page. A read is
 * shared only within its turn, so a stream never takes a read that began before it listened.
 */
const readsThisTurn = new Map<string, Promise<EventAnswer>>();

function readShared(eventId: string) {
  let read = readsThisTurn.get(eventId);
  if (!read) {
    read = getEventWithLeaderboard(eventId);
    readsThisTurn.set(eventId, read);
    queueMicrotask(() => readsThisTurn.delete(eventId));
  }
  return read;
}

/**
 * An event page, live (GET /api/events/{id}/events): `event` with the event (status, card, results,
 * leaderboard, robbery polls' tallies) at once, whenever staff enter a result or change the event,
 * and at most every few seconds while members vote in robbery polls; after a result the page reads
 * the member's picks again (their points). Like the bell's count, the event is a state, so a
 * reconnect resumes simply by sending it again. Members' picks are not announced: they change
 * nothing the stream sends (the crowd's shares are per member, in their picks' read).
 */
export async function openEventCardEvents(eventId: string, viewer: SignedInViewer, signal: AbortSignal) {
  // A missing event answers 404 before any stream starts.
  await assertEventExists(eventId);
  return eventStream({
    signal,
    memberId: viewer.id,
    topic: eventTopic(eventId),
    read: async () => [{ event: "event", data: await readShared(eventId) }],
  });
}
