import { identityFromProvider } from "@/lib/auth/identity";
import { handler } from "@/lib/http/handler";
import { forbidden, notFound } from "@/lib/http/errors";
import { getUserByClerkId, syncUserFromIdentity } from "@/lib/members/sync-user";
import { syncUserSchema } from "@/lib/validation/users";

/** The local profile of a Clerk user: the member themself, or staff. */
export const GET = handler({ access: "signedIn" }, async ({ viewer, params }) => {
  if (params.id !== viewer.clerkId && !viewer.isStaff) throw forbidden("You can only read your own profile");
  const user = await getUserByClerkId(params.id);
  if (!user) throw notFound("User not found");
  return user;
});

/**
 * Registers or syncs the signed-in member's profile. The body of the documented call is still
 * checked, but identity (username, names, e-mail, picture) is read from the identity provider:
 * a request cannot rename a member or give them another picture.
 */
export const POST = handler({ access: "signedIn", body: syncUserSchema }, async ({ viewer, params }) => {
  if (params.id !== viewer.clerkId) throw forbidden("You can only sync your own profile");
  return syncUserFromIdentity(viewer.clerkId, await identityFromProvider(viewer.clerkId));
});
