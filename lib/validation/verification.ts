import { z } from "zod";
import { PRO_ROLES } from "@/lib/auth/roles";
import {
  VERIFICATION_LINK_MAX,
  VERIFICATION_LINKS_MAX,
  VERIFICATION_NAME_MAX,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_QUEUE_PAGE_SIZE,
  VERIFICATION_REASON_MAX,
} from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** A web address the admins can open: http(s), no credentials in it. */
const evidenceLink = z
  .string({ error: "Each link must be text" })
  .trim()
  .max(VERIFICATION_LINK_MAX, `A link cannot be longer than ${VERIFICATION_LINK_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Each link must be a full web address starting with https://");

/** Body of POST /api/users/me/verification, shared by the form on /account. */
export const verificationRequestSchema = z.object({
  role: z.enum(PRO_ROLES, { error: "Choose pro fighter or MMA industry professional" }),
  fullName: z
    .string({ error: "Your full name is required" })
    .trim()
    .min(2, "Your full name is required")
    .max(VERIFICATION_NAME_MAX, `Your full name cannot be longer than ${VERIFICATION_NAME_MAX} characters`),
  links: z
    .array(evidenceLink, { error: "Add at least one link that shows who you are" })
    .min(1, "Add at least one link that shows who you are")
    .max(VERIFICATION_LINKS_MAX, `Add at most ${VERIFICATION_LINKS_MAX} links`),
  note: z
    .string({ error: "The note must be text" })
    .trim()
    .max(VERIFICATION_NOTE_MAX, `The note cannot be longer than ${VERIFICATION_NOTE_MAX} characters`)
    .optional()
    .transform((note) => note || undefined),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;

/** Why an admin declines a request or takes a verification back, which the member is told. */
const reasonTheMemberReads = z
  .string({ error: "Tell the member why" })
  .trim()
  .min(1, "Tell the member why")
  .max(VERIFICATION_REASON_MAX, `The reason cannot be longer than ${VERIFICATION_REASON_MAX} characters`);

/** Body of POST /api/admin/verification/{id}: approve, or decline with the reason the member is told. */
export const verificationDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({ decision: z.literal("decline"), reason: reasonTheMemberReads }),
  ],
  { error: "decision must be approve or decline" },
);
export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;

/** Body of DELETE /api/users/{id}/verification: an admin takes a member's verification back, saying why. */
export const verificationRevocationSchema = z.object({ reason: reasonTheMemberReads });
export type VerificationRevocationInput = z.infer<typeof verificationRevocationSchema>;

/** The admins' two lists: the requests under review, and those decided (the latest decision first). */
export const VERIFICATION_LISTS = ["pending", "decided"] as const;
export type VerificationList = (typeof VERIFICATION_LISTS)[number];

/** Query of GET /api/admin/verification: a page of pending requests, longest waiting first, or (`show=decided`) of decided ones, the latest first. */
export const verificationQueueQuerySchema = z.object({
  show: z.enum(VERIFICATION_LISTS, { error: "show must be pending or decided" }).default("pending"),
  limit: pageLimitSchema(VERIFICATION_QUEUE_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;
