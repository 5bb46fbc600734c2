import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BoutOutcome, CardSegment, Corner, Role, WinMethod } from "@/lib/generated/prisma/enums";
import type { BoutInput, MethodInput, ResultsInput } from "@/lib/validation/events";
import { robberyPollOf } from "./robbery-poll";

export type RobberyTallies = Map<string, { yes: number; no: number }>;

/** An event's state: picks lock when it starts; it is LIVE from then until staff end it. */
export type EventStatus = "upcoming" | "live" | "past";

export function eventStatus(event: { startsAt: Date; endedAt: Date | null }, now = new Date()): EventStatus {
  if (event.endedAt) return "past";
  return event.startsAt <= now ? "live" : "upcoming";
}

/** Whether picks are closed: from the start time on. */
export const picksLocked = (event: { startsAt: Date }, now = new Date()) => event.startsAt <= now;

const FIGHTER_SELECT = { select: { username: true, imageUrl: true, role: true } } as const;

const boutInclude = { redFighter: FIGHTER_SELECT, blueFighter: FIGHTER_SELECT } satisfies Prisma.BoutInclude;

export const eventInclude = {
  bouts: { orderBy: { position: "asc" }, include: boutInclude },
} satisfies Prisma.EventInclude;

type EventRow = Prisma.EventGetPayload<{ include: typeof eventInclude }>;
type BoutRow = EventRow["bouts"][number];

/** The database's names for what the API names in lowercase (card segments, corners, methods, outcomes). */
export const DB_SEGMENT: Record<BoutInput["segment"], CardSegment> = { main_card: "MAIN_CARD", prelims: "PRELIMS" };
export const DB_CORNER: Record<"red" | "blue", Corner> = { red: "RED", blue: "BLUE" };
export const DB_METHOD: Record<MethodInput, WinMethod> = { ko_tko: "KO_TKO", submission: "SUBMISSION", decision: "DECISION" };
export const DB_OUTCOME: Record<ResultsInput["results"][number]["outcome"], BoutOutcome> = { red: "RED", blue: "BLUE", draw: "DRAW", no_contest: "NO_CONTEST" };

const apiNames = <Api extends string, Db extends string>(names: Record<Api, Db>) =>
  Object.fromEntries(Object.entries(names).map(([api, database]) => [database, api])) as Record<Db, Api>;
const SEGMENT = apiNames(DB_SEGMENT);
const OUTCOME = apiNames(DB_OUTCOME);
const METHOD = apiNames(DB_METHOD);
const CORNER = apiNames(DB_CORNER);
export const cornerOf = (corner: Corner) => CORNER[corner];
export const segmentOf = (segment: CardSegment) => SEGMENT[segment];
export const methodOf = (method: WinMethod | null) => (method ? METHOD[method] : null);

export interface CornerDto {
  name: string;
  /** The verified pro fighter the corner links to. */
  fighter: { username: string; imageUrl: string | null; role: Role } | null;
}

function toBoutDto(bout: BoutRow, tallies: RobberyTallies, now: Date) {
  return {
    id: bout.id,
    position: bout.position,
    segment: SEGMENT[bout.segment],
    weightClass: bout.weightClass,
    scheduledRounds: bout.scheduledRounds,
    red: { name: bout.redName, fighter: bout.redFighter } satisfies CornerDto,
    blue: { name: bout.blueName, fighter: bout.blueFighter } satisfies CornerDto,
    result: bout.outcome ? { outcome: OUTCOME[bout.outcome], method: methodOf(bout.method), round: bout.round } : null,
    /** For 72 hours after a win by decision: the robbery poll's tally and verdict. */
    robberyPoll: robberyPollOf(bout, tallies.get(bout.id), now),
  };
}
export type BoutDto = ReturnType<typeof toBoutDto>;

/** An event as lists show it. */
export function toEventSummaryDto(event: Pick<EventRow, "id" | "name" | "venue" | "startsAt" | "endedAt" | "threadId">, boutsCount: number, now = new Date()) {
  return {
    id: event.id,
    name: event.name,
    venue: event.venue,
    startsAt: event.startsAt.toISOString(),
    endedAt: event.endedAt?.toISOString() ?? null,
    status: eventStatus(event, now),
    picksLocked: picksLocked(event, now),
    threadId: event.threadId,
    boutsCount,
  };
}
export type EventSummaryDto = ReturnType<typeof toEventSummaryDto>;

/** The viewer's picks of an event in a list: how many bouts they picked and the points those scored; null before their first. */
export interface YourPicksDto {
  count: number;
  points: number;
}

/** An event in the lists of /events (`GET /api/events`), with the viewer's picks of it. */
export type EventListItemDto = EventSummaryDto & { yourPicks: YourPicksDto | null };

/** An event with its card and results: public facts, the same for every viewer. */
export function toEventDto(event: EventRow, tallies: RobberyTallies, now = new Date()) {
  return { ...toEventSummaryDto(event, event.bouts.length, now), bouts: event.bouts.map((bout) => toBoutDto(bout, tallies, now)) };
}
export type EventDto = ReturnType<typeof toEventDto>;
