import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { assertEventExists } from "@/lib/events/events";
import { getEventWithLeaderboard } from "@/lib/events/leaderboard";
import { eventTopic } from "./hub";
import { sharedRead } from "./shared-read";
import { eventStream } from "./sse";

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
    // The same for every member: one read serves every open page of the event here.
    read: async (wokenAt) => [{ event: "event", data: await sharedRead(`event:${eventId}`, wokenAt, () => getEventWithLeaderboard(eventId)) }],
  });
}
