import { z } from "zod";

export const THREAD_TITLE_MAX = 150;
export const THREAD_PAGE_SIZE = 10;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query of GET /api/threads/{category}: the pinned list, or a page of regular threads. */
export const listThreadsQuerySchema = z.object({
  pinned: booleanFlag.optional(),
  pinnedByUserFilter: z.enum(["exclude", "include"]).optional(),
  sort: z.enum(["recent", "new"], { error: "sort must be recent or new" }).default("recent"),
  timeRange: z.enum(["all", "week"], { error: "timeRange must be all or week" }).default("all"),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(THREAD_PAGE_SIZE),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0, "offset must not be negative").max(1_000_000).default(0),
  userId: z.string().max(100).optional(),
});
export type ListThreadsQuery = z.infer<typeof listThreadsQuerySchema>;
