import { handler } from "@/lib/http/handler";
import { openNotificationEvents } from "@/lib/live/notification-events";
import { countUnreadNotifications } from "@/lib/notifications/notifications";
import { stateEventsQuerySchema } from "@/lib/validation/live";

/** The bell's unread count as Server-Sent Events: at once, then whenever it changes (`poll=1`: once, as JSON). */
export const GET = handler({ access: "signedIn", query: stateEventsQuerySchema }, async ({ req, query, viewer }) =>
  query.poll ? countUnreadNotifications(viewer.id) : openNotificationEvents(viewer, req.signal),
);
