import "server-only";
import { RANKED_ROLES } from "@/lib/auth/roles";
import { cachedUntilMembersChange } from "@/lib/cache/cached-until-members-change";
import { db } from "@/lib/db";
import { fightCredRange, type Status } from "@/lib/fight-cred";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { RANKINGS_PAGE_SIZE } from "@/lib/validation/limits";
import type { RankingsQuery } from "@/lib/validation/members";
import { memberSummarySelect, toMemberSummaryDto } from "./member-dto";
import { rankPage, type PageStanding } from "./ranking";

/** Who appears in the rankings: roles that earn rank (staff do not), banned members excepted. */
const rankedMembers = { role: { in: [...RANKED_ROLES] }, isBanned: false } satisfies Prisma.UserWhereInput;

function isRankedMember(user: { role: Role; isBanned: boolean }) {
  return RANKED_ROLES.includes(user.role) && !user.isBanned;
}

async function pageStanding(firstCred: number, lastCred: number): Promise<PageStanding> {
  const [above, sameAsFirst, sameAsLast] = await Promise.all([
    db.user.count({ where: { ...rankedMembers, fightCred: { gt: firstCred } } }),
    db.user.count({ where: { ...rankedMembers, fightCred: firstCred } }),
    db.user.count({ where: { ...rankedMembers, fightCred: lastCred } }),
  ]);
  return { above, sameAsFirst, sameAsLast };
}

/** Ranked rows of a page of the leaderboard, as stored (DTOs are made per request). */
async function rankedRows(query: Pick<RankingsQuery, "status" | "limit" | "offset">) {
  const range = query.status ? fightCredRange(query.status) : null;
  const rows = await db.user.findMany({
    where: {
      ...rankedMembers,
      ...(range && { fightCred: { gte: range.min, ...(range.max !== null && { lt: range.max }) } }),
    },
    orderBy: [{ fightCred: "desc" }, { id: "asc" }],
    skip: query.offset,
    take: query.limit,
    select: memberSummarySelect,
  });
  if (rows.length === 0) return [];
  const standing = await pageStanding(rows[0].fightCred, rows[rows.length - 1].fightCred);
  return rankPage(rows, standing);
}

/**
 * A page of the rankings table, optionally one status level: Fight Cred descending, then member id
 * (stable; ids sort by creation). Ranks are over all ranked members, whatever the filter.
 */
export async function listRankings(query: Pick<RankingsQuery, "status" | "limit" | "offset">) {
  const rows = await rankedRows(query);
  return rows.map(({ rank, isTied, member }) => ({ rank, isTied, user: toMemberSummaryDto(member) }));
}
export type RankingRow = Awaited<ReturnType<typeof listRankings>>[number];

/** A page of the Community Rankings page (numbered from 1) and whether another page follows. */
export async function rankingsPage(status: Status | undefined, page: number) {
  const rows = await listRankings({ status, limit: RANKINGS_PAGE_SIZE + 1, offset: (page - 1) * RANKINGS_PAGE_SIZE });
  return { rows: rows.slice(0, RANKINGS_PAGE_SIZE), hasNextPage: rows.length > RANKINGS_PAGE_SIZE };
}

/** The top of the leaderboard, read on every forum page: kept in memory until a member changes. */
const topRankedRows = cachedUntilMembersChange((limit) => rankedRows({ limit: Number(limit), offset: 0 }));

/** The Top Users panel: the first entries of the rankings, ties sharing a position. */
export async function listTopMembers(limit: number) {
  const rows = await topRankedRows(String(limit));
  return rows.map(({ rank, isTied, member }) => ({ position: rank, isTied, user: toMemberSummaryDto(member) }));
}
export type TopMemberEntry = Awaited<ReturnType<typeof listTopMembers>>[number];

/**
 * How many ranked members have more Fight Cred than a value, and how many that much: counting them
 * reads most of the members table, so profiles keep it in memory until a member changes.
 */
const standingAt = cachedUntilMembersChange((fightCred) => pageStanding(Number(fightCred), Number(fightCred)));

/** A member's place in the rankings, or null when they do not appear in them. */
export async function standingOf(user: { role: Role; isBanned: boolean; fightCred: number }) {
  if (!isRankedMember(user)) return null;
  const [placed] = rankPage([user], await standingAt(String(user.fightCred)));
  return { rank: placed.rank, isTied: placed.isTied };
}
