import { handler } from "@/lib/http/handler";
import { listNotifications } from "@/lib/notifications/notifications";
import { listNotificationsQuerySchema } from "@/lib/validation/notifications";

/** The signed-in member's notifications, newest first (`?unread=true` for the active list). */
export const GET = handler({ access: "signedIn", query: listNotificationsQuerySchema }, ({ viewer, query }) =>
  listNotifications(viewer, query),
);
