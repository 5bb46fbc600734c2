import "server-only";
import { deleteClerkUser } from "@/lib/auth/clerk-users";
import type { Viewer } from "@/lib/auth/viewer";
import { cancelSubscriptions } from "@/lib/billing/cancel-subscriptions";
import { db } from "@/lib/db";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { eraseMember } from "./erase-member";

/**
 * A leaving member stops paying before their data goes: their Stripe subscriptions are cancelled
 * now. Members who never reached checkout have no Stripe customer, and Stripe is not called.
 * A Stripe outage fails the deletion (503) with nothing erased, so it can simply be retried.
 */
export async function cancelSubscriptionsOfLeavingMember(member: { stripeCustomerId: string | null }) {
  if (!member.stripeCustomerId) return;
  await cancelSubscriptions(member.stripeCustomerId, "account-deleted");
}

/**
 * A member deletes their own account: their subscriptions at Stripe, their data in one transaction,
 * their image files, then their Clerk user (whose `user.deleted` webhook then finds nothing left to
 * erase). Their session stops working at once: a session without a profile row is signed out.
 */
export async function deleteOwnAccount(viewer: NonNullable<Viewer>) {
  await cancelSubscriptionsOfLeavingMember(viewer);
  const mediaUrls = await db.$transaction((tx) => eraseMember(tx, viewer.id), { timeout: 60_000 });
  await deleteUnreferencedMedia(mediaUrls);
  await deleteClerkUser(viewer.clerkId);
  return { deleted: true as const };
}
