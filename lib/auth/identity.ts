import "server-only";
import { clerkClient } from "@clerk/nextjs/server";
import { notFound, serviceUnavailable } from "@/lib/http/errors";
import type { SyncUserInput } from "@/lib/validation/users";
import { devLoginEnabled } from "./config";

/** The fields of Clerk's user (Backend API or `currentUser()`) that make up a member's identity. */
interface ClerkIdentity {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string;
  primaryEmailAddressId: string | null;
  emailAddresses: { id: string; emailAddress: string }[];
}

function identityOfClerkUser(user: ClerkIdentity): SyncUserInput {
  const email = user.emailAddresses.find((address) => address.id === user.primaryEmailAddressId) ?? user.emailAddresses[0];
  return {
    username: user.username ?? undefined,
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    email: email?.emailAddress,
    profileImageUrl: user.imageUrl,
  };
}

/**
 * A member's identity as the identity provider holds it, never as a request says: Clerk's user,
 * read through its Backend API. With the development sign-in the provider is our own store, whose
 * profile row already holds the identity: nothing changes.
 */
export async function identityFromProvider(clerkId: string): Promise<SyncUserInput> {
  if (devLoginEnabled) return {};
  try {
    return identityOfClerkUser(await (await clerkClient()).users.getUser(clerkId));
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) throw notFound("User not found");
    console.error(`[clerk] reading user ${clerkId} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable("The identity service is temporarily unavailable. Please try again shortly.");
  }
}
