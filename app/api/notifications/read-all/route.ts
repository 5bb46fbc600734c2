import { handler } from "@/lib/http/handler";
import { markAllNotificationsRead } from "@/lib/notifications/notifications";

/** Marks all of the signed-in member's notifications read ("Clear all notifications"). */
export const POST = handler({ access: "signedIn" }, ({ viewer }) => markAllNotificationsRead(viewer.id));
