import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import type { SignedInViewer } from "@/lib/auth/viewer";
import type { PickemBoard } from "@/lib/validation/events";
import { PICKEM_LEADERBOARD_SIZE } from "@/lib/validation/limits";
import type { EventDto } from "./event-dto";
import { assertEventExists, getEvent } from "./events";

/** One member on a pick'em leaderboard: points, and how many of their picks scored. */
export interface PickemStanding {
  rank: number;
  /** Another member has the same points (shown "-T", as the rankings show ties), one past the board's end too. */
  isTied: boolean;
  username: string;
  imageUrl: string | null;
  role: Role;
  points: number;
  correctPicks: number;
}

/** GET /api/events/leaderboard's body. */
export interface PickemLeaderboardAnswer {
  season: number;
  among: PickemBoard;
  standings: PickemStanding[];
}

/** GET /api/events/{id}/leaderboard's body. */
export interface EventLeaderboardAnswer {
  eventId: string;
  among: PickemBoard;
  standings: PickemStanding[];
}

type Row = Omit<PickemStanding, "rank" | "isTied">;

/**
 * The board's first rows, ranked with tied points alike (1, 2, 2, 4), best first. `rows` holds one
 * more than the board shows, so that a tie with the first member left off is marked too.
 */
function ranked(rows: Row[]): PickemStanding[] {
  return rows.slice(0, PICKEM_LEADERBOARD_SIZE).map((row, index) => {
    const first = rows.findIndex((other) => other.points === row.points);
    const isTied = rows.some((other) => other !== row && other.points === row.points);
    return { ...row, rank: (first === -1 ? index : first) + 1, isTied };
  });
}

/**
 * The picks a board ranks, of those `picks` selects: every member's, or (`following`) the viewer's
 * and those of the members they follow, read by the picks' `(userId, boutId)` key.
 */
function picksOn(board: PickemBoard, picks: Prisma.Sql, viewer: SignedInViewer) {
  if (board === "everyone") return picks;
  return Prisma.sql`${picks} AND (p."userId" = ${viewer.id} OR p."userId" IN (SELECT f."memberId" FROM "MemberFollow" f WHERE f."followerId" = ${viewer.id}))`;
}

/** The best pickers (members with points only) among the picks `picks` selects from "Pick" p (joined to "Event" e). */
async function standingsOf(picks: Prisma.Sql) {
  return ranked(
    await db.$queryRaw<Row[]>`
      SELECT u.username, u."imageUrl", u.role::text AS role, sum(p.points)::int AS points, count(*) FILTER (WHERE p.points > 0)::int AS "correctPicks"
      FROM "Pick" p JOIN "Event" e ON e.id = p."eventId" JOIN "User" u ON u.id = p."userId"
      WHERE ${picks}
      GROUP BY u.id HAVING sum(p.points) > 0
      ORDER BY points DESC, "correctPicks" DESC, u.username ASC
      LIMIT ${PICKEM_LEADERBOARD_SIZE + 1}`,
  );
}

/** The season's best pickers, of everyone or of the viewer and who they follow: every event starting in that UTC calendar year. */
export async function seasonLeaderboard(season: number, viewer: SignedInViewer, among: PickemBoard = "everyone"): Promise<PickemLeaderboardAnswer> {
  const from = new Date(Date.UTC(season, 0, 1));
  const to = new Date(Date.UTC(season + 1, 0, 1));
  return { season, among, standings: await standingsOf(picksOn(among, Prisma.sql`e."startsAt" >= ${from} AND e."startsAt" < ${to}`, viewer)) };
}

/** GET /api/events/{id}'s body: the event with its card and results, and its best pickers so far. */
export type EventAnswer = EventDto & { leaderboard: PickemStanding[] };

/** An event's best pickers so far: the same for every viewer (the event page's live state). */
export function eventLeaderboard(eventId: string) {
  return standingsOf(Prisma.sql`p."eventId" = ${eventId}`);
}

/** An event's best pickers so far, of everyone or of the viewer and who they follow (404 for an event that is not there). */
export async function eventLeaderboardFor(eventId: string, viewer: SignedInViewer, among: PickemBoard): Promise<EventLeaderboardAnswer> {
  await assertEventExists(eventId);
  return { eventId, among, standings: await standingsOf(picksOn(among, Prisma.sql`p."eventId" = ${eventId}`, viewer)) };
}

/** The event (404 when missing) with its best pickers so far. */
export async function getEventWithLeaderboard(eventId: string): Promise<EventAnswer> {
  const event = await getEvent(eventId);
  return { ...event, leaderboard: await eventLeaderboard(eventId) };
}
