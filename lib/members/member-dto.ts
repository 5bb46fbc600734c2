import "server-only";
import { isProRole } from "@/lib/auth/roles";
import type { Viewer } from "@/lib/auth/viewer";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { socialLinksOf, toAuthorDto } from "@/lib/members/profile-dto";
import { fighterDetailsOf } from "./fighter-details";

/**
 * The columns a member summary needs: public ones, plus the ban flag the rankings check, so these
 * queries never load an e-mail, a plan or a billing id.
 */
export const memberSummarySelect = {
  id: true,
  clerkId: true,
  username: true,
  role: true,
  imageUrl: true,
  isVerified: true,
  lastSeenAt: true,
  isBanned: true,
  fightCred: true,
  postsCount: true,
  likesCount: true,
  potdCount: true,
  repliesCount: true,
  repliesReceivedCount: true,
  pinnedByUserCount: true,
} as const satisfies Prisma.UserSelect;

export type MemberSummaryRow = Prisma.UserGetPayload<{ select: typeof memberSummarySelect }>;

/** A member in the Top Users panel and the rankings table: public fields and activity counters. */
export function toMemberSummaryDto(user: MemberSummaryRow) {
  return {
    ...toAuthorDto(user),
    fightCred: user.fightCred,
    postsCount: user.postsCount,
    likesCount: user.likesCount,
    potdCount: user.potdCount,
    repliesCount: user.repliesCount,
    repliesReceivedCount: user.repliesReceivedCount,
    pinnedByUserCount: user.pinnedByUserCount,
  };
}
export type MemberSummaryDto = ReturnType<typeof toMemberSummaryDto>;

export const publicProfileSelect = {
  ...memberSummarySelect,
  firstName: true,
  lastName: true,
  bio: true,
  weightClass: true,
  recordWins: true,
  recordLosses: true,
  recordDraws: true,
  twitterUrl: true,
  instagramUrl: true,
  youtubeUrl: true,
  facebookUrl: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect;

export type PublicProfileRow = Prisma.UserGetPayload<{ select: typeof publicProfileSelect }>;

/** The full name a member shows: a pro fighter's or an industry professional's, when they gave one. */
export function shownFullName(member: { role: Role; firstName: string | null; lastName: string | null }) {
  return (isProRole(member.role) && [member.firstName, member.lastName].filter(Boolean).join(" ")) || null;
}

/**
 * A profile page's member. Rank and status only for roles that earn rank (`standing` is null for
 * the others); e-mail and plan only when the viewer is that member, from the viewer's own record;
 * whether they are banned only for staff.
 */
export function toPublicProfileDto(
  user: PublicProfileRow,
  standing: { rank: number; isTied: boolean } | null,
  viewer: Viewer,
) {
  const self = viewer?.id === user.id ? viewer : null;
  return {
    ...toMemberSummaryDto(user),
    fullName: shownFullName(user),
    rank: standing?.rank ?? null,
    isTied: standing?.isTied ?? false,
    bio: user.bio,
    fighterDetails: fighterDetailsOf(user),
    totalFighterCred: user.fightCred,
    profileImageUrl: user.imageUrl,
    socialLinks: socialLinksOf(user),
    createdAt: user.createdAt.toISOString(),
    ...(self && { emailAddress: self.email, planType: self.planType }),
    // Only staff learn that a member is banned, to ban them from their profile.
    ...(viewer?.isStaff && { isBanned: user.isBanned }),
  };
}
export type PublicProfileDto = ReturnType<typeof toPublicProfileDto>;
