import { handler } from "@/lib/http/handler";
import { openInboxEvents } from "@/lib/live/inbox-events";
import { readInboxState } from "@/lib/messages/messages";
import { stateEventsQuerySchema } from "@/lib/validation/live";

/** The inbox's state as Server-Sent Events: at once, then whenever it changes (`poll=1`: once, as JSON). */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to read your messages", query: stateEventsQuerySchema }, async ({ req, query, viewer }) =>
  query.poll ? readInboxState(viewer.id) : openInboxEvents(viewer, req.signal),
);
