import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of all the member's notifications, read ones too, or of the page after `previous` (null after the last). */
export const notificationHistoryPageUrl = (previous: NotificationDto[] | null) =>
  keysetPageUrl("/api/notifications", { status: "all" }, NOTIFICATIONS_PAGE_SIZE, previous, (notification) => notification.createdAt);
