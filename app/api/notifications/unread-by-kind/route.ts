import { handler } from "@/lib/http/handler";
import { countUnreadByKind } from "@/lib/notifications/notifications";

/** The unread notifications of each kind, beside the filters of /notifications. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => countUnreadByKind(viewer.id));
