import { z } from "zod";
import { NOTIFICATION_FILTERS, NOTIFICATION_KIND_NAMES } from "@/lib/notifications/notification-kinds";
import { NOTIFICATIONS_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** One kind of notification (`NOTIFICATION_KINDS`), by name. */
const kindSchema = z.enum(NOTIFICATION_KIND_NAMES, { error: `kind must be one of ${NOTIFICATION_KIND_NAMES.join(", ")}` });

/**
 * Query of GET /api/notifications: the newest unread notifications (the bell's active list, so read
 * ones never crowd unread ones out of a page), or `status=all` for read ones too (/notifications);
 * `kind` keeps one kind of notification (`NOTIFICATION_KINDS`); `cursor` pages any of them by keyset.
 */
export const listNotificationsQuerySchema = z.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE_SIZE),
  status: z.enum(["unread", "all"], { error: "status must be unread or all" }).default("unread"),
  kind: kindSchema.optional(),
  cursor: cursorSchema.optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

/** Query of POST /api/notifications/read-all: every unread notification, or those of one kind (a filter of /notifications). */
export const markAllReadQuerySchema = z.object({ kind: kindSchema.optional() });
export type MarkAllReadQuery = z.infer<typeof markAllReadQuerySchema>;

/** Search parameters of the /notifications page: a filter, all notifications when absent or mistyped. */
export const notificationsPageSearchSchema = z.object({ show: z.enum(NOTIFICATION_FILTERS).catch("all").default("all") });
