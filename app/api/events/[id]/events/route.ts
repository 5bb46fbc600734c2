import { getEventWithLeaderboard } from "@/lib/events/leaderboard";
import { handler } from "@/lib/http/handler";
import { openEventCardEvents } from "@/lib/live/event-card-events";
import { stateEventsQuerySchema } from "@/lib/validation/live";

/** The event (card, results, leaderboard) as Server-Sent Events: at once, then whenever it changes (`poll=1`: once, as JSON). */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events", query: stateEventsQuerySchema }, ({ req, params, query, viewer }) =>
  query.poll ? getEventWithLeaderboard(params.id) : openEventCardEvents(params.id, viewer, req.signal),
);
