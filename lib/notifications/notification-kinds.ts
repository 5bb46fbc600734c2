import type { NotificationType } from "@/lib/generated/prisma/enums";

/**
 * The kinds of notification a member can list on their own (`kind` of GET /api/notifications, the
 * filters of /notifications): the types each gathers, and what /notifications says when there are
 * none. Every type belongs to one kind.
 */
export const NOTIFICATION_KINDS = {
  replies: { label: "Replies", types: ["REPLY"], none: "No replies to your threads or replies in the last 90 days." },
  mentions: { label: "Mentions", types: ["MENTION"], none: "Nobody mentioned you in the last 90 days." },
  likes: { label: "Likes", types: ["LIKE", "POTD"], none: "No likes or Post of the Day marks in the last 90 days." },
  follows: {
    label: "Following",
    types: ["FOLLOW", "NEW_THREAD", "CATEGORY_THREAD", "NEW_FOLLOWER"],
    none: "No new replies in threads you follow, new threads from members or categories you follow or new followers in the last 90 days.",
  },
  messages: { label: "Messages", types: ["DIRECT_MESSAGE"], none: "No private messages in the last 90 days." },
  forum: { label: "From Fight Forum", types: ["SYSTEM", "THREAD_PINNED", "REPORT", "VERIFICATION_REQUEST", "VERIFICATION_DECISION", "PICKEM_RESULT", "PICKEM_REMINDER"], none: "No news from Fight Forum in the last 90 days." },
} as const satisfies Record<string, { label: string; types: readonly NotificationType[]; none: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

/** What /notifications shows: every notification, the unread ones, or one kind (`?show=`). */
export type NotificationFilter = "all" | "unread" | NotificationKind;
export const NOTIFICATION_FILTERS = ["all", "unread", ...NOTIFICATION_KIND_NAMES] as const satisfies readonly NotificationFilter[];

/** The status and kind GET /api/notifications is asked for to show a filter. */
export function notificationFilterQuery(filter: NotificationFilter): { status: "all" | "unread"; kind?: NotificationKind } {
  if (filter === "all" || filter === "unread") return { status: filter };
  return { status: "all", kind: filter };
}
