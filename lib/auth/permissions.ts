import { forbidden, upgradeRequired } from "@/lib/http/errors";

/** What the permission checks read of a signed-in viewer. */
interface Member {
  isBanned: boolean;
  isPaid: boolean;
  isStaff: boolean;
}

/**
 * Posting threads and replies and uploading images: paid plans and privileged roles, never a
 * banned member. The route gate (`handler({ access: "paid" })`) and each data-layer function that
 * publishes call this one rule.
 */
export function assertMayPublish(member: Member) {
  if (member.isBanned) throw forbidden("Your account has been banned from posting.", "BANNED");
  if (!member.isPaid) throw upgradeRequired();
}

/** Money (payout statements, closing a month): admins only, not moderators. */
export function assertAdmin(member: { role: string }, message = "Only admins can do this.") {
  if (member.role !== "ADMIN") throw forbidden(message);
}

/** Moderation (pin, lock, plan changes, bans): moderators and admins only. */
export function assertStaff(member: Member, message = "Only moderators and admins can do this.") {
  if (!member.isStaff) throw forbidden(message);
}

/** Changing one's public profile (names, links, picture): never a banned member, whose profile stays as it was. */
export function assertMayEditProfile(member: Pick<Member, "isBanned">) {
  if (member.isBanned) throw forbidden("Your account has been banned from editing your profile.", "BANNED");
}
