/** Why a member reports a post, as the report dialog offers and the moderation queue counts them (no zod: the dialog imports it). */
export const REPORT_REASONS = ["SPAM", "ABUSE", "EXPLICIT", "OTHER"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: "Spam or advertising",
  ABUSE: "Harassment, hate or threats",
  EXPLICIT: "Explicit or graphic content",
  OTHER: "Something else",
};
