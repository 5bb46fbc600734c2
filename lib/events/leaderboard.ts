import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { PICKEM_LEADERBOARD_SIZE } from "@/lib/validation/limits";
import type { EventDto } from "./event-dto";
import { eventNotFound, getEvent } from "./events";

/** One member on a pick'em leaderboard: points, and how many of their picks scored. */
export interface PickemStanding {
  rank: number;
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

type Row = Omit<PickemStanding, "rank">;

/** Ranks tied points alike (1, 2, 2, 4), best first. */
function ranked(rows: Row[]): PickemStanding[] {
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.points === row.points);
    return { ...row, rank: (first === -1 ? index : first) + 1 };
  });
}

/** The event's best pickers (members with points only). */
export async function eventLeaderboard(eventId: string) {
  if (!(await db.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw eventNotFound();
  return ranked(
    await db.$queryRaw<Row[]>`
      SELECT u.username, u."imageUrl", u.role::text AS role, sum(p.points)::int AS points, count(*) FILTER (WHERE p.points > 0)::int AS "correctPicks"
      FROM "Pick" p JOIN "User" u ON u.id = p."userId"
      WHERE p."eventId" = ${eventId}
      GROUP BY u.id HAVING sum(p.points) > 0
      ORDER BY points DESC, "correctPicks" DESC, u.username ASC
      LIMIT ${PICKEM_LEADERBOARD_SIZE}`,
  );
}

/** The season's best pickers: every event starting in that UTC calendar year. */
export async function seasonLeaderboard(season: number): Promise<PickemLeaderboardAnswer> {
  const from = new Date(Date.UTC(season, 0, 1));
  const to = new Date(Date.UTC(season + 1, 0, 1));
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.username, u."imageUrl", u.role::text AS role, sum(p.points)::int AS points, count(*) FILTER (WHERE p.points > 0)::int AS "correctPicks"
    FROM "Pick" p JOIN "Event" e ON e.id = p."eventId" JOIN "User" u ON u.id = p."userId"
    WHERE e."startsAt" >= ${from} AND e."startsAt" < ${to}
    GROUP BY u.id HAVING sum(p.points) > 0
    ORDER BY points DESC, "correctPicks" DESC, u.username ASC
    LIMIT ${PICKEM_LEADERBOARD_SIZE}`;
  return { season, standings: ranked(rows) };
}

/** GET /api/events/{id}'s body: the event with its card and results, and its best pickers so far. */
export type EventAnswer = EventDto & { leaderboard: PickemStanding[] };

export async function getEventWithLeaderboard(eventId: string): Promise<EventAnswer> {
  const event = await getEvent(eventId);
  return { ...event, leaderboard: await eventLeaderboard(eventId) };
}
