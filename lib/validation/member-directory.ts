import { z } from "zod";
import { PRO_ROLES } from "@/lib/auth/roles";
import { WEIGHT_CLASS_VALUES } from "@/lib/members/fighter-details";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "./limits";
import { pageLimitSchema, scoreCursorSchema } from "./pagination";

/** Query of GET /api/users/directory: a page of pro fighters (or industry professionals), the highest Fight Cred first; pro fighters of one weight class with `weightClass`. */
export const memberDirectoryQuerySchema = z.object({
  role: z.enum(PRO_ROLES, { error: "role must be FIGHTER or INDUSTRY_PROFESSIONAL" }).default("FIGHTER"),
  weightClass: z.enum(WEIGHT_CLASS_VALUES, { error: `weightClass must be one of ${WEIGHT_CLASS_VALUES.join(", ")}` }).optional(),
  limit: pageLimitSchema(MEMBER_DIRECTORY_PAGE_SIZE),
  cursor: scoreCursorSchema.optional(),
});
export type MemberDirectoryQuery = z.infer<typeof memberDirectoryQuerySchema>;
