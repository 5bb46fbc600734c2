import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { PRO_ROLES } from "@/lib/auth/roles";
import type { FollowedMemberDto } from "./member-follows";
import { FOLLOWERS_COUNT } from "./profile";
import { followsYouColumn } from "./relationship";
import { blockHolds } from "./restrictions";

/** How many members are suggested at once. */
export const FOLLOW_SUGGESTIONS_SIZE = 5;

/** /following suggests members to follow while the viewer follows fewer than this many. */
export const SUGGEST_FOLLOWS_BELOW = 5;

/** A member suggested to follow, with how many follow them already and whether they follow the viewer. */
export interface FollowSuggestionDto extends FollowedMemberDto {
  followersCount: number;
  followsYou: boolean;
}

/** GET /api/users/me/follow-suggestions's body. */
export interface FollowSuggestionsAnswer {
  members: FollowSuggestionDto[];
}

/**
 * Pro fighters and industry professionals the viewer might follow, the highest Fight Cred first
 * (the `(fightCred, id)` index, so the work stays small however many members there are): not the
 * viewer, not anyone they follow, muted or blocked, not a member who blocked them (who would refuse
 * the follow), not a banned member. Followers are counted for the rows returned only.
 */
export async function listFollowSuggestions(viewer: SignedInViewer): Promise<FollowSuggestionsAnswer> {
  const members = await db.$queryRaw<FollowSuggestionDto[]>`
    SELECT id, username, "imageUrl", role, ${FOLLOWERS_COUNT}, ${followsYouColumn(viewer.id, Prisma.sql`"User".id`)}
    FROM "User"
    WHERE role::text = ANY(${[...PRO_ROLES]}::text[]) AND id <> ${viewer.id} AND NOT "isBanned"
      AND NOT EXISTS (SELECT 1 FROM "MemberFollow" f WHERE f."followerId" = ${viewer.id} AND f."memberId" = "User".id)
      AND NOT EXISTS (SELECT 1 FROM "MemberRestriction" r WHERE r."userId" = ${viewer.id} AND r."targetId" = "User".id)
      AND NOT ${blockHolds(Prisma.sql`"User".id`, Prisma.sql`${viewer.id}`)}
    ORDER BY "fightCred" DESC, id
    LIMIT ${FOLLOW_SUGGESTIONS_SIZE}`;
  return { members };
}
