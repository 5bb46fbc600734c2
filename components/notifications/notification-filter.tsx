"use client";

import { FilterLinks } from "@/components/ui/filter-links";
import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS, type NotificationFilter } from "@/lib/notifications/notification-kinds";
import type { UnreadByKindAnswer } from "@/lib/notifications/notifications";
import { useUnreadByKind } from "./use-unread-by-kind";

const labelOf = (filter: NotificationFilter) => (filter === "all" ? "All" : filter === "unread" ? "Unread" : NOTIFICATION_KINDS[filter].label);

function unreadOf(filter: NotificationFilter, counts: UnreadByKindAnswer | undefined) {
  if (!counts || filter === "all") return undefined;
  return filter === "unread" ? counts.unread : counts.kinds[filter];
}

/** The filters of /notifications: all, unread, then one per kind, each with its unread count. */
export function NotificationFilterNav({ active }: { active: NotificationFilter }) {
  const counts = useUnreadByKind();
  return (
    <FilterLinks
      label="Filter notifications"
      filters={NOTIFICATION_FILTERS.map((filter) => ({
        key: filter,
        label: labelOf(filter),
        href: filter === "all" ? "/notifications" : `/notifications?show=${filter}`,
        current: filter === active,
        unread: unreadOf(filter, counts),
      }))}
    />
  );
}
