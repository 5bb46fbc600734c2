import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listNotifications } from "@/lib/notifications/notifications";
import { listNotificationsQuerySchema } from "@/lib/validation/notifications";

/**
 * The signed-in member's unread notifications, newest first (`?status=all` adds the read ones), by
 * cursor when asked (`x-next-cursor`).
 */
export const GET = handler({ access: "signedIn", query: listNotificationsQuerySchema }, async ({ viewer, query }) => {
  const page = await listNotifications(viewer, query);
  return pageResponse(page.notifications, page.nextCursor);
});
