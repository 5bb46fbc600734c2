import { FilterLinks } from "@/components/ui/filter-links";
import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS, type NotificationFilter } from "@/lib/notifications/notification-kinds";

const labelOf = (filter: NotificationFilter) => (filter === "all" ? "All" : filter === "unread" ? "Unread" : NOTIFICATION_KINDS[filter].label);

/** The filters of /notifications: all, unread, then one per kind. */
export function NotificationFilterNav({ active }: { active: NotificationFilter }) {
  return (
    <FilterLinks
      label="Filter notifications"
      filters={NOTIFICATION_FILTERS.map((filter) => ({
        key: filter,
        label: labelOf(filter),
        href: filter === "all" ? "/notifications" : `/notifications?show=${filter}`,
        current: filter === active,
      }))}
    />
  );
}
