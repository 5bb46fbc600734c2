import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { announce, eventTopic } from "@/lib/live/hub";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import type { BoutInput, EventInput, EventUpdate, ListEventsQuery } from "@/lib/validation/events";
import { DB_SEGMENT, eventInclude, toEventDto, toEventSummaryDto, type EventListItemDto, type YourPicksDto } from "./event-dto";
import { eventThreadContent, eventThreadTitle } from "./event-thread-text";
import { tellPickersTheirResults } from "./pickem-notices";
import { robberyTallies } from "./robbery-poll";

/**
 * Fight night events (issue 20). Staff create and edit an event with its card; its live thread is
 * created with it in the general category, pinned until staff end the event (serverless has no
 * timer to pin it at start time, and the days before a card are when its thread is busiest).
 */

/** The category event threads are posted in. */
const EVENT_THREAD_CATEGORY = "general";

export const eventNotFound = () => notFound("Event not found");

/** Corner links by username: each must be a verified pro fighter. */
async function fighterIdsOf(tx: Prisma.TransactionClient, bouts: BoutInput[]) {
  const usernames = [...new Set(bouts.flatMap((bout) => [bout.red.fighterUsername, bout.blue.fighterUsername]).filter((name): name is string => Boolean(name)))];
  if (usernames.length === 0) return new Map<string, string>();
  const fighters = await tx.user.findMany({ where: { username: { in: usernames }, role: "FIGHTER", isVerified: true }, select: { id: true, username: true } });
  const ids = new Map(fighters.map((fighter) => [fighter.username, fighter.id]));
  const unknown = usernames.find((username) => !ids.has(username));
  if (unknown) throw badRequest(`@${unknown} is not a verified pro fighter.`);
  return ids;
}

function boutData(bout: BoutInput, position: number, fighterIds: Map<string, string>) {
  const fighterId = (username: string | null | undefined) => (username ? fighterIds.get(username)! : null);
  return {
    position,
    segment: DB_SEGMENT[bout.segment],
    weightClass: bout.weightClass,
    scheduledRounds: bout.scheduledRounds,
    redName: bout.red.name,
    blueName: bout.blue.name,
    redFighterId: fighterId(bout.red.fighterUsername),
    blueFighterId: fighterId(bout.blue.fighterUsername),
  };
}

/**
 * Ending the event unpins its thread; reopening pins it again, as its author's own pin (which earns
 * no Fight Cred, as when the event was created). An unchanged state leaves the pin to staff.
 */
async function pinChange(ended: boolean, event: { endedAt: Date | null; threadId: string }, tx: Prisma.TransactionClient) {
  if (ended === (event.endedAt !== null)) return {};
  if (ended) return { isPinned: false, pinnedAt: null, pinnedById: null };
  const thread = await tx.thread.findUniqueOrThrow({ where: { id: event.threadId }, select: { userId: true } });
  return { isPinned: true, pinnedAt: new Date(), pinnedById: thread.userId };
}

/** The viewer's picks of each of the events, one statement on the picks' `(eventId, userId)` index. */
async function yourPicksOf(viewer: SignedInViewer, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, YourPicksDto>();
  const rows = await queryRows<{ eventId: string } & YourPicksDto>(Prisma.sql`
    SELECT "eventId", count(*)::int AS count, sum(points)::int AS points
    FROM "Pick" WHERE "eventId" = ANY(${eventIds}::text[]) AND "userId" = ${viewer.id}
    GROUP BY "eventId"`);
  return new Map(rows.map(({ eventId, count, points }) => [eventId, { count, points }]));
}

/**
 * Upcoming and live events soonest first, or past ones latest first, by cursor on the start time,
 * each with the viewer's picks of it (a signed-in member's: the lists name no one else's).
 */
export async function listEvents(query: ListEventsQuery, viewer: SignedInViewer) {
  const upcoming = query.when === "upcoming";
  const order = upcoming ? "asc" : "desc";
  const after = query.cursor ? afterPosition<Prisma.EventWhereInput>("startsAt", order, query.cursor) : {};
  const rows = await db.event.findMany({
    where: { AND: [upcoming ? { endedAt: null } : { endedAt: { not: null } }, after] },
    orderBy: [{ startsAt: order }, { id: order }],
    take: query.limit,
    include: { _count: { select: { bouts: true } } },
  });
  const now = new Date();
  const yourPicks = await yourPicksOf(viewer, rows.map((row) => row.id));
  return {
    events: rows.map((row): EventListItemDto => ({ ...toEventSummaryDto(row, row._count.bouts, now), yourPicks: yourPicks.get(row.id) ?? null })),
    nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row.startsAt),
  };
}

export async function getEvent(eventId: string, tx: Prisma.TransactionClient = db) {
  const event = await tx.event.findUnique({ where: { id: eventId }, include: eventInclude });
  if (!event) throw eventNotFound();
  return toEventDto(event, await robberyTallies(tx, event.bouts.map((bout) => bout.id)));
}

/** Creates the event, its card and its live thread (pinned, by the staff member) in one transaction. */
export async function createEvent(input: EventInput, staff: SignedInViewer) {
  assertStaff(staff, "Only moderators and admins can create events.");
  return db.$transaction(async (tx) => {
    const fighterIds = await fighterIdsOf(tx, input.bouts);
    const now = new Date();
    const thread = await tx.thread.create({
      data: {
        userId: staff.id,
        categoryId: EVENT_THREAD_CATEGORY,
        title: eventThreadTitle(input.name),
        content: eventThreadContent(input),
        isPinned: true,
        pinnedAt: now,
        pinnedById: staff.id,
      },
      select: { id: true },
    });
    await tx.category.update({ where: { id: EVENT_THREAD_CATEGORY }, data: { threadCount: { increment: 1 } } });
    await recordFightCred(tx, staff.id, "threadWritten");
    const event = await tx.event.create({
      data: {
        name: input.name,
        venue: input.venue,
        startsAt: input.startsAt,
        threadId: thread.id,
        bouts: { create: input.bouts.map((bout, position) => boutData(bout, position, fighterIds)) },
      },
      select: { id: true },
    });
    return getEvent(event.id, tx);
  });
}

/**
 * Replaces the event's details and card (staff). Bouts named by id are kept with their picks, new
 * ones added, missing ones removed; a bout whose result is in can be neither removed nor changed.
 * `ended` ends the live period (unpinning the thread, telling the pickers their results) or reopens
 * it; only a started event ends.
 */
export async function updateEvent(eventId: string, input: EventUpdate, staff: SignedInViewer) {
  assertStaff(staff, "Only moderators and admins can edit events.");
  const updated = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
    if (!locked) throw eventNotFound();
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, include: { bouts: true } });
    const existing = new Map(event.bouts.map((bout) => [bout.id, bout]));
    const unknown = input.bouts.find((bout) => bout.id && !existing.has(bout.id));
    if (unknown) throw badRequest("A bout to keep is not on this event's card.");

    const fighterIds = await fighterIdsOf(tx, input.bouts);
    const kept = new Set(input.bouts.flatMap((bout) => (bout.id ? [bout.id] : [])));
    const decided = event.bouts.filter((bout) => bout.outcome !== null);
    if (decided.some((bout) => !kept.has(bout.id))) throw conflict("A bout with a result cannot be removed from the card.");
    const rows = input.bouts.map((bout, position) => ({ id: bout.id, data: boutData(bout, position, fighterIds) }));
    for (const { id, data } of rows) {
      const before = id ? existing.get(id) : undefined;
      if (before?.outcome && (Object.keys(data) as (keyof typeof data)[]).some((key) => key !== "position" && before[key] !== data[key])) {
        throw conflict(`The result of ${before.redName} vs ${before.blueName} is in: the bout can no longer be changed.`);
      }
    }

    const ended = input.ended ?? event.endedAt !== null;
    if (ended && !event.endedAt && input.startsAt > new Date()) throw conflict("An event can only be ended once it has started.");
    await tx.bout.deleteMany({ where: { eventId, id: { notIn: [...kept] } } });
    // Positions are unique per event only in order; each kept bout moves to its new place.
    for (const { id, data } of rows) {
      if (id) await tx.bout.update({ where: { id }, data });
      else await tx.bout.create({ data: { ...data, eventId } });
    }
    await tx.event.update({
      where: { id: eventId },
      data: {
        name: input.name,
        venue: input.venue,
        startsAt: input.startsAt,
        endedAt: ended ? (event.endedAt ?? new Date()) : null,
        // A new start time is a new lock: its pickers are reminded of it (lib/events/pickem-reminders.ts).
        ...(input.startsAt.getTime() !== event.startsAt.getTime() && { pickersRemindedAt: null }),
      },
    });
    await tx.thread.update({ where: { id: event.threadId }, data: { title: eventThreadTitle(input.name), ...(await pinChange(ended, event, tx)) } });
    if (ended && !event.endedAt) await tellPickersTheirResults(tx, { id: eventId, name: input.name, threadId: event.threadId });
    return getEvent(eventId, tx);
  });
  // Open event pages show the new card, time or end.
  announce([eventTopic(eventId)]);
  return updated;
}

/** Answers 404 for an event that does not exist. */
export async function assertEventExists(eventId: string) {
  if (!(await db.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw eventNotFound();
}

/** Whether a thread is an event's live thread (it goes only with its event). */
export async function isEventThread(tx: Prisma.TransactionClient, threadId: string) {
  return (await tx.event.count({ where: { threadId } })) > 0;
}
