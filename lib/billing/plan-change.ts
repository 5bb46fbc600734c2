import "server-only";
import type { PlanType, Prisma } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";

const PLAN_CHANGE_MESSAGES: Record<PlanType, string> = {
  BASIC: "Welcome to the Basic plan! You can now create posts and replies, see pro fighter posts and earn Fight Cred.",
  FREE: "Your Basic plan has ended. Your account is now on the Free plan.",
};

/**
 * Sets a member's plan and, when it really changes, sends them a SYSTEM notification, in the
 * caller's transaction. The conditional update makes concurrent changes notify once.
 * Returns whether the plan changed.
 */
export async function changePlan(tx: Prisma.TransactionClient, userId: string, planType: PlanType, actorId: string | null) {
  const { count } = await tx.user.updateMany({ where: { id: userId, planType: { not: planType } }, data: { planType } });
  if (count > 0) await notify(tx, [{ userId, actorId, type: "SYSTEM", message: PLAN_CHANGE_MESSAGES[planType] }]);
  return count > 0;
}
