import Link from "next/link";
import { notFound } from "next/navigation";
import { NotificationFilterNav } from "@/components/notifications/notification-filter";
import { NotificationHistory } from "@/components/notifications/notification-history";
import { notificationHistoryPageUrl, UNREAD_BY_KIND_URL } from "@/components/notifications/notification-pages";
import { getViewer } from "@/lib/auth/viewer";
import { notificationFilterQuery } from "@/lib/notifications/notification-kinds";
import { countUnreadByKind, listNotifications } from "@/lib/notifications/notifications";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/limits";
import { notificationsPageSearchSchema } from "@/lib/validation/notifications";

export const metadata = { title: "Notifications" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every notification the member was sent, read ones too, newest first, or one filter of them (the first page rendered here). */
export default async function NotificationsPage({ searchParams }: Props) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const { show } = notificationsPageSearchSchema.parse(await searchParams);
  const [{ notifications }, unreadByKind] = await Promise.all([
    listNotifications(viewer, { limit: NOTIFICATIONS_PAGE_SIZE, ...notificationFilterQuery(show), cursor: null }),
    countUnreadByKind(viewer.id),
  ]);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Notifications</h1>
        <p className="mt-1 text-muted">
          What you were told in the last 90 days, read or not, newest first.{" "}
          <Link href="/account#account-notifications" className="font-semibold text-white underline">
            Choose what you are told
          </Link>
        </p>
      </div>
      <ServerRenderedData
        key={show}
        data={{ [UNREAD_BY_KIND_URL]: unreadByKind }}
        firstPages={{ [notificationHistoryPageUrl(show, null)!]: notifications }}
      >
        <div className="space-y-5">
          <NotificationFilterNav active={show} />
          <NotificationHistory filter={show} />
        </div>
      </ServerRenderedData>
    </div>
  );
}
