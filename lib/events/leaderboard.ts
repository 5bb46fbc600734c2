import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { PICKEM_LEADERBOARD_SIZE } from "@/lib/validation/limits";
import type { EventDto } from "./event-dto";
import { getEvent } from "./events";

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

/** The season's best pickers: every event starting in that UTC calendar year. */
export async function seasonLeaderboard(season: number): Promise<PickemLeaderboardAnswer> {
  const from = new Date(Date.UTC(season, 0, 1));
  const to = new Date(Date.UTC(season + 1, 0, 1));
  return { season, standings: await standingsOf(Prisma.sql`e."startsAt" >= ${from} AND e."startsAt" < ${to}`) };
}

/** GET /api/events/{id}'s body: the event with its card and results, and its best pickers so far. */
export type EventAnswer = EventDto & { leaderboard: PickemStanding[] };

/** An event's best pickers so far. */
export function eventLeaderboard(eventId: string) {
  return standingsOf(Prisma.sql`p."eventId" = ${eventId}`);
}

/** The event (404 when missing) with its best pickers so far. */
export async function getEventWithLeaderboard(eventId: string): Promise<EventAnswer> {
  const event = await getEvent(eventId);
  return { ...event, leaderboard: await eventLeaderboard(eventId) };
}
