import type { ProRole } from "@/lib/auth/roles";

/** How the forum names the roles a member may ask to be verified as (lib/members/verification.ts). */
export const VERIFIED_ROLES: Record<ProRole, string> = {
  FIGHTER: "pro fighter",
  INDUSTRY_PROFESSIONAL: "MMA industry professional",
};

const WITH_ARTICLE: Record<ProRole, string> = { FIGHTER: "a pro fighter", INDUSTRY_PROFESSIONAL: "an MMA industry professional" };

/** "a pro fighter", "an MMA industry professional" (said "em-em-ay"). */
export const verifiedRoleWithArticle = (role: ProRole) => WITH_ARTICLE[role];

/** The verification form's links box: one address a line, blank lines left out. */
export const linksFromLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
