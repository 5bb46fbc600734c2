import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { isStaff } from "@/lib/auth/roles";
import { cancelSubscriptionsAndRefundLatestPayment } from "@/lib/billing/refunds";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/notify";
import { formatPrice } from "@/lib/format";
import { closeMemberReports } from "@/lib/moderation/reports";

/**
 * POST /api/users/{id}/ban (staff): the member can no longer post or reply (the `paid` gate refuses
 * banned members), their subscription is cancelled and their latest payment refunded in full
 * (SPEC.md terms). Stripe goes first, with idempotency keys, so a failed ban can simply be retried.
 */
export async function banMember(viewer: NonNullable<Viewer>, userId: string) {
  assertStaff(viewer);
  const target = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, role: true, isBanned: true, stripeCustomerId: true },
  });
  if (!target) throw notFound("User not found");
  if (isStaff(target.role)) throw forbidden("Moderators and admins cannot be banned");
  if (target.isBanned) throw conflict("This member is already banned", "ALREADY_BANNED");

  const billing = target.stripeCustomerId
    ? await cancelSubscriptionsAndRefundLatestPayment(target.stripeCustomerId, target.id)
    : { canceledSubscriptions: [], refund: null };

  const user = await db.$transaction(async (tx) => {
    const banned = await tx.user.update({
      where: { id: target.id },
      data: {
        isBanned: true,
        bannedAt: new Date(),
        planType: "FREE",
        ...(billing.canceledSubscriptions.length > 0 && { subscriptionStatus: "canceled" }),
      },
      select: { id: true, username: true, isBanned: true, bannedAt: true, planType: true },
    });
    const refunded = billing.refund ? ` Your latest payment of ${formatPrice(billing.refund.amount)} has been refunded.` : "";
    const cancelled = billing.canceledSubscriptions.length > 0 ? " Your subscription has been cancelled." : "";
    await notify(tx, [
      {
        userId: target.id,
        actorId: viewer.id,
        type: "SYSTEM",
        message: `Your account has been banned by the moderators for breaking the community guidelines.${cancelled}${refunded}`,
      },
    ]);
    await closeMemberReports(tx, target.id, viewer.id, "banned");
    return banned;
  });
  return { banned: true, user: { ...user, bannedAt: user.bannedAt?.toISOString() ?? null }, ...billing };
}

/**
 * DELETE /api/users/{id}/ban (staff): lifts a ban made in error or served. The member may post
 * and reply again once they subscribe again (the ban cancelled their plan and refunded it); their
 * rank comes back with them. They are told (SYSTEM notice).
 */
export async function liftBan(viewer: NonNullable<Viewer>, userId: string) {
  assertStaff(viewer);
  const user = await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, isBanned: true }, data: { isBanned: false, bannedAt: null } });
    const member = await tx.user.findUnique({ where: { id: userId }, select: { id: true, username: true, isBanned: true, planType: true } });
    if (!member) throw notFound("User not found");
    if (count === 0) throw conflict("This member is not banned", "NOT_BANNED");
    const subscribe = member.planType === "FREE" ? " Subscribe again to post and reply." : "";
    await notify(tx, [{ userId: member.id, actorId: viewer.id, type: "SYSTEM", message: `The moderators lifted your ban.${subscribe}` }]);
    return member;
  });
  return { banned: false, user };
}
