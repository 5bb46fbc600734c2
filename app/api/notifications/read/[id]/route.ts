import { handler } from "@/lib/http/handler";
import { markNotificationRead, markNotificationUnread } from "@/lib/notifications/notifications";

/** Marks one of the signed-in member's notifications read. */
export const POST = handler({ access: "signedIn" }, ({ viewer, params }) => markNotificationRead(viewer.id, params.id));

/** Marks it unread again. */
export const DELETE = handler({ access: "signedIn" }, ({ viewer, params }) => markNotificationUnread(viewer.id, params.id));
