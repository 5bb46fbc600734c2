import "server-only";
import { clerkClient } from "@clerk/nextjs/server";
import { serviceUnavailable } from "@/lib/http/errors";
import { devLoginEnabled } from "./config";

/**
 * Deletes a member's Clerk user so the identity is gone too. The development sign-in has no Clerk
 * users; a user Clerk no longer has counts as deleted.
 */
export async function deleteClerkUser(clerkId: string) {
  if (devLoginEnabled) return;
  try {
    const clerk = await clerkClient();
    await clerk.users.deleteUser(clerkId);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return;
    console.error(`[clerk] deleting user ${clerkId} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable("Failed to delete account. Please try again later.");
  }
}

function clerkWriteFailed(what: string, clerkId: string, error: unknown, message = "Your account could not be updated. Please try again later.") {
  console.error(`[clerk] ${what} of ${clerkId} failed: ${error instanceof Error ? error.message : String(error)}`);
  return serviceUnavailable(message);
}

/**
 * Writes a member's names to their Clerk user, which stays the identity's source (its webhooks and
 * the sign-in sync copy Clerk's names back). The development sign-in has no Clerk users.
 */
export async function writeNamesToClerk(clerkId: string, names: { firstName?: string | null; lastName?: string | null }) {
  if (devLoginEnabled) return;
  // Clerk's API clears a name with an empty string, not null.
  const params: { firstName?: string; lastName?: string } = {};
  if (names.firstName !== undefined) params.firstName = names.firstName ?? "";
  if (names.lastName !== undefined) params.lastName = names.lastName ?? "";
  try {
    await (await clerkClient()).users.updateUser(clerkId, params);
  } catch (error) {
    throw clerkWriteFailed("writing the names", clerkId, error);
  }
}

/**
 * Makes an image the member's Clerk profile picture and answers the address Clerk serves it from
 * (on img.clerk.com); null with the development sign-in, whose pictures are stored here.
 */
export async function uploadProfileImageToClerk(clerkId: string, image: { data: Buffer; contentType: string }) {
  if (devLoginEnabled) return null;
  try {
    const file = new Blob([new Uint8Array(image.data)], { type: image.contentType });
    const user = await (await clerkClient()).users.updateUserProfileImage(clerkId, { file });
    return user.imageUrl;
  } catch (error) {
    throw clerkWriteFailed("uploading the profile image", clerkId, error);
  }
}

/**
 * Clears a member's names, and their picture when Clerk holds one, on their Clerk user: staff
 * resetting a reported profile. Clerk goes first so that the sign-in sync does not copy them back.
 * The development sign-in has no Clerk users.
 */
export async function clearClerkProfile(clerkId: string, { picture }: { picture: boolean }) {
  if (devLoginEnabled) return;
  try {
    const users = (await clerkClient()).users;
    await users.updateUser(clerkId, { firstName: "", lastName: "" });
    if (picture) await users.deleteUserProfileImage(clerkId);
  } catch (error) {
    throw clerkWriteFailed("resetting the profile", clerkId, error, "The profile could not be reset. Please try again later.");
  }
}
