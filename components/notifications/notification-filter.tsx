import Link from "next/link";
import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS, type NotificationFilter } from "@/lib/notifications/notification-kinds";

const labelOf = (filter: NotificationFilter) => (filter === "all" ? "All" : filter === "unread" ? "Unread" : NOTIFICATION_KINDS[filter].label);

/**
 * The filters of /notifications: all, unread, then one per kind; the active one is marked current.
 * Small screens scroll the row sideways.
 */
export function NotificationFilterNav({ active }: { active: NotificationFilter }) {
  return (
    <nav aria-label="Filter notifications" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {NOTIFICATION_FILTERS.map((filter) => {
          const current = filter === active;
          return (
            <li key={filter}>
              <Link
                href={filter === "all" ? "/notifications" : `/notifications?show=${filter}`}
                aria-current={current ? "true" : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-xs font-bold tracking-wide ${
                  current ? "border-brand bg-brand text-white" : "border-line text-muted hover:bg-line hover:text-white"
                }`}
              >
                {labelOf(filter)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
