import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { notificationFilterQuery, type NotificationFilter } from "@/lib/notifications/notification-kinds";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of a filter of the member's notifications, or of the page after `previous` (null after the last). */
export function notificationHistoryPageUrl(filter: NotificationFilter, previous: NotificationDto[] | null) {
  const { status, kind } = notificationFilterQuery(filter);
  const params: Record<string, string> = kind ? { status, kind } : { status };
  return keysetPageUrl("/api/notifications", params, NOTIFICATIONS_PAGE_SIZE, previous, (notification) => notification.createdAt);
}

/** The pages with `isRead` set on the notifications `which` picks. */
export function withReadMark<Listed extends NotificationDto>(pages: Listed[][], isRead: boolean, which: (notification: Listed) => boolean): Listed[][] {
  return pages.map((page) => page.map((notification) => (notification.isRead !== isRead && which(notification) ? { ...notification, isRead } : notification)));
}

/** The unread notifications of each kind: the counts beside the filters of /notifications. */
export const UNREAD_BY_KIND_URL = "/api/notifications/unread-by-kind";
