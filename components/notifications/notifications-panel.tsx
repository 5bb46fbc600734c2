"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { withFollowChange, type FollowChange } from "@/lib/notifications/notice-action";
import type { NotificationListAnswer } from "@/lib/notifications/notifications";
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from "@/lib/validation/limits";
import { NotificationItem } from "./notification-item";
import { noticeActionFor } from "./notice-actions";
import { NOTIFICATIONS_URL, type ChangeUnreadCount } from "./use-unread-count";

/** SPEC.md section 9: the panel closes 1.5 s after its list became empty. */
const CLOSE_WHEN_EMPTY_AFTER_MS = 1500;

interface NotificationsPanelProps {
  id: string;
  onClose: (options: { restoreFocus: boolean }) => void;
  changeUnreadCount: ChangeUnreadCount;
}

/**
 * The bell's panel: the unread notifications, newest first. Opening one or dismissing it marks it
 * read; a followed thread's notice can unfollow it, a new follower's follow them back; "Clear all notifications" marks them all read.
 */
export function NotificationsPanel({ id, onClose, changeUnreadCount }: NotificationsPanelProps) {
  const toast = useToast();
  const readOnItsWay = useReadOnItsWay();
  // Each opening asks again: what was cached shows meanwhile. A notice that comes while it is open
  // makes the bell read it again (useUnreadCount).
  const list = useSWR<NotificationListAnswer>(NOTIFICATIONS_URL, {
    revalidateOnMount: true,
    onSuccess: (items) =>
      // A list shorter than a page holds every unread notification: the badge follows it.
      changeUnreadCount((count) => (items.length < NOTIFICATIONS_PAGE_SIZE ? items.length : Math.max(count, items.length))),
    onError: (error) => console.error("Failed to fetch notifications", error),
  });
  const [emptied, setEmptied] = useState(false);
  const [clearing, setClearing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => panel.current?.focus(), []);

  useEffect(() => {
    if (!emptied) return;
    const timer = setTimeout(() => onClose({ restoreFocus: true }), CLOSE_WHEN_EMPTY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [emptied, onClose]);

  const items = list.data ?? [];

  function showItems(change: (items: NotificationListAnswer) => NotificationListAnswer) {
    void list.mutate((current = []) => {
      const next = change(current);
      setEmptied(next.length === 0);
      return next;
    }, { revalidate: false });
  }

  async function markRead(notification: NotificationDto) {
    // The list read as the panel opened is dropped if this overtakes it: read again once marked.
    const overtaken = readOnItsWay(NOTIFICATIONS_URL);
    showItems((current) => current.filter((item) => item.id !== notification.id));
    // At the cap the count says "this many or more": one read leaves it there until the server says.
    changeUnreadCount((count) => (count >= UNREAD_COUNT_CAP ? count : Math.max(0, count - 1)));
    try {
      await apiFetch(`/api/notifications/read/${notification.id}`, { method: "POST" });
      if (overtaken) void list.mutate();
    } catch (error) {
      showItems((current) => [...current.filter((item) => item.id !== notification.id), notification].sort(newestFirst));
      changeUnreadCount((count) => count + 1);
      toast({ title: "Error", description: errorMessage(error, "Failed to mark notification as read"), variant: "destructive" });
    }
  }

  // A notice's action changes what the other notices about the same thread or member offer.
  async function afterNoticeAction(notification: NotificationDto, change: FollowChange) {
    showItems((current) => current.map((item) => withFollowChange(item, change)));
    await markRead(notification);
  }

  async function clearAll() {
    setClearing(true);
    try {
      await apiFetch("/api/notifications/read-all", { method: "POST" });
      showItems(() => []);
      changeUnreadCount(() => 0);
      toast({ title: "Notifications cleared", description: "All notifications have been marked as read and cleared." });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to mark notifications as read"), variant: "destructive" });
    } finally {
      setClearing(false);
    }
  }

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="fixed inset-x-2 top-14 z-50 rounded-lg border border-line bg-panel shadow-2xl focus:outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 id={`${id}-title`} className="font-bold">
          Notifications
        </h2>
        <button
          type="button"
          onClick={clearAll}
          disabled={clearing || items.length === 0}
          className="min-h-11 rounded px-2 text-sm font-semibold text-red-400 hover:bg-line disabled:text-muted disabled:hover:bg-transparent"
        >
          Clear all notifications
        </button>
      </div>
      {!list.data && !list.error ? (
        <Spinner label="Loading notifications..." />
      ) : !list.data ? (
        <p role="alert" className="px-3 py-8 text-center text-sm text-red-400">
          Error loading notifications
        </p>
      ) : items.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-muted">No new notifications</p>
      ) : (
        <ul aria-label="Unread notifications" className="max-h-96 overflow-y-auto">
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => {
                void markRead(notification);
                onClose({ restoreFocus: false });
              }}
              onDismiss={() => void markRead(notification)}
              action={noticeActionFor(notification, toast, afterNoticeAction)}
            />
          ))}
        </ul>
      )}
      <Link
        href="/notifications"
        onClick={() => onClose({ restoreFocus: false })}
        className="flex min-h-11 items-center justify-center border-t border-line text-sm font-semibold text-red-300 hover:bg-line"
      >
        See all notifications
      </Link>
    </div>
  );
}

const newestFirst = (a: NotificationDto, b: NotificationDto) => b.createdAt.localeCompare(a.createdAt);
