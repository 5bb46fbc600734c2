import { z } from "zod";
import { MODERATION_QUEUE_PAGE_SIZE, REPORT_DETAILS_MAX } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";
import { MEMBER_REPORT_REASONS, POST_REPORT_REASONS, type ReportReason } from "./report-reasons";

/** A report's reason, one of `reasons`, and a note, required for "Something else". */
function reportSchema<Reasons extends readonly [ReportReason, ...ReportReason[]]>(reasons: Reasons, noun: "post" | "member" | "message") {
  return z
    .object({
      reason: z.enum(reasons, { error: `Choose why you are reporting this ${noun}` }),
      details: z
        .string({ error: "Details must be text" })
        .trim()
        .max(REPORT_DETAILS_MAX, `Details cannot be longer than ${REPORT_DETAILS_MAX} characters`)
        .optional()
        .transform((details) => details || undefined),
    })
    .refine((report) => report.reason !== "OTHER" || report.details !== undefined, {
      message: `Tell the moderators what is wrong with this ${noun}`,
      path: ["details"],
    });
}

/** Body of POST /api/threads/{id}/report and /api/replies/{id}/report, shared by the report dialog. */
export const reportPostSchema = reportSchema(POST_REPORT_REASONS, "post");
export type ReportPostInput = z.infer<typeof reportPostSchema>;

/** Body of POST /api/users/{id}/report, shared by the report dialog. */
export const reportMemberSchema = reportSchema(MEMBER_REPORT_REASONS, "member");
export type ReportMemberInput = z.infer<typeof reportMemberSchema>;

/** Body of POST /api/messages/{id}/report (its sender reported, the message shared), shared by the report dialog. */
export const reportMessageSchema = reportSchema(MEMBER_REPORT_REASONS, "message");
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

/** Query of GET /api/moderation/reports: a page of reported posts and members, longest waiting first. */
export const moderationQueueQuerySchema = z.object({
  limit: pageLimitSchema(MODERATION_QUEUE_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** Body of POST /api/moderation/reports/dismiss: the thread, reply or member whose open reports staff dismiss. */
export const dismissReportsSchema = z.object({
  kind: z.enum(["thread", "reply", "member"], { error: "kind must be thread, reply or member" }),
  id: z.string({ error: "id is required" }).min(1, "id is required").max(100, "id is not a post or member id"),
});
