import { handler } from "@/lib/http/handler";
import { countUnreadNotifications } from "@/lib/notifications/notifications";

/** The notification bell's badge. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => countUnreadNotifications(viewer.id));
