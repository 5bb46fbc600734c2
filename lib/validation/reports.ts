import { z } from "zod";
import { MODERATION_QUEUE_PAGE_SIZE, REPORT_DETAILS_MAX } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";
import { REPORT_REASONS } from "./report-reasons";

/** Body of POST /api/threads/{id}/report and /api/replies/{id}/report, shared by the report dialog. */
export const reportPostSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "Choose why you are reporting this post" }),
    details: z
      .string({ error: "Details must be text" })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details cannot be longer than ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .transform((details) => details || undefined),
  })
  .refine((report) => report.reason !== "OTHER" || report.details !== undefined, {
    message: "Tell the moderators what is wrong with this post",
    path: ["details"],
  });
export type ReportPostInput = z.infer<typeof reportPostSchema>;

/** Query of GET /api/moderation/reports: a page of reported posts, longest waiting first. */
export const moderationQueueQuerySchema = z.object({
  limit: pageLimitSchema(MODERATION_QUEUE_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** Body of POST /api/moderation/reports/dismiss: the thread or reply whose open reports staff dismiss. */
export const dismissReportsSchema = z.object({
  kind: z.enum(["thread", "reply"], { error: "kind must be thread or reply" }),
  id: z.string({ error: "id is required" }).min(1, "id is required").max(100, "id is not a post id"),
});
