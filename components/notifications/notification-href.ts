import type { NotificationDto } from "@/lib/notifications/notification-dto";

/** Where a notification leads: the report queue for staff's report notices, else its reply in the thread, or the thread. */
export function notificationHref(notification: Pick<NotificationDto, "type" | "threadId" | "replyId">) {
  if (notification.type === "REPORT") return "/moderation";
  if (!notification.threadId) return null;
  const reply = notification.replyId ? `?${new URLSearchParams({ replyId: notification.replyId })}` : "";
  return `/thread/${notification.threadId}${reply}`;
}
