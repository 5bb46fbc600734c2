/** Why a member reports a post or another member, as the report dialog offers and the moderation queue counts them (no zod: the dialog imports it). */
export const POST_REPORT_REASONS = ["SPAM", "ABUSE", "EXPLICIT", "OTHER"] as const;
/** A member can also be reported for posing as somebody else, a fighter most often. */
export const MEMBER_REPORT_REASONS = ["IMPERSONATION", "SPAM", "ABUSE", "EXPLICIT", "OTHER"] as const;
export type ReportReason = (typeof MEMBER_REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  IMPERSONATION: "Pretending to be someone else",
  SPAM: "Spam or advertising",
  ABUSE: "Harassment, hate or threats",
  EXPLICIT: "Explicit or graphic content",
  OTHER: "Something else",
};
