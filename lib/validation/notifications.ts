import { z } from "zod";
import { NOTIFICATIONS_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/**
 * Query of GET /api/notifications: the newest unread notifications (the bell's active list, so read
 * ones never crowd unread ones out of a page), or `status=all` for read ones too (/notifications);
 * `cursor` pages either by keyset.
 */
export const listNotificationsQuerySchema = z.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE_SIZE),
  status: z.enum(["unread", "all"], { error: "status must be unread or all" }).default("unread"),
  cursor: cursorSchema.optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;
