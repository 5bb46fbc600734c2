import { z } from "zod";
import { MONTH_PATTERN } from "@/lib/payouts/month";

const MONTH_MESSAGE = "month must be a month written YYYY-MM, e.g. 2026-11";

/** A statement month (UTC), from 2000 to 2100. */
export const monthSchema = z
  .string({ error: MONTH_MESSAGE })
  .regex(MONTH_PATTERN, MONTH_MESSAGE)
  .refine((month) => month >= "2000-01" && month <= "2100-12", MONTH_MESSAGE);

/** Query of GET /api/admin/payouts: the month's statement as JSON, or its fighter rows as CSV. */
export const payoutStatementQuerySchema = z.object({
  month: monthSchema,
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

/** Path of POST /api/admin/payouts/{month}/close. */
export const closeMonthParamsSchema = z.object({ month: monthSchema });
