import "server-only";
import { deleteClerkUser } from "@/lib/auth/clerk-users";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { eraseMember } from "./erase-member";

/**
 * A member deletes their own account: their data in one transaction, then their image files, then
 * their Clerk user (whose `user.deleted` webhook then finds nothing left to erase). Their session
 * stops working at once: a session without a profile row is signed out.
 */
export async function deleteOwnAccount(viewer: NonNullable<Viewer>) {
  const mediaUrls = await db.$transaction((tx) => eraseMember(tx, viewer.id), { timeout: 60_000 });
  await deleteUnreferencedMedia(mediaUrls);
  await deleteClerkUser(viewer.clerkId);
  return { deleted: true as const };
}
