import type { PlanType, Role } from "@/lib/generated/prisma/enums";

/** Privileged roles count as paid and see premium content (DESIGN.md "Rules the spec leaves open"). */
const PRIVILEGED_ROLES: readonly Role[] = ["ADMIN", "MODERATOR", "FIGHTER", "INDUSTRY_PROFESSIONAL"];
/** Moderators and admins: they moderate, and cannot be blocked. */
export const STAFF_ROLES: readonly Role[] = ["ADMIN", "MODERATOR"];
/**
 * Pro fighters and MMA industry professionals: verified by the admins on request, named in full on
 * their profiles, suggested to follow and listed on /fighters.
 */
export const PRO_ROLES = ["FIGHTER", "INDUSTRY_PROFESSIONAL"] as const satisfies readonly Role[];
export type ProRole = (typeof PRO_ROLES)[number];
export const isProRole = (role: Role): role is ProRole => (PRO_ROLES as readonly Role[]).includes(role);
/** Verified pro fighters: they earn a revenue share (an Earnings tab) and show a weight class and a pro record. */
export function isVerifiedFighter(member: { role: Role; isVerified: boolean }) {
  return member.role === "FIGHTER" && member.isVerified;
}
/** Roles that earn Fight Cred rank; staff do not appear in rankings. */
export const RANKED_ROLES: readonly Role[] = ["USER", "FIGHTER", "INDUSTRY_PROFESSIONAL"];

export function isStaff(role: Role) {
  return STAFF_ROLES.includes(role);
}

export function isPaidMember(member: { role: Role; planType: PlanType }) {
  return member.planType !== "FREE" || PRIVILEGED_ROLES.includes(member.role);
}
