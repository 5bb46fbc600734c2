import { z } from "zod";

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Query of GET /api/notifications: the newest notifications, optionally only the unread ones. */
export const listNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be between 1 and 50")
    .min(1, "limit must be between 1 and 50")
    .max(50, "limit must be between 1 and 50")
    .default(NOTIFICATIONS_PAGE_SIZE),
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .transform((value) => value === "true")
    .default(false),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;
