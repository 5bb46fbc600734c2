import "server-only";
import { cache } from "react";
import { auth, currentUser } from "@clerk/nextjs/server";
import { devLoginEnabled } from "./config";
import { isPaidMember, isStaff } from "./roles";
import { syncUserFromIdentity } from "@/lib/users/sync-user";
import { db } from "@/lib/db";

export type Viewer = Awaited<ReturnType<typeof loadViewer>>;
export type SignedInViewer = NonNullable<Viewer>;

const viewerSelect = {
  id: true,
  clerkId: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  imageUrl: true,
  role: true,
  planType: true,
  isBanned: true,
  stripeCustomerId: true,
} as const;

async function loadViewer(clerkId: string) {
  let user = await db.user.findUnique({ where: { clerkId }, select: viewerSelect });
  if (!user && !devLoginEnabled) {
    // First request after signing in with real Clerk: create our profile row from Clerk's user.
    const identity = await currentUser();
    if (identity?.id === clerkId) {
      await syncUserFromIdentity(clerkId, {
        username: identity.username ?? undefined,
        firstName: identity.firstName ?? undefined,
        lastName: identity.lastName ?? undefined,
        email: identity.emailAddresses[0]?.emailAddress,
        profileImageUrl: identity.imageUrl,
      });
      user = await db.user.findUnique({ where: { clerkId }, select: viewerSelect });
    }
  }
  if (!user) return null;
  return { ...user, isPaid: isPaidMember(user), isStaff: isStaff(user.role) };
}

/**
 * The signed-in member making this request, from the verified Clerk session only, or null.
 * A session whose profile row was deleted (account deletion) counts as signed out.
 */
export const getViewer = cache(async () => {
  const { userId } = await auth();
  if (!userId) return null;
  return loadViewer(userId);
});
