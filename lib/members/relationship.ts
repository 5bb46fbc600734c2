import "server-only";
import { isStaff } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { messagesClosedTo } from "@/lib/messages/messages";
import type { MemberFollowAnswer } from "./member-follows";
import type { RestrictionAnswer } from "./restrictions";

/** How the viewer stands with another member, and what they may do about it, for that member's profile page. */
export interface MemberRelationship extends RestrictionAnswer, MemberFollowAnswer {
  /** Whether the member follows the viewer. */
  followsYou: boolean;
  /** Staff cannot be blocked. */
  canBlock: boolean;
  /** The member takes private messages only from members they follow (and those they wrote to), and the viewer is neither; never for staff. */
  messagesClosed: boolean;
}

/** A listed member's column `followsYou`: whether the member (`memberId`, a column) follows the viewer, one primary-key probe. */
export const followsYouColumn = (viewerId: string, memberId: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "MemberFollow" theirs WHERE theirs."followerId" = ${memberId} AND theirs."memberId" = ${viewerId}) AS "followsYou"`;

/**
 * A listed member's columns `youFollow` and `followsYou` (follow lists, member search, /fighters):
 * whether the viewer follows the member and the member the viewer, two primary-key probes a row.
 */
export const followColumns = (viewerId: string, memberId: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "MemberFollow" mine WHERE mine."followerId" = ${viewerId} AND mine."memberId" = ${memberId}) AS "youFollow",
    ${followsYouColumn(viewerId, memberId)}`;

/**
 * Whether the viewer mutes, blocks and follows the member (lib/members/restrictions.ts and
 * member-follows.ts), whether the member follows the viewer, and whether their messages are closed
 * to the viewer (lib/messages/messages.ts), in one prepared statement: every profile page a member
 * opens reads it.
 */
export async function relationshipWith(viewer: SignedInViewer, member: { id: string; role: Role }): Promise<MemberRelationship> {
  const rows = await queryRows<{ kind: string }>(Prisma.sql`${PREPARED}
    SELECT kind::text AS kind FROM "MemberRestriction" WHERE "userId" = ${viewer.id} AND "targetId" = ${member.id}
    UNION ALL
    SELECT 'FOLLOW' FROM "MemberFollow" WHERE "followerId" = ${viewer.id} AND "memberId" = ${member.id}
    UNION ALL
    SELECT 'FOLLOWED_BY' FROM "MemberFollow" WHERE "followerId" = ${member.id} AND "memberId" = ${viewer.id}
    UNION ALL
    SELECT 'MESSAGES_CLOSED' WHERE ${messagesClosedTo(viewer, member.id)}`);
  const has = (kind: string) => rows.some((row) => row.kind === kind);
  return {
    muted: has("MUTE"),
    blocked: has("BLOCK"),
    following: has("FOLLOW"),
    followsYou: has("FOLLOWED_BY"),
    canBlock: !isStaff(member.role),
    messagesClosed: has("MESSAGES_CLOSED"),
  };
}
