/** The roles a member may ask to be verified as (lib/members/verification.ts), and how the forum names each. */
export const VERIFIED_ROLES = {
  FIGHTER: "pro fighter",
  INDUSTRY_PROFESSIONAL: "MMA industry professional",
} as const;
export type VerifiedRole = keyof typeof VERIFIED_ROLES;
export const VERIFIED_ROLE_NAMES = Object.keys(VERIFIED_ROLES) as [VerifiedRole, ...VerifiedRole[]];

const WITH_ARTICLE: Record<VerifiedRole, string> = { FIGHTER: "a pro fighter", INDUSTRY_PROFESSIONAL: "an MMA industry professional" };

/** "a pro fighter", "an MMA industry professional" (said "em-em-ay"). */
export const verifiedRoleWithArticle = (role: VerifiedRole) => WITH_ARTICLE[role];

/** The verification form's links box: one address a line, blank lines left out. */
export const linksFromLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
