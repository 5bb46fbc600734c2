import "server-only";
import { db, type Prisma } from "@/lib/db";
import { isAvatarImageUrl } from "@/lib/media/media-url";
import type { SyncUserInput } from "@/lib/validation/users";
import { toProfileDto } from "./profile-dto";

/** A username free for this Clerk user: the wanted one, else the wanted one with a number. */
async function availableUsername(wanted: string, clerkId: string, client: Prisma.TransactionClient) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? wanted : `${wanted.slice(0, 26)}${attempt + 1}`;
    const owner = await client.user.findUnique({ where: { username: candidate }, select: { clerkId: true } });
    if (!owner || owner.clerkId === clerkId) return candidate;
  }
  return `${wanted.slice(0, 20)}_${clerkId.slice(-8)}`;
}

/**
 * Creates our profile row for a Clerk user on first sign-in, or brings its identity fields up to date.
 * `client` is a transaction when the sync is part of a larger change (a Clerk webhook delivery).
 */
export async function syncUserFromIdentity(clerkId: string, input: SyncUserInput, client: Prisma.TransactionClient = db) {
  const existing = await client.user.findUnique({ where: { clerkId }, select: { username: true } });
  const wanted = input.username ?? existing?.username ?? `member_${clerkId.slice(-8).toLowerCase()}`;
  const username = existing?.username === wanted ? wanted : await availableUsername(wanted, clerkId, client);
  const identity = {
    username,
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.email !== undefined && { email: input.email }),
    // Only pictures from Clerk's image host or our own uploads are kept: no tracking pixels.
    ...(input.profileImageUrl !== undefined && { imageUrl: input.profileImageUrl && isAvatarImageUrl(input.profileImageUrl) ? input.profileImageUrl : null }),
  };
  const user = await client.user.upsert({
    where: { clerkId },
    create: { clerkId, ...identity },
    update: identity,
  });
  return toProfileDto(user);
}

export async function getUserByClerkId(clerkId: string) {
  const user = await db.user.findUnique({ where: { clerkId } });
  return user && toProfileDto(user);
}
