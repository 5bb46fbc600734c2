import type { NotificationDto } from "@/lib/notifications/notification-dto";

/**
 * Where a notification leads: the report queue for staff's report notices, the verification queue
 * for admins' verification notices, the member's own verification on /account for a decision about
 * it, a new follower's profile, the conversation a private message came in, the event a pick'em
 * result or reminder is about, else its reply in the thread, or the thread.
 */
export function notificationHref(notification: Pick<NotificationDto, "type" | "threadId" | "replyId" | "relatedUser" | "eventId">) {
  if (notification.type === "REPORT") return "/moderation";
  if (notification.type === "VERIFICATION_REQUEST") return "/admin/verification";
  if (notification.type === "VERIFICATION_DECISION") return "/account#account-verification";
  if (notification.type === "NEW_FOLLOWER") return notification.relatedUser ? `/user/${notification.relatedUser.username}` : null;
  if (notification.type === "DIRECT_MESSAGE") return notification.relatedUser ? `/messages/${notification.relatedUser.username}` : "/messages";
  if (notification.type === "PICKEM_RESULT" || notification.type === "PICKEM_REMINDER") return notification.eventId ? `/events/${notification.eventId}` : null;
  if (!notification.threadId) return null;
  const reply = notification.replyId ? `?${new URLSearchParams({ replyId: notification.replyId })}` : "";
  return `/thread/${notification.threadId}${reply}`;
}
