import { describe, expect, it } from "vitest";
import { eventCalendar, eventCalendarFileName, fightNightCalendar, type CalendarEvent } from "@/lib/events/event-calendar";
import type { EventDto } from "@/lib/events/event-dto";

const PAGE = "https://forum.example/events/ev1";

function event(overrides: Partial<EventDto> = {}) {
  return {
    id: "ev1",
    name: "Fight Forum 13: Rivals, Round 2; Vegas",
    venue: "T-Mobile Arena, Las Vegas",
    startsAt: "2026-12-12T22:00:00.000Z",
    endedAt: null,
    status: "upcoming",
    picksLocked: false,
    threadId: "t1",
    boutsCount: 2,
    bouts: [
      { segment: "prelims", red: { name: "Early Bird" }, blue: { name: "Late Riser" } },
      { segment: "main_card", red: { name: "Iron Will" }, blue: { name: "Glass Jaw" } },
    ],
    ...overrides,
  } as EventDto;
}

/** The file's content lines, unfolded (RFC 5545 3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("an event's calendar file", () => {
  it("holds the event's name, time, venue, main event and page, with CRLF line ends and iCalendar's escapes", () => {
    const ics = eventCalendar(event(), PAGE, new Date("2026-12-05T10:00:00Z"));
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = linesOf(ics);
    expect(lines.slice(0, 6)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fight Forum//Events//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT"]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:ev1@forum.example",
        "DTSTAMP:20261205T100000Z",
        "DTSTART:20261212T220000Z",
        "DTEND:20261213T030000Z",
        "SUMMARY:Fight Forum 13: Rivals\\, Round 2\\; Vegas",
        "LOCATION:T-Mobile Arena\\, Las Vegas",
        `DESCRIPTION:Main event: Iron Will vs Glass Jaw. Picks lock at the start: ${PAGE}`,
        `URL:${PAGE}`,
      ]),
    );
  });

  it("reminds an hour before while picks are open, and ends when staff ended the event", () => {
    const open = linesOf(eventCalendar(event(), PAGE));
    expect(open.slice(open.indexOf("BEGIN:VALARM"), open.indexOf("END:VALARM") + 1)).toEqual([
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "DESCRIPTION:Picks for Fight Forum 13: Rivals\\, Round 2\\; Vegas lock in an hour",
      "TRIGGER:-PT60M",
      "END:VALARM",
    ]);
    const ended = linesOf(eventCalendar(event({ status: "past", picksLocked: true, endedAt: "2026-12-13T02:10:00.000Z" }), PAGE));
    expect(ended).not.toContain("BEGIN:VALARM");
    expect(ended).toContain("DTEND:20261213T021000Z");
  });

  it("folds lines past 75 octets without splitting a character", () => {
    const name = `${"Noche de Campeones — México ".repeat(6)}`.trim();
    const ics = eventCalendar(event({ name }), PAGE);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(linesOf(ics)).toContain(`SUMMARY:${name}`);
  });

  it("is named after the event", () => {
    expect(eventCalendarFileName({ name: "Fight Forum 13: Rivals, Round 2" })).toBe("fight-forum-fight-forum-13-rivals-round-2.ics");
    expect(eventCalendarFileName({ name: "Noche de Campeones — México" })).toBe("fight-forum-noche-de-campeones-mexico.ics");
    expect(eventCalendarFileName({ name: "!!!" })).toBe("fight-forum-event.ics");
  });
});

describe("the fight night feed", () => {
  const feedEvent = (id: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
    id,
    name: `Night ${id}`,
    venue: "Arena",
    startsAt: "2026-12-12T22:00:00.000Z",
    endedAt: null,
    picksLocked: false,
    mainEvent: null,
    ...overrides,
  });

  it("names the calendar, asks to be read again every six hours and holds one event per fight night", () => {
    const ics = fightNightCalendar(
      [feedEvent("a", { mainEvent: "Iron Will vs Glass Jaw" }), feedEvent("b", { picksLocked: true, endedAt: "2026-12-13T01:00:00.000Z" })],
      (id) => `https://forum.example/events/${id}`,
      new Date("2026-12-05T10:00:00Z"),
    );
    const lines = linesOf(ics);
    expect(lines.slice(0, 8)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Fight Forum//Events//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Fight Forum fight nights",
      "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
      "X-PUBLISHED-TTL:PT6H",
    ]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:a@forum.example",
        "DESCRIPTION:Main event: Iron Will vs Glass Jaw. Picks lock at the start: https://forum.example/events/a",
        "UID:b@forum.example",
        "DESCRIPTION:Picks lock at the start: https://forum.example/events/b",
        "DTEND:20261213T010000Z",
      ]),
    );
    // Only the event whose picks are open has a reminder.
    expect(lines.filter((line) => line === "BEGIN:VALARM")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("is an empty calendar when there are no events", () => {
    const lines = linesOf(fightNightCalendar([], () => "https://forum.example/events/x"));
    expect(lines).toContain("X-WR-CALNAME:Fight Forum fight nights");
    expect(lines).not.toContain("BEGIN:VEVENT");
  });
});
