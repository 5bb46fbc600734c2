import { handler } from "@/lib/http/handler";
import { markNotificationRead } from "@/lib/notifications/notifications";

/** Marks one of the signed-in member's notifications read. */
export const POST = handler({ access: "signedIn" }, ({ viewer, params }) => markNotificationRead(viewer.id, params.id));
