import { notFound } from "next/navigation";
import { NotificationHistory } from "@/components/notifications/notification-history";
import { notificationHistoryPageUrl } from "@/components/notifications/notification-pages";
import { getViewer } from "@/lib/auth/viewer";
import { listNotifications } from "@/lib/notifications/notifications";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Notifications" };

/** Every notification the member was sent, read ones too, newest first (the first page rendered here). */
export default async function NotificationsPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const { notifications } = await listNotifications(viewer, { limit: NOTIFICATIONS_PAGE_SIZE, status: "all", cursor: null });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Notifications</h1>
        <p className="mt-1 text-muted">What you were told in the last 90 days, read or not, newest first.</p>
      </div>
      <ServerRenderedData firstPages={{ [notificationHistoryPageUrl(null)!]: notifications }}>
        <NotificationHistory />
      </ServerRenderedData>
    </div>
  );
}
