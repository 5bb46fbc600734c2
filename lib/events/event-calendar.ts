import type { EventDto } from "./event-dto";
import { mainEventOf } from "./event-share";

/** How long a fight night runs in a calendar: the card's usual length, prelims to main event. */
const FIGHT_NIGHT_HOURS = 5;
/** The calendar's reminder before the start, when picks are still open. */
const REMINDER_MINUTES = 60;

/** A UTC time as iCalendar writes it: 20261212T220000Z. */
const icsTime = (value: string | Date) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A text value with iCalendar's escapes (RFC 5545 3.3.11): backslash, semicolon, comma, line break. */
const icsText = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
function folded(line: string) {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** What a calendar shows of an event: public facts, as its share tags. */
export interface CalendarEvent {
  id: string;
  name: string;
  venue: string;
  startsAt: string;
  endedAt: string | null;
  picksLocked: boolean;
  /** "Red vs Blue" of the card's headliner, or null before the card has a bout. */
  mainEvent: string | null;
}

/**
 * One event of a calendar: its name, start, venue, main event and page, lasting FIGHT_NIGHT_HOURS
 * (or until staff ended it), with a reminder an hour before the start while picks are open.
 */
function eventLines(event: CalendarEvent, pageUrl: string, now: Date) {
  const description = `${event.mainEvent ? `Main event: ${event.mainEvent}. ` : ""}Picks lock at the start: ${pageUrl}`;
  const ends = event.endedAt ?? new Date(Date.parse(event.startsAt) + FIGHT_NIGHT_HOURS * 3_600_000);
  return [
    "BEGIN:VEVENT",
    `UID:${event.id}@${new URL(pageUrl).host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(ends)}`,
    `SUMMARY:${icsText(event.name)}`,
    `LOCATION:${icsText(event.venue)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${pageUrl}`,
    ...(event.picksLocked ? [] : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${icsText(`Picks for ${event.name} lock in an hour`)}`, `TRIGGER:-PT${REMINDER_MINUTES}M`, "END:VALARM"]),
    "END:VEVENT",
  ];
}

/** An iCalendar file of the given lines between its header and end, folded, with CRLF line ends. */
function calendarFile(lines: string[]) {
  const all = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fight Forum//Events//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", ...lines, "END:VCALENDAR"];
  return `${all.map(folded).join("\r\n")}\r\n`;
}

/** The event as an iCalendar file (GET /api/events/{id}/calendar, "Add to calendar"). */
export function eventCalendar(event: EventDto, pageUrl: string, now = new Date()) {
  return calendarFile(eventLines({ ...event, mainEvent: mainEventOf(event) }, pageUrl, now));
}

/** How often a subscribed calendar app should read the feed again. */
const FEED_REFRESH = "PT6H";

/**
 * The fight night feed a member subscribes to (GET /api/calendar/{token}.ics): every event given,
 * named for the calendar list, with a hint of how often to read it again (RFC 7986's
 * REFRESH-INTERVAL and the X-PUBLISHED-TTL Outlook and Google read).
 */
export function fightNightCalendar(events: CalendarEvent[], pageUrlOf: (eventId: string) => string, now = new Date()) {
  return calendarFile([
    "X-WR-CALNAME:Fight Forum fight nights",
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...events.flatMap((event) => eventLines(event, pageUrlOf(event.id), now)),
  ]);
}

/**
 * An iCalendar answer: a file to save (`attachment`, "Add to calendar") or a feed a calendar app
 * reads in place (`inline`), never kept by a shared cache.
 */
export function calendarResponse(ics: string, disposition: "attachment" | "inline", fileName: string) {
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `${disposition}; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** The calendar file's name: fight-forum-ufc-310.ics. */
export function eventCalendarFileName(event: Pick<EventDto, "name">) {
  const slug = event.name
    .normalize("NFKD")
    // Accents apart from their letters, then dropped: México → mexico.
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `fight-forum-${slug || "event"}.ics`;
}
