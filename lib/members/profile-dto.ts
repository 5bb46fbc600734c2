import "server-only";
import { Prisma, type User } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { RANKED_ROLES } from "@/lib/auth/roles";
import { statusFor } from "@/lib/fight-cred";
import { httpUrlOrNull } from "@/lib/security/http-url";

/** A member counts as online when seen within this many milliseconds. */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** An author's public columns in SQL, read from `u`, their User row (see `authorFromColumns`). */
export const AUTHOR_COLUMNS = Prisma.sql`u.id AS "authorId", u."clerkId" AS "authorClerkId", u.username AS "authorUsername",
  u.role AS "authorRole", u."imageUrl" AS "authorImageUrl", u."fightCred" AS "authorFightCred",
  u."isVerified" AS "authorIsVerified", u."lastSeenAt" AS "authorLastSeenAt"`;

/**
 * Whether the viewer muted or blocked the author read as `u` (lib/members/restrictions.ts), which
 * collapses their posts for the viewer; false for no viewer or no author.
 */
export const authorMutedBy = (viewerId: string | null) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "MemberRestriction" mr WHERE mr."userId" = ${viewerId} AND mr."targetId" = u.id)`;

export interface AuthorColumns {
  authorId: string;
  authorClerkId: string;
  authorUsername: string;
  authorRole: Role;
  authorImageUrl: string | null;
  authorFightCred: number;
  authorIsVerified: boolean;
  authorLastSeenAt: Date | null;
}

/** What `toAuthorDto` reads of a member. */
export type AuthorRow = Pick<User, "id" | "clerkId" | "username" | "role" | "imageUrl" | "fightCred" | "isVerified" | "lastSeenAt">;

/** The author a row's `AUTHOR_COLUMNS` name. */
export function authorFromColumns(columns: AuthorColumns): AuthorRow {
  return {
    id: columns.authorId,
    clerkId: columns.authorClerkId,
    username: columns.authorUsername,
    role: columns.authorRole,
    imageUrl: columns.authorImageUrl,
    fightCred: columns.authorFightCred,
    isVerified: columns.authorIsVerified,
    lastSeenAt: columns.authorLastSeenAt,
  };
}

/** The author shown on threads and replies: public fields only. */
export function toAuthorDto(user: AuthorRow) {
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
