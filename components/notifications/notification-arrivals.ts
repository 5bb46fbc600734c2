import type { NotificationDto } from "@/lib/notifications/notification-dto";

/** A notice of the history: `arrived` when it was put on top as it came, not paged by the server. */
export type ListedNotification = NotificationDto & { arrived?: true };

/**
 * The notification history's pages with what `fresh` (its first page, read again) shows that came
 * since they were loaded: the new notices on top, and the read marks of those already listed as
 * `fresh` has them (read or marked unread in the bell's panel or another tab), but for those
 * `markedHere` says were marked on this page since `fresh` was asked for (its call may not have
 * landed then). Nothing listed goes, so a notice read here stays in the unread filter until the next
 * visit. Null when every notice of a full `fresh` page is new: more may have come than one page
 * shows, and the history is to be read again whole.
 */
export function withArrivals(
  pages: ListedNotification[][],
  fresh: NotificationDto[],
  pageSize: number,
  markedHere: (id: string) => boolean = () => false,
): ListedNotification[][] | null {
  const listed = new Set(pages.flat().map((notification) => notification.id));
  const newest = pages[0]?.[0]?.createdAt;
  const arrivals = fresh.filter((notification) => !listed.has(notification.id) && (newest === undefined || notification.createdAt >= newest));
  if (listed.size > 0 && arrivals.length === fresh.length && fresh.length >= pageSize) return null;
  const freshMarks = new Map(fresh.map((notification) => [notification.id, notification.isRead]));
  const [first = [], ...rest] = pages.map((page) =>
    page.map((notification) => {
      const isRead = freshMarks.get(notification.id);
      return isRead === undefined || isRead === notification.isRead || markedHere(notification.id) ? notification : { ...notification, isRead };
    }),
  );
  return [[...arrivals.map((notification): ListedNotification => ({ ...notification, arrived: true })), ...first], ...rest];
}

/**
 * Whether the server has notices after the pages listed: by their last page as the server paged
 * it, without the arrivals put on top of it, so notices that come to a short list bring no "Load
 * more" that finds nothing. A page read again from the server holds none marked.
 */
export function serverHasMore(pages: ListedNotification[][] | undefined, pageSize: number) {
  const last = pages?.at(-1);
  return last !== undefined && last.filter((notification) => !notification.arrived).length >= pageSize;
}
