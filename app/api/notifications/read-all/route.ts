import { handler } from "@/lib/http/handler";
import { markAllNotificationsRead } from "@/lib/notifications/notifications";
import { markAllReadQuerySchema } from "@/lib/validation/notifications";

/** Marks the signed-in member's notifications read ("Clear all notifications"), all of them or one kind (`?kind=`). */
export const POST = handler({ access: "signedIn", query: markAllReadQuerySchema }, ({ viewer, query }) => markAllNotificationsRead(viewer.id, query));
