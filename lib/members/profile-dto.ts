import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { RANKED_ROLES } from "@/lib/auth/roles";
import { statusFor } from "@/lib/fight-cred";
import { httpUrlOrNull } from "@/lib/security/http-url";

/** A member counts as online when seen within this many milliseconds. */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The columns `toAuthorDto` reads, for the `select` of an author relation. */
export const AUTHOR_SELECT = {
  id: true,
  clerkId: true,
  username: true,
  role: true,
  imageUrl: true,
  fightCred: true,
  isVerified: true,
  lastSeenAt: true,
} as const satisfies Record<keyof Parameters<typeof toAuthorDto>[0], true>;

/**
 * An author relation's `select` for a viewer: the public columns, and whether the viewer muted or
 * blocked them (lib/members/restrictions.ts), which collapses their posts for the viewer.
 */
export function authorSelectFor(viewerId: string | null) {
  return { ...AUTHOR_SELECT, restrictedBy: { where: { userId: viewerId ?? "" }, select: { kind: true }, take: 1 } } as const;
}

/** Whether the viewer muted or blocked the author of a post read with `authorSelectFor`. */
export function isMutedByViewer(author: { restrictedBy: unknown[] }) {
  return author.restrictedBy.length > 0;
}

/** The author shown on threads and replies: public fields only. */
export function toAuthorDto(user: Pick<User, "id" | "clerkId" | "username" | "role" | "imageUrl" | "fightCred" | "isVerified" | "lastSeenAt">) {
  return {
    id: user.id,
    externalId: user.clerkId,
    username: user.username,
    role: user.role,
    imageUrl: user.imageUrl,
    isVerified: user.isVerified,
    status: RANKED_ROLES.includes(user.role) ? statusFor(user.fightCred) : null,
    points: user.fightCred,
    isOnline: user.lastSeenAt !== null && Date.now() - user.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
  };
}
export type AuthorDto = ReturnType<typeof toAuthorDto>;

export function socialLinksOf(user: Pick<User, "twitterUrl" | "instagramUrl" | "youtubeUrl" | "facebookUrl">) {
  return {
    twitter: httpUrlOrNull(user.twitterUrl),
    instagram: httpUrlOrNull(user.instagramUrl),
    youtube: httpUrlOrNull(user.youtubeUrl),
    facebook: httpUrlOrNull(user.facebookUrl),
  };
}

/** A member's own profile as the users/clerk calls return it (includes their plan and email). */
export function toProfileDto(user: User) {
  return {
    id: user.id,
    externalId: user.clerkId,
    username: user.username,
    role: user.role,
    status: statusFor(user.fightCred),
    points: user.fightCred,
    totalFighterCred: user.fightCred,
    postsCount: user.postsCount,
    likesCount: user.likesCount,
    potdCount: user.potdCount,
    repliesCount: user.repliesCount,
    pinnedByUserCount: user.pinnedByUserCount,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
    emailAddress: user.email,
    imageUrl: user.imageUrl,
    profileImageUrl: user.imageUrl,
    planType: user.planType,
    isVerified: user.isVerified,
    socialLinks: socialLinksOf(user),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type ProfileDto = ReturnType<typeof toProfileDto>;
