import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/notify";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import { lockMemberRows } from "@/lib/row-locks";
import { toThreadDto, type ThreadDto } from "@/lib/threads/thread-dto";
import { findThreadRows } from "@/lib/threads/thread-rows";
import type { FollowedThreadsQuery, FollowListKind, FollowListQuery } from "@/lib/validation/member-follows";
import { findMemberId, FOLLOWERS_COUNT, FOLLOWING_COUNT } from "./profile";
import { followColumns } from "./relationship";
import { blockHolds } from "./restrictions";

/**
 * Following members. A member follows another to be told of each thread they start (NEW_THREAD),
 * fans following a fighter above all; the member followed is told who started following them
 * (NEW_FOLLOWER). Nobody follows themselves, nor a member who blocked them; a block ends the
 * blocked member's follow of the blocker (addRestriction).
 */

/** How many members one member may follow: /account lists them all on one page. */
export const MAX_FOLLOWED_MEMBERS = 1_000;

/** A member who unfollows and follows again tells the member followed once in this time. */
const NEW_FOLLOWER_NOTICE_QUIET_MS = 24 * 60 * 60 * 1000;

/** PUT and DELETE /api/users/{id}/follow answer whether the viewer follows the member now. */
export interface MemberFollowAnswer {
  following: boolean;
}

/** A followed member as /account lists them. */
export interface FollowedMemberDto {
  id: string;
  username: string;
  imageUrl: string | null;
  role: Role;
}

/** GET /api/users/me/following's body: every member the viewer follows, by username. */
export interface FollowedMembersAnswer {
  members: FollowedMemberDto[];
}

const memberNotFound = () => notFound("User not found");

/**
 * Follows the member, who is told (NEW_FOLLOWER, unless they turned it off), once a day at most for
 * the same follower; following them again changes nothing. Both members' rows are locked, the
 * member's like the block (addRestriction) locks it, so a follow and a block of the follower never
 * cross: the follow sees the block, or the block deletes the follow.
 */
export async function followMember(memberId: string, viewer: SignedInViewer): Promise<MemberFollowAnswer> {
  if (memberId === viewer.id) throw badRequest("You cannot follow yourself");
  if (!(await db.user.findUnique({ where: { id: memberId }, select: { id: true } }))) throw memberNotFound();
  await db.$transaction(async (tx) => {
    await lockMemberRows(tx, [viewer.id, memberId]);
    if (await tx.memberFollow.count({ where: { followerId: viewer.id, memberId } })) return;
    const [{ blocked }] = await tx.$queryRaw<{ blocked: boolean }[]>`
      SELECT ${blockHolds(Prisma.sql`${memberId}`, Prisma.sql`${viewer.id}`)} AS blocked`;
    if (blocked) throw forbidden("You cannot follow this member: they have blocked you.", "BLOCKED");
    if ((await tx.memberFollow.count({ where: { followerId: viewer.id } })) >= MAX_FOLLOWED_MEMBERS) {
      throw conflict(`You can follow at most ${MAX_FOLLOWED_MEMBERS} members. Unfollow some on your account page first.`);
    }
    await unlessDeletedMeanwhile(tx.memberFollow.create({ data: { followerId: viewer.id, memberId } }), memberNotFound);
    const toldToday = await tx.notification.count({
      where: { userId: memberId, actorId: viewer.id, type: "NEW_FOLLOWER", createdAt: { gte: new Date(Date.now() - NEW_FOLLOWER_NOTICE_QUIET_MS) } },
    });
    if (!toldToday) await notify(tx, [{ userId: memberId, actorId: viewer.id, type: "NEW_FOLLOWER", message: `${viewer.username} started following you` }]);
  });
  return { following: true };
}

/** Unfollows the member, if the viewer followed them. */
export async function unfollowMember(memberId: string, viewer: SignedInViewer): Promise<MemberFollowAnswer> {
  if (!(await db.user.findUnique({ where: { id: memberId }, select: { id: true } }))) throw memberNotFound();
  await db.memberFollow.deleteMany({ where: { followerId: viewer.id, memberId } });
  return { following: false };
}

/** Every member the viewer follows, by username. */
export async function listFollowedMembers(viewer: SignedInViewer): Promise<FollowedMembersAnswer> {
  const rows = await db.memberFollow.findMany({
    where: { followerId: viewer.id },
    select: { member: { select: { id: true, username: true, imageUrl: true, role: true } } },
    orderBy: { member: { username: "asc" } },
  });
  return { members: rows.map((row) => row.member) };
}

/** A member on another's follow list: who, since when that follow runs, whether the viewer follows them and they the viewer. */
export interface FollowListMemberDto extends FollowedMemberDto {
  followedAt: string;
  youFollow: boolean;
  followsYou: boolean;
}

/** GET /api/users/{id}/followers's and /following's body: a page of a follow list (the next cursor travels in a header). */
export type FollowListAnswer = FollowListMemberDto[];

/** A follow list page's member: their name, how many follow them and how many they follow. */
export async function getFollowListMember(username: string) {
  const [member] = await db.$queryRaw<{ id: string; username: string; followersCount: number; followingCount: number }[]>`
    SELECT id, username, ${FOLLOWERS_COUNT}, ${FOLLOWING_COUNT} FROM "User" WHERE username = ${username.toLowerCase()}`;
  if (!member) throw memberNotFound();
  return member;
}

/**
 * `GET /api/users/{id}/followers` and `/following`: a follow list of a member named by our id or
 * Clerk id. Any signed-in member may read them, as the profile's counts say how long they are.
 */
export async function listMemberFollowList(id: string, kind: FollowListKind, query: FollowListQuery, viewer: SignedInViewer) {
  return listFollowListOf(await findMemberId(id), kind, query, viewer);
}

/** Which side of a follow the list's member is on, and which side it lists. */
const FOLLOW_LIST_SIDES = {
  followers: { member: Prisma.raw(`f."memberId"`), listed: Prisma.raw(`f."followerId"`) },
  following: { member: Prisma.raw(`f."followerId"`), listed: Prisma.raw(`f."memberId"`) },
} satisfies Record<FollowListKind, unknown>;

/**
 * A follow list of a member by our id (a member already loaded, as on the list's page), the newest
 * follow first, by keyset over (createdAt, listed member): followers from the follows' (memberId,
 * createdAt, followerId) index; the members followed, 1,000 at most, from the primary key's
 * (followerId, …) prefix. Each with whether the viewer follows them, to follow, and they the viewer
 * (two probes of the primary key).
 */
export async function listFollowListOf(memberId: string, kind: FollowListKind, query: FollowListQuery, viewer: SignedInViewer) {
  const side = FOLLOW_LIST_SIDES[kind];
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`f."createdAt"`, side.listed, "desc", query.cursor)}` : Prisma.empty;
  const rows = await db.$queryRaw<(Omit<FollowListMemberDto, "followedAt"> & { followedAt: Date })[]>`
    SELECT u.id, u.username, u."imageUrl", u.role, f."createdAt" AS "followedAt", ${followColumns(viewer.id, Prisma.sql`u.id`)}
    FROM "MemberFollow" f JOIN "User" u ON u.id = ${side.listed}
    WHERE ${side.member} = ${memberId} ${after}
    ORDER BY f."createdAt" DESC, ${side.listed} DESC
    LIMIT ${query.limit}`;
  return {
    members: rows.map((row): FollowListMemberDto => ({ ...row, followedAt: row.followedAt.toISOString() })),
    nextCursor: nextCursor(rows, query.limit, true, (row) => row.followedAt),
  };
}

/**
 * How many members the viewer follows (1,000 at most, on the primary key): /following says why it
 * is empty, and suggests members to follow while they follow few.
 */
export function countFollowedMembers(viewer: SignedInViewer) {
  return db.memberFollow.count({ where: { followerId: viewer.id } });
}

/** GET /api/users/me/following/threads's body: a page of threads (the next cursor travels in a header). */
export type FollowedThreadsAnswer = ThreadDto[];

/**
 * /following: the threads of the members the viewer follows, newest first, by keyset, as every list
 * shows them to the viewer (a pro fighter's redacted for a free member). Each followed member's
 * newest threads after the cursor come from their own (userId, createdAt) index, a page at most
 * each, and the page is the newest of those: the work grows with the members followed (1,000 at
 * most), not with the forum.
 */
export async function listFollowedMembersThreads(viewer: SignedInViewer, query: FollowedThreadsQuery) {
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`t."createdAt"`, Prisma.sql`t.id`, "desc", query.cursor)}` : Prisma.empty;
  const rows = await findThreadRows(
    Prisma.sql`SELECT newest.id FROM "MemberFollow" f
      CROSS JOIN LATERAL (
        SELECT t.id, t."createdAt" FROM "Thread" t WHERE t."userId" = f."memberId" ${after}
        ORDER BY t."createdAt" DESC, t.id DESC LIMIT ${query.limit}
      ) newest
      WHERE f."followerId" = ${viewer.id}
      ORDER BY newest."createdAt" DESC, newest.id DESC LIMIT ${query.limit}`,
    Prisma.sql`t."createdAt" DESC, t.id DESC`,
    viewer.id,
  );
  return {
    threads: rows.map((row) => toThreadDto(row, viewer)),
    nextCursor: nextCursor(rows, query.limit, true, (row) => row.createdAt),
  };
}
