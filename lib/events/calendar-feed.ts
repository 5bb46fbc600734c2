import "server-only";
import { randomBytes } from "node:crypto";
import { absoluteUrl } from "@/lib/app-url";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { fightNightCalendar, type CalendarEvent } from "./event-calendar";
import { segmentOf, toEventSummaryDto } from "./event-dto";
import { mainEventOf } from "./event-share";

/**
 * A member's fight night calendar: a secret address a calendar app subscribes to (calendar apps
 * send no session), answering every event's public facts, the same as "Add to calendar" gives one at
 * a time. The secret only stands in for being signed in, so it names nothing of the member's own
 * (not their picks); resetting it stops the old address, and a banned or deleted member's stops too.
 */

/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed keeps the last three months' cards after their night, and every event not ended yet. */
const PAST_DAYS = 90;
const MOST_EVENTS = 200;

export interface CalendarFeedAnswer {
  /** The address to subscribe to, or null while the member has none. */
  url: string | null;
}

/** The feed's address: https://…/api/calendar/{token}.ics (some calendar apps want the extension). */
export const calendarFeedUrl = (token: string | null) => (token ? absoluteUrl(`/api/calendar/${token}.ics`) : null);

const feedNotFound = () => notFound("This calendar address no longer works. Copy the current one from your account page.");

/** A new address for the member's calendar feed; the one before it stops working. */
export async function newCalendarFeed(viewer: SignedInViewer): Promise<CalendarFeedAnswer> {
  const token = randomBytes(32).toString("base64url");
  await db.user.update({ where: { id: viewer.id }, data: { calendarFeedToken: token } });
  return { url: calendarFeedUrl(token) };
}

/** Turns the member's calendar feed off: its address stops working. */
export async function endCalendarFeed(viewer: SignedInViewer): Promise<CalendarFeedAnswer> {
  await db.user.update({ where: { id: viewer.id }, data: { calendarFeedToken: null } });
  return { url: null };
}

/** The feed at `fileName` ("{token}.ics", or the bare token) as an iCalendar file. */
export async function calendarFeed(fileName: string, now = new Date()) {
  const token = fileName.replace(/\.ics$/, "");
  if (!TOKEN_PATTERN.test(token)) throw feedNotFound();
  const member = await db.user.findUnique({ where: { calendarFeedToken: token }, select: { isBanned: true } });
  if (!member || member.isBanned) throw feedNotFound();
  const rows = await db.event.findMany({
    where: { OR: [{ endedAt: null }, { startsAt: { gte: new Date(now.getTime() - PAST_DAYS * 86_400_000) } }] },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: MOST_EVENTS,
    select: {
      id: true,
      name: true,
      venue: true,
      startsAt: true,
      endedAt: true,
      threadId: true,
      bouts: { orderBy: { position: "asc" }, select: { segment: true, redName: true, blueName: true } },
    },
  });
  const events = rows.map(
    (row): CalendarEvent => ({
      ...toEventSummaryDto(row, row.bouts.length, now),
      mainEvent: mainEventOf({ bouts: row.bouts.map((bout) => ({ segment: segmentOf(bout.segment), red: { name: bout.redName }, blue: { name: bout.blueName } })) }),
    }),
  );
  return fightNightCalendar(events, (eventId) => absoluteUrl(`/events/${eventId}`), now);
}
