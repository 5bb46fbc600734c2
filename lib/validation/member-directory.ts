import { z } from "zod";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "./limits";
import { pageLimitSchema, scoreCursorSchema } from "./pagination";

/** The roles /fighters lists, one tab each. */
export const DIRECTORY_ROLES = ["FIGHTER", "INDUSTRY_PROFESSIONAL"] as const;
export type DirectoryRole = (typeof DIRECTORY_ROLES)[number];

/** Query of GET /api/users/directory: a page of pro fighters (or industry professionals), the highest Fight Cred first. */
export const memberDirectoryQuerySchema = z.object({
  role: z.enum(DIRECTORY_ROLES, { error: "role must be FIGHTER or INDUSTRY_PROFESSIONAL" }).default("FIGHTER"),
  limit: pageLimitSchema(MEMBER_DIRECTORY_PAGE_SIZE),
  cursor: scoreCursorSchema.optional(),
});
export type MemberDirectoryQuery = z.infer<typeof memberDirectoryQuerySchema>;
