import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { columnsOf, db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { findThreadPage } from "@/lib/threads/list-threads";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { MemberThreadsQuery } from "@/lib/validation/members";
import { standingOf } from "./leaderboard";
import { publicProfileSelect, toPublicProfileDto, type PublicProfileRow } from "./member-dto";

/** The documented calls name a member by our id or by their Clerk id. */
const byAnyId = (id: string) => ({ OR: [{ id }, { clerkId: id }] });

const PUBLIC_PROFILE_COLUMNS = columnsOf(publicProfileSelect);

export async function getPublicProfile(username: string, viewer: Viewer) {
  // In SQL and prepared, as the session's member is (lib/auth/viewer.ts): the profile API and page read it every time.
  const [user] = await queryRows<PublicProfileRow>(Prisma.sql`${PREPARED}
    SELECT ${PUBLIC_PROFILE_COLUMNS} FROM "User" WHERE username = ${username.toLowerCase()}`);
  if (!user) throw notFound("User not found");
  return toPublicProfileDto(user, await standingOf(user), viewer);
}

/**
 * A member's threads by our id (a member already loaded, as on the profile page), newest first,
 * premium ones redacted for viewers who are not paid.
 */
export async function listThreadsOfMember(memberId: string, query: MemberThreadsQuery, viewer: Viewer) {
  return (await findThreadPage([Prisma.sql`t."userId" = ${memberId}`], "createdAt", query, viewer)).threads;
}

/** GET /api/users/{id}/posts's body. */
export type MemberThreadsAnswer = ThreadDto[];

/** `GET /api/users/{id}/posts`: the member named by our id or Clerk id, then their threads. */
export async function listMemberThreads(id: string, query: MemberThreadsQuery, viewer: Viewer) {
  const user = await db.user.findFirst({ where: byAnyId(id), select: { id: true } });
  if (!user) throw notFound("User not found");
  return listThreadsOfMember(user.id, query, viewer);
}

/** A member's plan: for the member themself or staff only. */
export async function getMemberPlan(id: string, viewer: NonNullable<Viewer>) {
  if (id !== viewer.id && id !== viewer.clerkId && !viewer.isStaff) throw forbidden("You can only read your own plan");
  const user = await db.user.findFirst({ where: byAnyId(id), select: { planType: true } });
  if (!user) throw notFound("User not found");
  return { planType: user.planType };
}
