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
