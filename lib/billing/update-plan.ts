import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { PlanType } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { toProfileDto } from "@/lib/members/profile-dto";
import { changePlan } from "./plan-change";

/**
 * POST /api/users/update-plan: staff set a member's plan by hand (members never set their own
 * plan, Stripe's state does). The server itself changes plans through
 * `changePlan` and `applyBillingState`, never through this call.
 */
export async function updatePlan(viewer: NonNullable<Viewer>, clerkUserId: string, planType: PlanType) {
  assertStaff(viewer);
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { clerkId: clerkUserId }, select: { id: true, planType: true } });
    if (!target) throw notFound("User not found");
    const updated = await changePlan(tx, target.id, planType, viewer.id);
    const user = await tx.user.findUniqueOrThrow({ where: { id: target.id } });
    return { updated, previousPlan: target.planType, newPlan: planType, planType, user: toProfileDto(user) };
  });
}
