import { handler } from "@/lib/http/handler";
import { openThreadEvents, pollThreadEvents } from "@/lib/live/thread-events";
import { threadEventsQuerySchema } from "@/lib/validation/live";

/**
 * The thread's live events as Server-Sent Events, resumed from Last-Event-ID (else `after`); with
 * `poll=1`, the same events since `after` as JSON, for browsers that cannot hold a stream.
 */
export const GET = handler({ access: "signedIn", query: threadEventsQuerySchema }, ({ req, params, query, viewer }) => {
  const named = req.headers.get("last-event-id") || query.after || null;
  return query.poll ? pollThreadEvents(params.id, viewer, named) : openThreadEvents(params.id, viewer, named, req.signal);
});
