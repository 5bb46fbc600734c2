import { z } from "zod";
import { NOTIFICATIONS_PAGE_SIZE } from "./limits";

/**
 * Query of GET /api/notifications: the newest unread notifications (the bell's active list, so read
 * ones never crowd unread ones out of a page), or `status=all` for read ones too.
 */
export const listNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be between 1 and 50")
    .min(1, "limit must be between 1 and 50")
    .max(50, "limit must be between 1 and 50")
    .default(NOTIFICATIONS_PAGE_SIZE),
  status: z.enum(["unread", "all"], { error: "status must be unread or all" }).default("unread"),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;
