"use client";

import { useState, type ReactNode } from "react";
import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { useViewMutate } from "@/lib/swr/writes-after-leaving";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { withFollowChange, type FollowChange } from "@/lib/notifications/notice-action";
import { NOTIFICATION_KINDS, notificationFilterQuery, type NotificationFilter } from "@/lib/notifications/notification-kinds";
import type { ListedNotification } from "./notification-arrivals";
import { NotificationItem } from "./notification-item";
import { notificationHistoryPageUrl, UNREAD_BY_KIND_URL, withReadMark } from "./notification-pages";
import { noticeActionFor } from "./notice-actions";
import { useArrivingNotifications, useReadMarksMadeHere } from "./use-arriving-notifications";

const LOAD_ERROR = "Error loading notifications. Please try again later.";

/** For swr's mutate: the loaded pages with `isRead` set on the notifications `which` picks. */
const readMarked = (isRead: boolean, which: (notification: NotificationDto) => boolean) => (data: ListedNotification[][] | undefined) =>
  withReadMark(data ?? [], isRead, which);

function noneShown(filter: NotificationFilter) {
  if (filter === "all") return "No notifications yet. Replies to your posts, mentions, likes and news from the moderators show up here.";
  if (filter === "unread") return "You're all caught up: no unread notifications.";
  return NOTIFICATION_KINDS[filter].none;
}

/**
 * The notifications the member was sent in the last 90 days, read ones too, newest first and paged,
 * all of them or those `filter` keeps: the unread are marked; opening one or its mark marks it read
 * (it stays in the unread filter until the next visit), a read one's empty mark marks it unread
 * again, and "Mark all as read" marks all of them ("Mark these as read" those of the kind shown).
 * The bell follows by its live count, the filters' counts as they are read again after each.
 * Notices that come while the page is open join the top of the list as the bell's count changes,
 * and a screen reader hears how many came.
 */
export function NotificationHistory({ filter }: { filter: NotificationFilter }) {
  const toast = useToast();
  const mutate = useViewMutate();
  const pageKey = (index: number, previous: ListedNotification[] | null) => notificationHistoryPageUrl(filter, index === 0 ? null : previous);
  const pages = useSWRInfinite<ListedNotification[]>(pageKey, { revalidateFirstPage: false });
  const [markingAll, setMarkingAll] = useState(false);
  // Counted from the page's opening, so each arrival changes what the status says and is heard.
  const marksMadeHere = useReadMarksMadeHere();
  const { arrivedSinceOpening, hasMore } = useArrivingNotifications(pages, filter, marksMadeHere);
  // A kind's filter marks only its own notifications read; All and Unread mark every one.
  const { kind } = notificationFilterQuery(filter);
  const notifications = (pages.data ?? []).flat();
  const anyUnread = notifications.some((notification) => !notification.isRead);

  // Shown at once, undone should the server refuse.
  async function setReadMark(notification: NotificationDto, isRead: boolean) {
    if (notification.isRead === isRead) return;
    marksMadeHere.note(notification.id);
    void pages.mutate(readMarked(isRead, (item) => item.id === notification.id), { revalidate: false });
    try {
      await apiFetch(`/api/notifications/read/${notification.id}`, { method: isRead ? "POST" : "DELETE" });
      void mutate(UNREAD_BY_KIND_URL);
    } catch (error) {
      void pages.mutate();
      const failed = isRead ? "Failed to mark notification as read" : "Failed to mark notification as unread";
      toast({ title: "Error", description: errorMessage(error, failed), variant: "destructive" });
    } finally {
      marksMadeHere.note(notification.id);
    }
  }
  const markRead = (notification: NotificationDto) => setReadMark(notification, true);

  // A notice's action changes what every listed notice about the same thread or member offers.
  async function afterNoticeAction(notification: NotificationDto, change: FollowChange) {
    void pages.mutate((data) => data?.map((page) => page.map((item) => withFollowChange(item, change))), { revalidate: false });
    await markRead(notification);
  }

  async function markAllRead() {
    setMarkingAll(true);
    marksMadeHere.note(null);
    try {
      await apiFetch(kind ? `/api/notifications/read-all?${new URLSearchParams({ kind })}` : "/api/notifications/read-all", { method: "POST" });
      void pages.mutate(readMarked(true, () => true), { revalidate: false });
      void mutate(UNREAD_BY_KIND_URL);
      toast({ title: "All caught up", description: kind ? "These notifications have been marked as read." : "All notifications have been marked as read." });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to mark notifications as read"), variant: "destructive" });
    } finally {
      marksMadeHere.note(null);
      setMarkingAll(false);
    }
  }

  // The status stays first in every state, so React keeps the one live region as the list changes state.
  const withArrivalStatus = (body: ReactNode) => (
    <>
      <p role="status" className="sr-only">
        {arrivedSinceOpening > 0 && `${arrivedSinceOpening} new ${arrivedSinceOpening === 1 ? "notification" : "notifications"} since you opened this page`}
      </p>
      {body}
    </>
  );

  if (pages.isLoading) return withArrivalStatus(<Spinner label="Loading notifications..." />);
  if (pages.error && !pages.data) {
    return withArrivalStatus(
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>,
    );
  }
  if (notifications.length === 0) {
    return withArrivalStatus(<p className="rounded-lg border border-dashed border-line px-4 py-12 text-center text-muted">{noneShown(filter)}</p>);
  }
  return withArrivalStatus(
    <div className="space-y-4">
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => void markAllRead()}
          disabled={markingAll || !anyUnread}
          className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:text-muted disabled:hover:bg-transparent"
        >
          {markingAll ? "Marking..." : kind ? "Mark these as read" : "Mark all as read"}
        </button>
      </div>
      <ul aria-label="Notifications" className="rounded-lg border border-line bg-panel">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => void markRead(notification)}
            onMarkRead={notification.isRead ? undefined : () => void markRead(notification)}
            onMarkUnread={notification.isRead ? () => void setReadMark(notification, false) : undefined}
            action={noticeActionFor(notification, toast, afterNoticeAction)}
          />
        ))}
      </ul>
      <NextPageControls pages={pages} hasMore={hasMore} errorMessage={LOAD_ERROR} />
    </div>,
  );
}
