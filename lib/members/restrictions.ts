import "server-only";
import { isStaff, STAFF_ROLES } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RestrictionKind, Role } from "@/lib/generated/prisma/enums";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockMemberRows } from "@/lib/row-locks";

/**
 * Mute and block. A member mutes another to collapse their threads and replies (shown again with
 * "Show anyway"); blocking also keeps the other's notifications, mentions and replies away from
 * the member's posts, and collapses their posts the same way. Staff cannot be blocked, and a block
 * of a member who later became staff no longer applies.
 */

/** How many members one member may mute, and separately block: /account lists them all on one page. */
export const MAX_RESTRICTIONS_PER_KIND = 500;

/** PUT and DELETE /api/users/{id}/mute and /block answer the member's standing toward the other now. */
export interface RestrictionAnswer {
  muted: boolean;
  blocked: boolean;
}

/** A restricted member as /account lists them. */
export interface RestrictedMemberDto extends RestrictionAnswer {
  id: string;
  username: string;
  imageUrl: string | null;
  role: Role;
}

/** GET /api/users/me/restrictions's body: every member the viewer muted or blocked, by username. */
export interface RestrictionListAnswer {
  members: RestrictedMemberDto[];
}

const NOUN: Record<RestrictionKind, string> = { MUTE: "mute", BLOCK: "block" };

async function answerFor(viewerId: string, targetId: string): Promise<RestrictionAnswer> {
  const rows = await queryRows<{ kind: RestrictionKind }>(Prisma.sql`${PREPARED}
    SELECT kind::text AS kind FROM "MemberRestriction" WHERE "userId" = ${viewerId} AND "targetId" = ${targetId}`);
  return { muted: rows.some((row) => row.kind === "MUTE"), blocked: rows.some((row) => row.kind === "BLOCK") };
}

/** The member named by our id, refusing the viewer themself (and staff, for a block). */
async function findTarget(targetId: string, kind: RestrictionKind, viewer: SignedInViewer) {
  const target = await db.user.findUnique({ where: { id: targetId }, select: { id: true, role: true } });
  if (!target) throw notFound("User not found");
  if (target.id === viewer.id) throw badRequest(`You cannot ${NOUN[kind]} yourself`);
  if (kind === "BLOCK" && isStaff(target.role)) throw forbidden("Moderators and admins cannot be blocked");
  return target;
}

/**
 * Mutes or blocks the member; doing it again changes nothing. A block also removes the
 * notifications the blocked member caused the viewer, and ends their follow of the viewer
 * (lib/members/member-follows.ts).
 */
export async function addRestriction(targetId: string, kind: RestrictionKind, viewer: SignedInViewer): Promise<RestrictionAnswer> {
  await findTarget(targetId, kind, viewer);
  await db.$transaction(async (tx) => {
    // Two requests of one member count their restrictions one after the other.
    await lockMemberRows(tx, [viewer.id]);
    if (await tx.memberRestriction.count({ where: { userId: viewer.id, targetId, kind } })) return;
    if ((await tx.memberRestriction.count({ where: { userId: viewer.id, kind } })) >= MAX_RESTRICTIONS_PER_KIND) {
      throw conflict(`You can ${NOUN[kind]} at most ${MAX_RESTRICTIONS_PER_KIND} members. Remove some on your account page first.`);
    }
    await tx.memberRestriction.create({ data: { userId: viewer.id, targetId, kind } });
    if (kind === "BLOCK") {
      await tx.notification.deleteMany({ where: { userId: viewer.id, actorId: targetId } });
      await tx.memberFollow.deleteMany({ where: { followerId: targetId, memberId: viewer.id } });
    }
  });
  return answerFor(viewer.id, targetId);
}

/** Unmutes or unblocks the member, if they were. */
export async function removeRestriction(targetId: string, kind: RestrictionKind, viewer: SignedInViewer): Promise<RestrictionAnswer> {
  if (!(await db.user.findUnique({ where: { id: targetId }, select: { id: true } }))) throw notFound("User not found");
  await db.memberRestriction.deleteMany({ where: { userId: viewer.id, targetId, kind } });
  return answerFor(viewer.id, targetId);
}

/** Every member the viewer muted or blocked, by username. */
export async function listRestrictions(viewer: SignedInViewer): Promise<RestrictionListAnswer> {
  const rows = await db.memberRestriction.findMany({
    where: { userId: viewer.id },
    select: { kind: true, target: { select: { id: true, username: true, imageUrl: true, role: true } } },
  });
  const members = new Map<string, RestrictedMemberDto>();
  for (const { kind, target } of rows) {
    const member = members.get(target.id) ?? { ...target, muted: false, blocked: false };
    if (kind === "MUTE") member.muted = true;
    else member.blocked = true;
    members.set(target.id, member);
  }
  return { members: [...members.values()].sort((a, b) => a.username.localeCompare(b.username)) };
}

/**
 * The SQL condition that `blockerId`'s block of `actorId` holds: there is one, and the actor is not
 * staff. Replies (membersWhoBlocked) and notifications (takesNotification) are refused by it.
 */
export function blockHolds(blockerId: Prisma.Sql, actorId: Prisma.Sql) {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "MemberRestriction" block JOIN "User" actor ON actor.id = block."targetId"
    WHERE block."userId" = ${blockerId} AND block."targetId" = ${actorId} AND block.kind = 'BLOCK'
      AND actor.role::text <> ALL(${[...STAFF_ROLES]}::text[]))`;
}

/** Of `memberIds`, those who blocked `actorId` (nobody, when the actor is staff). */
export async function membersWhoBlocked(tx: Prisma.TransactionClient, memberIds: string[], actorId: string) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM unnest(${memberIds}::text[]) AS m(id) WHERE ${blockHolds(Prisma.sql`m.id`, Prisma.sql`${actorId}`)}`;
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses a reply by `authorId` to a post of a member who blocked them: their thread, or the reply
 * being answered. Runs in the reply's transaction.
 */
export async function assertNotBlockedByAny(tx: Prisma.TransactionClient, authorId: string, postAuthorIds: (string | null)[]) {
  const owners = [...new Set(postAuthorIds.filter((id): id is string => id !== null && id !== authorId))];
  if ((await membersWhoBlocked(tx, owners, authorId)).size > 0) {
    throw forbidden("You cannot reply here: this member has blocked you.", "BLOCKED");
  }
}
