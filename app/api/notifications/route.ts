import { handler } from "@/lib/http/handler";
import { listNotifications } from "@/lib/notifications/notifications";
import { listNotificationsQuerySchema } from "@/lib/validation/notifications";

/** The signed-in member's unread notifications, newest first (`?status=all` adds the read ones). */
export const GET = handler({ access: "signedIn", query: listNotificationsQuerySchema }, ({ viewer, query }) =>
  listNotifications(viewer, query),
);
