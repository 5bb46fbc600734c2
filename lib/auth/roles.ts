import type { PlanType, Role } from "@/lib/generated/prisma/enums";

/** Privileged roles count as paid and see premium content (DESIGN.md "Rules the spec leaves open"). */
const PRIVILEGED_ROLES: readonly Role[] = ["ADMIN", "MODERATOR", "FIGHTER", "INDUSTRY_PROFESSIONAL"];
/** Moderators and admins: they moderate, and cannot be blocked. */
export const STAFF_ROLES: readonly Role[] = ["ADMIN", "MODERATOR"];
/** Roles that earn Fight Cred rank; staff do not appear in rankings. */
export const RANKED_ROLES: readonly Role[] = ["USER", "FIGHTER", "INDUSTRY_PROFESSIONAL"];

export function isStaff(role: Role) {
  return STAFF_ROLES.includes(role);
}

export function isPaidMember(member: { role: Role; planType: PlanType }) {
  return member.planType !== "FREE" || PRIVILEGED_ROLES.includes(member.role);
}
