import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { withReadMark } from "./notification-pages";

/**
 * The notification history's pages with what `fresh` (its first page, read again) shows that came
 * since they were loaded: the new notices on top, and the read marks of those already listed (read in
 * the bell's panel or another tab). Nothing listed goes, so a notice read here stays in the unread
 * filter until the next visit. Null when every notice of a full `fresh` page is new: more may have
 * come than one page shows, and the history is to be read again whole.
 */
export function withArrivals(pages: NotificationDto[][], fresh: NotificationDto[], pageSize: number): NotificationDto[][] | null {
  const listed = new Set(pages.flat().map((notification) => notification.id));
  const newest = pages[0]?.[0]?.createdAt;
  const arrivals = fresh.filter((notification) => !listed.has(notification.id) && (newest === undefined || notification.createdAt >= newest));
  if (listed.size > 0 && arrivals.length === fresh.length && fresh.length >= pageSize) return null;
  const readNow = new Set(fresh.filter((notification) => notification.isRead).map((notification) => notification.id));
  const [first = [], ...rest] = withReadMark(pages, true, (notification) => readNow.has(notification.id));
  return [[...arrivals, ...first], ...rest];
}
