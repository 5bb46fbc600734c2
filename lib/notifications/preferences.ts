/** The notification types a member can turn off on /account (SYSTEM messages about their plan always arrive). */
export const NOTIFICATION_PREFERENCES = [
  { type: "REPLY", label: "Replies to my threads and replies" },
  { type: "MENTION", label: "Mentions of @me" },
  { type: "LIKE", label: "Likes on my threads and replies" },
  { type: "POTD", label: "Post of the Day marks on my threads" },
  { type: "THREAD_PINNED", label: "My threads pinned by staff" },
  { type: "FOLLOW", label: "New replies in threads I follow" },
  { type: "NEW_THREAD", label: "New threads from members I follow" },
  { type: "CATEGORY_THREAD", label: "New threads in categories I follow" },
  { type: "NEW_FOLLOWER", label: "Members who start following me" },
  { type: "DIRECT_MESSAGE", label: "Private messages sent to me" },
  { type: "PICKEM_RESULT", label: "My pick'em results when an event I picked ends" },
  { type: "PICKEM_REMINDER", label: "Reminders to pick before an event's picks lock" },
] as const;

export type NotificationPreferenceType = (typeof NOTIFICATION_PREFERENCES)[number]["type"];
export type NotificationPreferences = Record<NotificationPreferenceType, boolean>;
