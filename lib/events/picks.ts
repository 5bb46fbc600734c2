import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { keptForAWhile } from "@/lib/cache/kept-for-a-while";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, forbidden } from "@/lib/http/errors";
import type { MethodInput, PicksInput } from "@/lib/validation/events";
import { cornerOf, DB_CORNER, DB_METHOD, methodOf, picksLocked } from "./event-dto";
import { eventNotFound } from "./events";

/**
 * Pick'em picks (issue 20): until the event starts, a signed-in member picks a winner for each bout
 * and optionally the method, and may change them; the server refuses picks from the start time on.
 * The community's shares of a bout are shown to a member who picked it, and to everyone once picks
 * lock, so nobody copies the crowd before choosing.
 */

export interface PickShareDto {
  boutId: string;
  red: number;
  blue: number;
}

/** A picker's place in an event's pick'em: ranked by points, tied points alike (1, 2, 2, 4), as its leaderboard ranks them. */
export interface PickerPlace {
  points: number;
  rank: number;
  isTied: boolean;
  /** Members who picked at least one of the event's fights. */
  pickers: number;
}

/** GET and POST /api/events/{id}/picks answer the viewer's picks and the shares they may see. */
export interface PicksAnswer {
  locked: boolean;
  mine: { boutId: string; winner: "red" | "blue"; method: MethodInput | null; points: number }[];
  shares: PickShareDto[];
  /** The viewer's place among the event's pickers once a result is in; null before, or without picks. */
  place: PickerPlace | null;
  /** The viewer's robbery poll votes. */
  robberyVotes: { boutId: string; robbery: boolean }[];
}

/** The event's start, and its results as a key (null before the first): the bouts decided, each with its winner and method. */
async function eventForPicks(tx: Prisma.TransactionClient, eventId: string, lock: boolean) {
  const rows = await tx.$queryRaw<{ startsAt: Date; results: string | null }[]>`
    SELECT e."startsAt", (
      SELECT string_agg(b.id || ':' || b.outcome || ':' || coalesce(b.method::text, ''), ',' ORDER BY b.id)
      FROM "Bout" b WHERE b."eventId" = e.id AND b.outcome IS NOT NULL
    ) AS results
    FROM "Event" e WHERE e.id = ${eventId} ${lock ? Prisma.sql`FOR SHARE OF e` : Prisma.empty}`;
  if (!rows[0]) throw eventNotFound();
  return rows[0];
}

/** The viewer's picks for the event and the shares of the bouts they may see (every bout once locked). */
export async function getPicks(eventId: string, viewer: SignedInViewer, tx: Prisma.TransactionClient = db): Promise<PicksAnswer> {
  const event = await eventForPicks(tx, eventId, false);
  const locked = picksLocked(event);
  const mine = await tx.pick.findMany({ where: { eventId, userId: viewer.id }, select: { boutId: true, winner: true, method: true, points: true } });
  const shares = locked ? await lockedShares(eventId, event.startsAt) : await countShares(tx, eventId, mine.map((pick) => pick.boutId));
  const robberyVotes = await tx.robberyVote.findMany({ where: { userId: viewer.id, bout: { eventId } }, select: { boutId: true, robbery: true } });
  const points = mine.reduce((sum, pick) => sum + pick.points, 0);
  const place = locked && event.results !== null && mine.length > 0 ? await placeOf(eventId, event.results, points) : null;
  return {
    locked,
    robberyVotes,
    mine: mine.map((pick) => ({ boutId: pick.boutId, winner: cornerOf(pick.winner), method: methodOf(pick.method), points: pick.points })),
    shares,
    place,
  };
}

/** The crowd's shares of the event's bouts: of every bout (`boutIds` null), or of those named. */
async function countShares(tx: Prisma.TransactionClient, eventId: string, boutIds: string[] | null): Promise<PickShareDto[]> {
  if (boutIds?.length === 0) return [];
  const counts = await tx.pick.groupBy({ by: ["boutId", "winner"], where: { eventId, ...(boutIds ? { boutId: { in: boutIds } } : {}) }, _count: { _all: true } });
  const shares = new Map<string, PickShareDto>();
  for (const count of counts) {
    const share = shares.get(count.boutId) ?? { boutId: count.boutId, red: 0, blue: 0 };
    share[cornerOf(count.winner)] = count._count._all;
    shares.set(count.boutId, share);
  }
  return [...shares.values()];
}

/**
 * Once picks lock the shares no longer move, and on fight night every open event page reads its
 * member's picks again after each result: counting every pick for each of them (20–30 ms at 15,000
 * picks) made each result cost thousands of counts. So each instance counts a locked event's shares
 * once, kept under its start time (moving the start unlocks picks: a new start is a new count) for
 * a minute at most (a bout removed from the card, a member's account deleted, take their picks).
 */
const lockedShareCounts = keptForAWhile<PickShareDto[]>(60_000);
const lockedShares = (eventId: string, startsAt: Date) => lockedShareCounts(`${eventId}@${startsAt.getTime()}`, () => countShares(db, eventId, null));

/**
 * Every picker's points, for the viewer's place after each result. Like the shares,
 * each instance reads them once for the event's results as they stand (the key names every bout's
 * result: only results move points), for a minute at most.
 */
const pickerTotals = keptForAWhile<number[]>(60_000);

async function placeOf(eventId: string, results: string, points: number): Promise<PickerPlace> {
  const totals = await pickerTotals(`${eventId}@${results}`, async () => {
    const rows = await db.$queryRaw<{ points: number }[]>`
      SELECT sum(points)::int AS points FROM "Pick" WHERE "eventId" = ${eventId} GROUP BY "userId"`;
    return rows.map((row) => row.points);
  });
  const ahead = totals.filter((total) => total > points).length;
  const alike = totals.filter((total) => total === points).length;
  return { points, rank: ahead + 1, isTied: alike > 1, pickers: totals.length };
}

/** Saves the member's picks (a pick again replaces it); refused once the event has started. */
export async function savePicks(eventId: string, input: PicksInput, viewer: SignedInViewer): Promise<PicksAnswer> {
  return db.$transaction(async (tx) => {
    // A share lock: staff moving the start time wait for this save, and the other way round.
    const event = await eventForPicks(tx, eventId, true);
    if (picksLocked(event)) throw forbidden("Picks are locked: the event has started.", "PICKS_LOCKED");
    const boutIds = input.picks.map((pick) => pick.boutId);
    const onCard = await tx.bout.count({ where: { eventId, id: { in: boutIds } } });
    if (onCard !== boutIds.length) throw badRequest("A pick names a bout that is not on this event's card.");
    for (const pick of input.picks) {
      const method = pick.method ? DB_METHOD[pick.method] : null;
      await tx.$executeRaw`
        INSERT INTO "Pick" ("userId", "boutId", "eventId", winner, method, "updatedAt")
        VALUES (${viewer.id}, ${pick.boutId}, ${eventId}, ${DB_CORNER[pick.winner]}::"Corner", ${method}::"WinMethod", now())
        ON CONFLICT ("userId", "boutId") DO UPDATE SET winner = EXCLUDED.winner, method = EXCLUDED.method, "updatedAt" = now()`;
    }
    return getPicks(eventId, viewer, tx);
  });
}
