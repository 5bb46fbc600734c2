import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { columnsOf, db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import { toReplyDtos, type ReplyDto } from "@/lib/replies/reply-dto";
import { findReplyRows } from "@/lib/replies/reply-rows";
import { findThreadPage } from "@/lib/threads/list-threads";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { MemberRepliesQuery, MemberThreadsQuery } from "@/lib/validation/members";
import { standingOf } from "./leaderboard";
import { publicProfileSelect, toPublicProfileDto, type PublicProfileRow } from "./member-dto";

/** The documented calls name a member by our id or by their Clerk id. */
const byAnyId = (id: string) => ({ OR: [{ id }, { clerkId: id }] });

const PUBLIC_PROFILE_COLUMNS = columnsOf(publicProfileSelect);

/**
 * How many members follow the statement's "User" row, and how many it follows, counted from the
 * follows' index on the followed member and their primary key (no counter columns to keep true
 * through blocks and erased accounts).
 */
export const FOLLOWERS_COUNT = Prisma.raw(`(SELECT count(*)::int FROM "MemberFollow" f WHERE f."memberId" = "User".id) AS "followersCount"`);
export const FOLLOWING_COUNT = Prisma.raw(`(SELECT count(*)::int FROM "MemberFollow" f WHERE f."followerId" = "User".id) AS "followingCount"`);

/** A member's profile with how many members follow them and how many they follow (lib/members/member-follows.ts). */
export async function getPublicProfile(username: string, viewer: Viewer) {
  // In SQL and prepared, as the session's member is (lib/auth/viewer.ts): the profile API and page read it every time.
  const [user] = await queryRows<PublicProfileRow & { followersCount: number; followingCount: number }>(Prisma.sql`${PREPARED}
    SELECT ${PUBLIC_PROFILE_COLUMNS}, ${FOLLOWERS_COUNT}, ${FOLLOWING_COUNT}
    FROM "User" WHERE username = ${username.toLowerCase()}`);
  if (!user) throw notFound("User not found");
  return { ...toPublicProfileDto(user, await standingOf(user), viewer), followersCount: user.followersCount, followingCount: user.followingCount };
}

/** A profile page's member: GET /api/users/username/{username}'s body. */
export type ProfileDto = Awaited<ReturnType<typeof getPublicProfile>>;

/**
 * A member's threads by our id (a member already loaded, as on the profile page), newest first,
 * premium ones redacted for viewers who are not paid.
 */
export async function listThreadsOfMember(memberId: string, query: MemberThreadsQuery, viewer: Viewer) {
  return (await findThreadPage([Prisma.sql`t."userId" = ${memberId}`], "createdAt", query, viewer)).threads;
}

/** GET /api/users/{id}/posts's body. */
export type MemberThreadsAnswer = ThreadDto[];

/** Our id of the member named by our id or their Clerk id, or 404. */
export async function findMemberId(id: string) {
  const user = await db.user.findFirst({ where: byAnyId(id), select: { id: true } });
  if (!user) throw notFound("User not found");
  return user.id;
}

/** `GET /api/users/{id}/posts`: the member named by our id or Clerk id, then their threads. */
export async function listMemberThreads(id: string, query: MemberThreadsQuery, viewer: Viewer) {
  return listThreadsOfMember(await findMemberId(id), query, viewer);
}

/** A reply on a member's Replies tab: the reply as its thread shows it to the viewer, with the thread's title. */
export type MemberReplyDto = ReplyDto & { threadTitle: string };

/** GET /api/users/{id}/replies's body (the next cursor travels in a header). */
export type MemberRepliesAnswer = MemberReplyDto[];

/**
 * `GET /api/users/{id}/replies`: the member's replies, newest first by keyset (their replies'
 * (userId, createdAt) index), deleted ones left out, a pro fighter's redacted for viewers who are
 * not paid, each with its thread's title.
 */
export async function listMemberReplies(id: string, query: MemberRepliesQuery, viewer: Viewer) {
  const memberId = await findMemberId(id);
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`r."createdAt"`, Prisma.sql`r.id`, "desc", query.cursor)}` : Prisma.empty;
  const rows = await findReplyRows(
    Prisma.sql`SELECT r.id FROM "Reply" r WHERE r."userId" = ${memberId} AND r."deletedAt" IS NULL ${after}
      ORDER BY r."createdAt" DESC, r.id DESC LIMIT ${query.limit}`,
    Prisma.sql`r."createdAt" DESC, r.id DESC`,
    viewer?.id ?? null,
  );
  const threadIds = [...new Set(rows.map((row) => row.threadId))];
  const threads = threadIds.length === 0 ? [] : await db.thread.findMany({ where: { id: { in: threadIds } }, select: { id: true, title: true } });
  const titleOf = new Map(threads.map((thread) => [thread.id, thread.title]));
  return {
    replies: toReplyDtos(rows, viewer).map((reply): MemberReplyDto => ({ ...reply, threadTitle: titleOf.get(reply.threadId) ?? "" })),
    nextCursor: nextCursor(rows, query.limit, true, (row) => row.createdAt),
  };
}

/** A member's plan: for the member themself or staff only. */
export async function getMemberPlan(id: string, viewer: NonNullable<Viewer>) {
  if (id !== viewer.id && id !== viewer.clerkId && !viewer.isStaff) throw forbidden("You can only read your own plan");
  const user = await db.user.findFirst({ where: byAnyId(id), select: { planType: true } });
  if (!user) throw notFound("User not found");
  return { planType: user.planType };
}
