import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, APP_URL, tokenFor } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { createMember, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";
import { openEventStream, type ReceivedEvent } from "../helpers/sse";

/**
 * Fight night (issue 20): staff create and edit events with their card and live thread; members pick
 * until the start (server-enforced), see the crowd's shares only after picking or the lock; staff
 * enter results, which score picks into pick'em points and Fight Cred (counted by db:recount);
 * event and season leaderboards.
 */

type Member = { id: string; username: string };
let staff: Member;
let fighter: Member;
let pickers: Member[];

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  staff = await createMember("evstaff", { role: "MODERATOR" });
  fighter = await createMember("evfighter", { role: "FIGHTER" });
  await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
  pickers = await Promise.all([1, 2, 3, 4].map((n) => createMember(`picker${n}`)));
});

afterAll(removeCreatedThreads);

function card(overrides: Record<string, unknown> = {}) {
  return {
    name: `Fight Night ${Date.now()}`,
    venue: "T-Mobile Arena, Las Vegas",
    startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    bouts: [
      { segment: "main_card", weightClass: "Lightweight", scheduledRounds: 5, red: { name: "Red Champion", fighterUsername: fighter.username }, blue: { name: "Blue Challenger" } },
      { segment: "prelims", weightClass: "Flyweight", scheduledRounds: 3, red: { name: "Red Prospect" }, blue: { name: "Blue Veteran" } },
    ],
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}) {
  const { status, json, text } = await api("/api/events", { as: staff.username, body: card(overrides) });
  expect(status, text).toBe(201);
  trackCreatedThread(json.threadId);
  return json as { id: string; threadId: string; name: string; status: string; bouts: { id: string; red: { name: string; fighter: { username: string } | null } }[] };
}

/** Moves the event's start into the past, as time passing would (picks lock; results may be entered). */
const start = (eventId: string) => testDb.event.update({ where: { id: eventId }, data: { startsAt: new Date(Date.now() - HOUR) } });

const pick = (eventId: string, as: string | undefined, picks: unknown[]) => api(`/api/events/${eventId}/picks`, { as, body: { picks } });
const results = (eventId: string, as: string, list: unknown[]) => api(`/api/events/${eventId}/results`, { as, body: { results: list } });

describe("creating and listing events", () => {
  it("creates the event with its card and a pinned live thread by the staff member", async () => {
    const event = await createEvent();
    expect(event).toMatchObject({ status: "upcoming", picksLocked: false, boutsCount: 2 });
    expect(event.bouts.map((bout) => bout.red.name)).toEqual(["Red Champion", "Red Prospect"]);
    expect(event.bouts[0].red.fighter).toMatchObject({ username: fighter.username });
    const thread = await testDb.thread.findUniqueOrThrow({ where: { id: event.threadId } });
    expect(thread).toMatchObject({ userId: staff.id, categoryId: "general", title: `${event.name}: live thread`, isPinned: true });
    expect(thread.content).toContain("Red Champion vs Blue Challenger (Lightweight)");
    expect((await api(`/api/threads/id/${event.threadId}`, { as: pickers[0].username })).json.event).toEqual({ id: event.id, live: false });
    await expectCountersMatchRecount({ userIds: [staff.id], threadIds: [event.threadId] });
  });

  it("lists upcoming events soonest first and past ones once ended", async () => {
    const later = await createEvent({ startsAt: new Date(Date.now() + 72 * HOUR).toISOString() });
    const sooner = await createEvent({ startsAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    const upcoming = (await api<{ id: string }[]>("/api/events?when=upcoming&limit=50", { as: pickers[0].username })).json.map((event) => event.id);
    expect(upcoming.indexOf(sooner.id)).toBeLessThan(upcoming.indexOf(later.id));
    await start(sooner.id);
    const ended = await api(`/api/events/${sooner.id}`, { as: staff.username, method: "PUT", body: { ...card({ name: sooner.name }), bouts: card().bouts, startsAt: new Date(Date.now() - HOUR).toISOString(), ended: true } });
    expect(ended.json).toMatchObject({ status: "past" });
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: sooner.threadId } })).isPinned).toBe(false);
    expect((await api<{ id: string }[]>("/api/events?when=past&limit=50", { as: pickers[0].username })).json.map((event) => event.id)).toContain(sooner.id);
    expect((await api<{ id: string }[]>("/api/events?when=upcoming&limit=50", { as: pickers[0].username })).json.map((event) => event.id)).not.toContain(sooner.id);
  });

  it("lists each event with the viewer's own picks of it: how many bouts, their points, null before their first", async () => {
    const event = await createEvent({ startsAt: new Date(Date.now() + 3 * HOUR).toISOString() });
    const [main, prelim] = event.bouts;
    const [a, b, c] = pickers;
    await pick(event.id, a.username, [{ boutId: main.id, winner: "red" }]);
    await pick(event.id, b.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "red", method: "decision" }]);
    const listed = async (when: "upcoming" | "past", as: Member) => {
      const { status, json } = await api<{ id: string; yourPicks: unknown }[]>(`/api/events?when=${when}&limit=50`, { as: as.username });
      expect(status).toBe(200);
      return json.find((item) => item.id === event.id)?.yourPicks;
    };
    expect(await listed("upcoming", a)).toEqual({ count: 1, points: 0 });
    expect(await listed("upcoming", b)).toEqual({ count: 2, points: 0 });
    expect(await listed("upcoming", c)).toBeNull();

    await start(event.id);
    await results(event.id, staff.username, [{ boutId: prelim.id, outcome: "red", method: "decision" }]);
    const ended = await api(`/api/events/${event.id}`, {
      as: staff.username,
      method: "PUT",
      body: card({ name: event.name, startsAt: new Date(Date.now() - HOUR).toISOString(), bouts: card().bouts.map((bout, index) => ({ ...bout, id: event.bouts[index].id })), ended: true }),
    });
    expect(ended.status, ended.text).toBe(200);
    expect(await listed("past", b)).toEqual({ count: 2, points: 2 });
    expect(await listed("past", a)).toEqual({ count: 1, points: 0 });
    expect(await listed("past", c)).toBeNull();
  });

  it("offers each event as a calendar file to add, reminding an hour before while picks are open", async () => {
    const event = await createEvent({ name: `Calendar Night, Vegas ${Date.now()}` });
    const file = await api(`/api/events/${event.id}/calendar`, { as: pickers[0].username });
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="fight-forum-calendar-night-vegas-${event.name.split(" ").at(-1)}.ics"`);
    const lines = file.text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        `SUMMARY:${event.name.replace(",", "\\,")}`,
        "LOCATION:T-Mobile Arena\\, Las Vegas",
        "DESCRIPTION:Main event: Red Champion vs Blue Challenger. Picks lock at the start: " + `${APP_URL}/events/${event.id}`,
        `URL:${APP_URL}/events/${event.id}`,
        "TRIGGER:-PT60M",
      ]),
    );
    await start(event.id);
    expect((await api(`/api/events/${event.id}/calendar`, { as: pickers[0].username })).text, "picks locked: no reminder").not.toContain("BEGIN:VALARM");
    expect(await api("/api/events/no-such-event/calendar", { as: pickers[0].username })).toMatchObject({ status: 404, json: { message: "Event not found" } });
    expect(await api(`/api/events/${event.id}/calendar`)).toMatchObject({ status: 401, json: { message: "You must be logged in to view events" } });
  });

  it("refuses a corner linked to a member who is not a verified pro fighter, creating nothing", async () => {
    const before = await testDb.event.count();
    const bouts = [{ segment: "main_card", weightClass: "Welterweight", scheduledRounds: 3, red: { name: "Somebody", fighterUsername: pickers[0].username }, blue: { name: "Other" } }];
    const refused = await api("/api/events", { as: staff.username, body: card({ bouts }) });
    expect(refused).toMatchObject({ status: 400, json: { code: "INVALID_INPUT", message: `@${pickers[0].username} is not a verified pro fighter.` } });
    expect(await api("/api/events", { as: staff.username, body: card({ bouts: [] }) })).toMatchObject({ status: 400, json: { message: "Add at least one bout to the card." } });
    expect(await testDb.event.count()).toBe(before);
  });

  it("keeps an event's live thread from being deleted on its own", async () => {
    const event = await createEvent();
    expect(await api(`/api/threads/${event.threadId}`, { as: staff.username, method: "DELETE", body: { userId: staff.id } })).toMatchObject({ status: 409 });
    expect(await testDb.thread.count({ where: { id: event.threadId } })).toBe(1);
  });
});

describe("pick'em boards of the members a member follows", () => {
  it("rank the viewer and the members they follow, on an event's board and the season's, and no one else", async () => {
    const [viewer, friend, stranger] = await Promise.all([createMember("boardme"), createMember("boardfriend"), createMember("boardstranger")]);
    expect((await api(`/api/users/${friend.id}/follow`, { as: viewer.username, method: "PUT", body: {} })).status).toBe(200);
    // The friend follows the stranger: only the viewer's own follows count.
    expect((await api(`/api/users/${stranger.id}/follow`, { as: friend.username, method: "PUT", body: {} })).status).toBe(200);
    const event = await createEvent({ name: `Board Night ${Date.now()}` });
    const [main, prelim] = event.bouts;
    const both = [{ boutId: main.id, winner: "red" }, { boutId: prelim.id, winner: "red" }];
    expect((await pick(event.id, stranger.username, both)).status).toBe(200);
    expect((await pick(event.id, friend.username, both)).status).toBe(200);
    expect((await pick(event.id, viewer.username, [{ boutId: main.id, winner: "red" }, { boutId: prelim.id, winner: "blue" }])).status).toBe(200);
    await start(event.id);
    expect((await results(event.id, staff.username, [{ boutId: main.id, outcome: "red", method: "decision" }, { boutId: prelim.id, outcome: "red", method: "decision" }])).status).toBe(200);

    const board = async (path: string) => {
      const answer = await api(path, { as: viewer.username });
      expect(answer.status, answer.text).toBe(200);
      return answer.json as { among: string; standings: { username: string; rank: number; points: number }[] };
    };
    const everyone = await board(`/api/events/${event.id}/leaderboard`);
    expect(everyone.among).toBe("everyone");
    expect(everyone.standings.map((row) => row.username)).toEqual(expect.arrayContaining([viewer.username, friend.username, stranger.username]));
    const following = await board(`/api/events/${event.id}/leaderboard?among=following`);
    expect(following).toMatchObject({ eventId: event.id, among: "following" });
    expect(following.standings.map((row) => [row.username, row.rank])).toEqual([
      [friend.username, 1],
      [viewer.username, 2],
    ]);
    const season = await board(`/api/events/leaderboard?among=following&season=${new Date().getUTCFullYear()}`);
    expect(season.among).toBe("following");
    expect(season.standings.map((row) => row.username)).toEqual([friend.username, viewer.username]);
    expect((await board("/api/events/leaderboard")).standings.map((row) => row.username)).toEqual(expect.arrayContaining([stranger.username]));

    // Unfollowed, the friend leaves the viewer's board.
    expect((await api(`/api/users/${friend.id}/follow`, { as: viewer.username, method: "DELETE", body: {} })).status).toBe(200);
    expect((await board(`/api/events/${event.id}/leaderboard?among=following`)).standings.map((row) => row.username)).toEqual([viewer.username]);
  });

  it("refuse an unknown board, a missing event and the signed out, with a clear message", async () => {
    const member = pickers[0];
    const badBoard = { status: 400, json: { message: "among must be everyone or following" } };
    expect(await api("/api/events/leaderboard?among=friends", { as: member.username })).toMatchObject(badBoard);
    expect(await api("/api/events/no-such-event/leaderboard?among=nobody", { as: member.username })).toMatchObject(badBoard);
    expect(await api("/api/events/no-such-event/leaderboard?among=following", { as: member.username })).toMatchObject({ status: 404, json: { message: "Event not found" } });
    expect(await api("/api/events/no-such-event/leaderboard")).toMatchObject({ status: 401, json: { message: "You must be logged in to view events" } });
  });
});

describe("a member's fight night calendar", () => {
  const feedPath = (url: string) => new URL(url).pathname;
  const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

  it("gives a signed-in member a secret address whose feed lists upcoming, live and recent events, read without a session", async () => {
    const member = await createMember("calfeed");
    expect((await api("/api/users/me", { as: member.username })).json.calendarFeedUrl).toBeNull();
    const upcoming = await createEvent({ name: `Feed Night Upcoming ${Date.now()}` });
    const live = await createEvent({ name: `Feed Night Live ${Date.now()}` });
    await start(live.id);
    const recent = await createEvent({ name: `Feed Night Recent ${Date.now()}` });
    const old = await createEvent({ name: `Feed Night Old ${Date.now()}` });
    await testDb.event.update({ where: { id: recent.id }, data: { startsAt: new Date(Date.now() - 20 * 24 * HOUR), endedAt: new Date(Date.now() - 20 * 24 * HOUR + 4 * HOUR) } });
    await testDb.event.update({ where: { id: old.id }, data: { startsAt: new Date(Date.now() - 120 * 24 * HOUR), endedAt: new Date(Date.now() - 120 * 24 * HOUR + 4 * HOUR) } });

    const created = await api("/api/users/me/calendar-feed", { as: member.username, method: "POST" });
    expect(created.status, created.text).toBe(200);
    expect(created.json.url).toMatch(new RegExp(`^${APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await api("/api/users/me", { as: member.username })).json.calendarFeedUrl).toBe(created.json.url);

    const feed = await api(feedPath(created.json.url));
    expect(feed.status, feed.text).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const lines = unfolded(feed.text);
    expect(lines).toEqual(expect.arrayContaining(["BEGIN:VCALENDAR", "X-WR-CALNAME:Fight Forum fight nights", "REFRESH-INTERVAL;VALUE=DURATION:PT6H", "END:VCALENDAR"]));
    const host = new URL(APP_URL).host;
    for (const listed of [upcoming, live, recent]) {
      expect(lines, listed.name).toContain(`UID:${listed.id}@${host}`);
      expect(lines, listed.name).toContain(`DESCRIPTION:Main event: Red Champion vs Blue Challenger. Picks lock at the start: ${APP_URL}/events/${listed.id}`);
    }
    expect(lines, "ended more than three months ago").not.toContain(`UID:${old.id}@${host}`);
    // Only the upcoming event's picks are still open: one reminder, before it.
    const upcomingAt = lines.indexOf(`UID:${upcoming.id}@${host}`);
    expect(lines.slice(upcomingAt, lines.indexOf("END:VEVENT", upcomingAt))).toContain("TRIGGER:-PT60M");
    const liveAt = lines.indexOf(`UID:${live.id}@${host}`);
    expect(lines.slice(liveAt, lines.indexOf("END:VEVENT", liveAt))).not.toContain("BEGIN:VALARM");

    // The bare token answers too (some calendar apps drop the extension); a second member gets another address.
    expect((await api(feedPath(created.json.url).replace(/\.ics$/, ""))).status).toBe(200);
    const other = await api("/api/users/me/calendar-feed", { as: pickers[0].username, method: "POST" });
    expect(other.json.url).not.toBe(created.json.url);
  });

  it("stops the old address when the member resets it, and every address when they turn it off", async () => {
    const member = await createMember("calreset");
    const first = (await api("/api/users/me/calendar-feed", { as: member.username, method: "POST" })).json.url as string;
    const second = await api("/api/users/me/calendar-feed", { as: member.username, method: "POST" });
    expect(second.status, second.text).toBe(200);
    expect(second.json.url).not.toBe(first);
    const gone = { status: 404, json: { code: "NOT_FOUND", message: "This calendar address no longer works. Copy the current one from your account page." } };
    expect(await api(feedPath(first))).toMatchObject(gone);
    expect((await api(feedPath(second.json.url))).status).toBe(200);

    const off = await api("/api/users/me/calendar-feed", { as: member.username, method: "DELETE" });
    expect(off).toMatchObject({ status: 200, json: { url: null } });
    expect(await api(feedPath(second.json.url))).toMatchObject(gone);
    expect((await api("/api/users/me", { as: member.username })).json.calendarFeedUrl).toBeNull();
    // Turning off what is off changes nothing.
    expect(await api("/api/users/me/calendar-feed", { as: member.username, method: "DELETE" })).toMatchObject({ status: 200, json: { url: null } });
  });

  it("answers no feed for a banned member, an unknown or malformed address, and no address to the signed out", async () => {
    const member = await createMember("calban");
    const url = (await api("/api/users/me/calendar-feed", { as: member.username, method: "POST" })).json.url as string;
    await testDb.user.update({ where: { id: member.id }, data: { isBanned: true } });
    expect((await api(feedPath(url))).status).toBe(404);
    await testDb.user.update({ where: { id: member.id }, data: { isBanned: false } });
    expect((await api(feedPath(url))).status).toBe(200);

    for (const path of [`/api/calendar/${"A".repeat(43)}.ics`, "/api/calendar/short.ics", `/api/calendar/${"A".repeat(42)}!.ics`, `/api/calendar/${"A".repeat(43)}.ics.ics`]) {
      expect(await api(path), path).toMatchObject({ status: 404, json: { message: "This calendar address no longer works. Copy the current one from your account page." } });
    }
    for (const method of ["POST", "DELETE"]) {
      expect(await api("/api/users/me/calendar-feed", { method })).toMatchObject({ status: 401, json: { message: "You must be logged in to manage your calendar" } });
    }
  });
});

describe("picks", () => {
  it("saves and replaces a member's picks, showing the crowd's shares of the bouts they picked only", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    const first = await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "red", method: "ko_tko" }]);
    expect(first.json).toEqual({
      locked: false,
      robberyVotes: [],
      mine: [{ boutId: main.id, winner: "red", method: "ko_tko", points: 0 }],
      shares: [{ boutId: main.id, red: 1, blue: 0 }],
      place: null,
    });
    await pick(event.id, pickers[1].username, [{ boutId: prelim.id, winner: "blue" }]);

    const changed = await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "blue" }]);
    expect(changed.json.mine).toEqual([{ boutId: main.id, winner: "blue", method: null, points: 0 }]);
    expect(changed.json.shares).toEqual([{ boutId: main.id, red: 0, blue: 1 }]);
    expect(await testDb.pick.count({ where: { eventId: event.id } })).toBe(2);
    // A member who has not picked: nothing of theirs, and no shares before the lock.
    expect((await api(`/api/events/${event.id}/picks`, { as: pickers[2].username })).json).toEqual({ locked: false, robberyVotes: [], mine: [], shares: [], place: null });
    expect(await api(`/api/events/${event.id}/picks`)).toMatchObject({ status: 401, json: { message: "You must be logged in to view events" } });
  });

  it("locks picks from the start time, then shows every bout's shares to everyone", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "red" }, { boutId: prelim.id, winner: "red" }]);
    await start(event.id);
    const refused = await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "blue" }]);
    expect(refused).toMatchObject({ status: 403, json: { code: "PICKS_LOCKED", message: "Picks are locked: the event has started." } });
    expect(await pick(event.id, pickers[1].username, [{ boutId: main.id, winner: "blue" }])).toMatchObject({ status: 403 });
    const after = await api(`/api/events/${event.id}/picks`, { as: pickers[2].username });
    expect(after.json.locked).toBe(true);
    expect(after.json.shares).toEqual(expect.arrayContaining([{ boutId: main.id, red: 1, blue: 0 }, { boutId: prelim.id, red: 1, blue: 0 }]));
    expect(await testDb.pick.findMany({ where: { eventId: event.id }, select: { winner: true } })).toEqual([{ winner: "RED" }, { winner: "RED" }]);
    expect((await api(`/api/threads/id/${event.threadId}`, { as: pickers[0].username })).json.event).toEqual({ id: event.id, live: true });
  });

  it("counts a locked event's shares once for all its readers, and again once a new start time locks new picks", async () => {
    const event = await createEvent();
    const [main] = event.bouts;
    await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "red" }]);
    await pick(event.id, pickers[1].username, [{ boutId: main.id, winner: "blue" }]);
    await start(event.id);
    const readPicks = (as: string) => api(`/api/events/${event.id}/picks`, { as });
    const first = await readPicks(pickers[2].username);
    const second = await readPicks(pickers[3].username);
    expect(first.json.shares).toEqual([{ boutId: main.id, red: 1, blue: 1 }]);
    expect(second.json.shares).toEqual(first.json.shares);
    // The second reader's shares came without counting the picks again.
    expect(Number(second.headers.get("x-query-count"))).toBe(Number(first.headers.get("x-query-count")) - 1);

    // Staff move the start back: picks open again, and the next lock counts them afresh.
    await testDb.event.update({ where: { id: event.id }, data: { startsAt: new Date(Date.now() + HOUR) } });
    expect((await pick(event.id, pickers[2].username, [{ boutId: main.id, winner: "red" }])).status).toBe(200);
    await start(event.id);
    expect((await readPicks(pickers[3].username)).json.shares).toEqual([{ boutId: main.id, red: 2, blue: 1 }]);
  });

  it("refuses a bout of another event, a missing event, and a signed-out member, recording nothing", async () => {
    const [event, other] = await Promise.all([createEvent(), createEvent()]);
    expect(await pick(event.id, pickers[0].username, [{ boutId: other.bouts[0].id, winner: "red" }])).toMatchObject({
      status: 400,
      json: { message: "A pick names a bout that is not on this event's card." },
    });
    expect(await pick("no-such-event", pickers[0].username, [{ boutId: event.bouts[0].id, winner: "red" }])).toMatchObject({ status: 404, json: { message: "Event not found" } });
    expect(await pick(event.id, undefined, [{ boutId: event.bouts[0].id, winner: "red" }])).toMatchObject({ status: 401, json: { message: "You must be logged in to make picks" } });
    expect(await pick(event.id, pickers[0].username, [{ boutId: event.bouts[0].id, winner: "red" }, { boutId: event.bouts[0].id, winner: "blue" }])).toMatchObject({ status: 400 });
    expect(await testDb.pick.count({ where: { eventId: { in: [event.id, other.id] } } })).toBe(0);
  });

  it("keeps one pick per bout when a member saves many times at once", async () => {
    const event = await createEvent();
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, index) => pick(event.id, pickers[2].username, [{ boutId: event.bouts[0].id, winner: index % 2 ? "red" : "blue" }])),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(10).fill(200));
    expect(await testDb.pick.count({ where: { eventId: event.id } })).toBe(1);
  });
});

describe("results and scoring", () => {
  it("scores a point for the winner, one for the method and an underdog bonus, into Fight Cred", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    const [a, b, c, d] = pickers;
    await pick(event.id, a.username, [{ boutId: main.id, winner: "red", method: "ko_tko" }, { boutId: prelim.id, winner: "blue", method: "decision" }]);
    await pick(event.id, b.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "blue" }]);
    await pick(event.id, c.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "red" }]);
    await pick(event.id, d.username, [{ boutId: main.id, winner: "blue", method: "submission" }, { boutId: prelim.id, winner: "blue", method: "submission" }]);
    const credBefore = await fightCredOf(pickers);

    expect(await results(event.id, staff.username, [{ boutId: main.id, outcome: "red", method: "ko_tko", round: 2 }])).toMatchObject({
      status: 409,
      json: { message: "Results can be entered once the event has started." },
    });
    await start(event.id);
    const entered = await results(event.id, staff.username, [
      { boutId: main.id, outcome: "red", method: "ko_tko", round: 2 },
      { boutId: prelim.id, outcome: "blue", method: "decision" },
    ]);
    expect(entered.status, entered.text).toBe(200);
    expect(entered.json.bouts.map((bout: { result: unknown }) => bout.result)).toEqual([
      { outcome: "red", method: "ko_tko", round: 2 },
      { outcome: "blue", method: "decision", round: 3 },
    ]);
    // Main: only a picked red (1 of 4: underdog) with the method: 3. Prelim: blue by decision, 3 of 4 picked blue.
    const expected = { [a.username]: 3 + 2, [b.username]: 1, [c.username]: 0, [d.username]: 1 };
    expect(await pointsOf(event.id)).toEqual(expected);
    const credAfter = await fightCredOf(pickers);
    expect(pickers.map((member) => credAfter[member.username] - credBefore[member.username])).toEqual(pickers.map((member) => 2 * expected[member.username]));
    await expectCountersMatchRecount({ userIds: pickers.map((member) => member.id), threadIds: [event.threadId] });

    const board = await api(`/api/events/${event.id}`, { as: pickers[0].username });
    expect(board.json.leaderboard.map((row: { username: string; points: number; rank: number; isTied: boolean }) => [row.rank, row.isTied, row.username, row.points])).toEqual([
      [1, false, a.username, 5],
      ...[b.username, d.username].sort().map((username) => [2, true, username, 1]),
    ]);

    // A corrected result takes back what the wrong one gave.
    await results(event.id, staff.username, [{ boutId: main.id, outcome: "draw" }]);
    expect(await pointsOf(event.id)).toEqual({ [a.username]: 2, [b.username]: 1, [c.username]: 0, [d.username]: 1 });
    await expectCountersMatchRecount({ userIds: pickers.map((member) => member.id), threadIds: [event.threadId] });

    const season = await api(`/api/events/leaderboard?season=${new Date().getUTCFullYear()}`, { as: pickers[0].username });
    expect(season.json.standings.map((row: { username: string }) => row.username)).toEqual(expect.arrayContaining([a.username, b.username, d.username]));
  });

  it("scores a crowd of pickers in as many statements as a few, and right", async () => {
    /** Enters red by KO for the main event and answers how many statements it took. */
    const enterRedWin = async (event: { id: string; bouts: { id: string }[] }) => {
      await start(event.id);
      const entered = await results(event.id, staff.username, [{ boutId: event.bouts[0].id, outcome: "red", method: "ko_tko", round: 1 }]);
      expect(entered.status, entered.text).toBe(200);
      return Number(entered.headers.get("x-query-count"));
    };
    const few = await createEvent();
    await pick(few.id, pickers[0].username, [{ boutId: few.bouts[0].id, winner: "red", method: "ko_tko" }]);
    await pick(few.id, pickers[1].username, [{ boutId: few.bouts[0].id, winner: "blue" }]);

    const crowdEvent = await createEvent();
    const batch = `${Date.now()}`;
    await testDb.user.createMany({ data: Array.from({ length: 300 }, (_, index) => ({ clerkId: `user_pickcrowd_${batch}_${index}`, username: `pickcrowd${batch}x${index}` })) });
    const crowd = await testDb.user.findMany({ where: { clerkId: { startsWith: `user_pickcrowd_${batch}_` } }, select: { id: true, username: true }, orderBy: { username: "asc" } });
    // Two thirds pick red (no underdog bonus), half of those with the method.
    await testDb.pick.createMany({
      data: crowd.map(({ id }, index) => ({
        userId: id,
        boutId: crowdEvent.bouts[0].id,
        eventId: crowdEvent.id,
        winner: index % 3 === 0 ? "BLUE" : "RED",
        method: index % 2 === 0 ? "KO_TKO" : null,
      })),
    });
    const credBefore = await fightCredOf(crowd);

    expect(await enterRedWin(crowdEvent)).toBe(await enterRedWin(few));
    const points = await pointsOf(crowdEvent.id);
    const expected = (index: number) => (index % 3 === 0 ? 0 : 1 + (index % 2 === 0 ? 1 : 0));
    expect(crowd.map(({ username }) => points[username] ?? 0)).toEqual(crowd.map((_, index) => expected(index)));
    const credAfter = await fightCredOf(crowd);
    expect(crowd.map(({ username }) => credAfter[username] - credBefore[username])).toEqual(crowd.map((_, index) => 2 * expected(index)));
    await expectCountersMatchRecount({ userIds: crowd.map((member) => member.id), threadIds: [crowdEvent.threadId] });
  });

  it("tells each picker their place among every picker once a result is in, read once per result for all of an instance's readers", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    const [a, b, c, d] = pickers;
    const bystander = await createMember("placenone");
    await pick(event.id, a.username, [{ boutId: main.id, winner: "red", method: "ko_tko" }, { boutId: prelim.id, winner: "blue", method: "decision" }]);
    await pick(event.id, b.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "blue" }]);
    await pick(event.id, c.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "red" }]);
    await pick(event.id, d.username, [{ boutId: main.id, winner: "blue", method: "submission" }, { boutId: prelim.id, winner: "blue", method: "submission" }]);
    const readPicks = (member: Member) => api(`/api/events/${event.id}/picks`, { as: member.username });
    expect((await readPicks(a)).json.place, "no place before the start").toBeNull();
    await start(event.id);
    expect((await readPicks(a)).json.place, "nor before the first result").toBeNull();

    await results(event.id, staff.username, [{ boutId: main.id, outcome: "red", method: "ko_tko", round: 2 }]);
    const first = await readPicks(a);
    expect(first.json.place).toEqual({ points: 3, rank: 1, isTied: false, pickers: 4 });
    const second = await readPicks(b);
    expect(second.json.place).toEqual({ points: 0, rank: 2, isTied: true, pickers: 4 });
    // The second reader's place came from the pickers' points the first read for this result.
    expect(Number(second.headers.get("x-query-count"))).toBe(Number(first.headers.get("x-query-count")) - 1);
    expect((await readPicks(bystander)).json.place, "a member without picks has no place").toBeNull();

    // The next result moves every place at once.
    await results(event.id, staff.username, [{ boutId: prelim.id, outcome: "blue", method: "decision" }]);
    const places = await Promise.all([a, b, c, d].map(async (member) => (await readPicks(member)).json.place));
    expect(places).toEqual([
      { points: 5, rank: 1, isTied: false, pickers: 4 },
      { points: 1, rank: 2, isTied: true, pickers: 4 },
      { points: 0, rank: 4, isTied: false, pickers: 4 },
      { points: 1, rank: 2, isTied: true, pickers: 4 },
    ]);
    // A corrected result too: a draw in the main event takes a's three points back.
    await results(event.id, staff.username, [{ boutId: main.id, outcome: "draw" }]);
    expect((await readPicks(a)).json.place).toEqual({ points: 2, rank: 1, isTied: false, pickers: 4 });
  });

  it("refuses results from members, for bouts of other events, and rounds the bout never had", async () => {
    const event = await createEvent();
    await start(event.id);
    const [main, prelim] = event.bouts;
    expect(await results(event.id, pickers[0].username, [{ boutId: main.id, outcome: "red", method: "decision" }])).toMatchObject({ status: 403 });
    expect(await results(event.id, staff.username, [{ boutId: prelim.id, outcome: "red", method: "ko_tko", round: 4 }])).toMatchObject({
      status: 400,
      json: { message: "The bout was scheduled for 3 rounds: round 4 is not one of them." },
    });
    expect(await results(event.id, staff.username, [{ boutId: main.id, outcome: "red" }])).toMatchObject({ status: 400, json: { message: "A win needs its method; a draw or no contest has none." } });
    expect(await results(event.id, staff.username, [{ boutId: main.id, outcome: "red", method: "submission" }])).toMatchObject({ status: 400, json: { message: "A finish needs the round it ended in." } });
    expect(await testDb.bout.count({ where: { eventId: event.id, outcome: { not: null } } })).toBe(0);
  });
});

describe("robbery polls", () => {
  const vote = (eventId: string, boutId: string, as: string, robbery: boolean) => api(`/api/events/${eventId}/bouts/${boutId}/robbery`, { as, body: { robbery } });

  async function decidedEvent() {
    const event = await createEvent();
    await start(event.id);
    // The fighter (red) loses a decision: a robbery would be theirs to claim.
    const entered = await results(event.id, staff.username, [
      { boutId: event.bouts[0].id, outcome: "blue", method: "decision" },
      { boutId: event.bouts[1].id, outcome: "red", method: "ko_tko", round: 1 },
    ]);
    expect(entered.status, entered.text).toBe(200);
    return { event, decision: event.bouts[0].id, knockout: event.bouts[1].id };
  }

  it("marks a robbery at two thirds of at least 20 paid votes, records the losing fighter's claim, and takes both back when it turns", async () => {
    const { event, decision } = await decidedEvent();
    const voters = await Promise.all(Array.from({ length: 23 }, (_, index) => createMember(`robvoter${index}`)));
    const answers = await Promise.all(voters.slice(0, 19).map((voter, index) => vote(event.id, decision, voter.username, index < 13)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(19).fill(200));
    let poll = (await api(`/api/events/${event.id}`, { as: pickers[0].username })).json.bouts[0].robberyPoll;
    expect(poll).toMatchObject({ open: true, yes: 13, no: 6, robbery: false });

    const twentieth = await vote(event.id, decision, voters[19].username, true);
    expect(twentieth.json).toMatchObject({ boutId: decision, myVote: true, poll: { yes: 14, no: 6, robbery: true } });
    expect(await testDb.robberyClaim.findUnique({ where: { boutId: decision } })).toMatchObject({ fighterId: fighter.id });

    expect(await vote(event.id, decision, voters[19].username, false)).toMatchObject({ status: 409, json: { code: "ALREADY_VOTED" } });
    await Promise.all(voters.slice(20).map((voter) => vote(event.id, decision, voter.username, false)));
    poll = (await api(`/api/events/${event.id}`, { as: pickers[0].username })).json.bouts[0].robberyPoll;
    expect(poll).toMatchObject({ yes: 14, no: 9, robbery: false });
    expect(await testDb.robberyClaim.count({ where: { boutId: decision } })).toBe(0);
    expect((await api(`/api/events/${event.id}/picks`, { as: voters[0].username })).json.robberyVotes).toEqual([{ boutId: decision, robbery: true }]);
  });

  it("sends open event pages the tallies as members vote: the first vote at once, the next few seconds' together", async () => {
    const { event, decision } = await decidedEvent();
    const voters = await Promise.all(Array.from({ length: 8 }, (_, index) => createMember(`robstream${index}`)));
    const stream = await openEventStream(`/api/events/${event.id}/events`, { as: pickers[0].username });
    const tally = (received: ReceivedEvent) => (received.event === "event" ? JSON.parse(received.data).bouts[0].robberyPoll : null);
    await stream.next((received) => tally(received)?.yes === 0);

    await vote(event.id, decision, voters[0].username, true);
    await stream.next((received) => tally(received)?.yes === 1);
    const sentBefore = stream.events.length;
    const answers = await Promise.all(voters.slice(1).map((voter) => vote(event.id, decision, voter.username, false)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(200));
    await stream.next((received) => tally(received)?.no === 7, { from: sentBefore, boundMs: 20_000 });
    // Seven votes within one window: one update at its end (two if the votes straddled its end).
    expect(stream.events.length - sentBefore).toBeLessThanOrEqual(2);
    stream.close();
  });

  it("is for paid members, on decisions, for 72 hours", async () => {
    const { event, decision, knockout } = await decidedEvent();
    const [free, paid] = await Promise.all([createMember("robfree", { plan: "FREE" }), createMember("robpaid")]);
    expect(await vote(event.id, decision, free.username, true)).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED" } });
    expect(await vote(event.id, knockout, paid.username, true)).toMatchObject({ status: 400, json: { message: "Only a bout won by decision has a robbery poll." } });
    expect(await vote("no-such-event", decision, paid.username, true)).toMatchObject({ status: 404, json: { message: "Bout not found" } });
    expect((await api(`/api/events/${event.id}`, { as: pickers[0].username })).json.bouts[1].robberyPoll).toBeNull();
    await testDb.bout.update({ where: { id: decision }, data: { decidedAt: new Date(Date.now() - 73 * HOUR) } });
    expect(await vote(event.id, decision, paid.username, true)).toMatchObject({ status: 403, json: { code: "POLL_ENDED", message: "This robbery poll has closed." } });
    expect((await api(`/api/events/${event.id}`, { as: pickers[0].username })).json.bouts[0].robberyPoll).toMatchObject({ open: false });
    expect(await testDb.robberyVote.count({ where: { boutId: { in: [decision, knockout] } } })).toBe(0);
  });

  it("clears the votes when staff correct the winner", async () => {
    const { event, decision } = await decidedEvent();
    const voter = await createMember("robcorrect");
    await vote(event.id, decision, voter.username, true);
    await results(event.id, staff.username, [{ boutId: decision, outcome: "red", method: "decision" }]);
    expect((await api(`/api/events/${event.id}`, { as: pickers[0].username })).json.bouts[0].robberyPoll).toMatchObject({ yes: 0, no: 0, robbery: false });
  });
});

describe("editing an event", () => {
  it("renames its thread, keeps decided bouts as they are, and removes an undecided bout with its picks", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    await pick(event.id, pickers[0].username, [{ boutId: prelim.id, winner: "red" }]);
    await start(event.id);
    await results(event.id, staff.username, [{ boutId: main.id, outcome: "blue", method: "submission", round: 1 }]);
    const startsAt = new Date(Date.now() - HOUR).toISOString();
    const boutsAsEntered = card().bouts.map((bout, index) => ({ ...bout, id: event.bouts[index].id }));

    const removingDecided = await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: card({ name: event.name, startsAt, bouts: [boutsAsEntered[1]] }) });
    expect(removingDecided).toMatchObject({ status: 409, json: { message: "A bout with a result cannot be removed from the card." } });
    const changingDecided = await api(`/api/events/${event.id}`, {
      as: staff.username,
      method: "PUT",
      body: card({ name: event.name, startsAt, bouts: [{ ...boutsAsEntered[0], weightClass: "Heavyweight" }, boutsAsEntered[1]] }),
    });
    expect(changingDecided).toMatchObject({ status: 409 });

    const renamed = await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: card({ name: "Renamed Night", startsAt, bouts: [boutsAsEntered[0]] }) });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.bouts).toHaveLength(1);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: event.threadId } })).title).toBe("Renamed Night: live thread");
    expect(await testDb.pick.count({ where: { boutId: prelim.id } })).toBe(0);
  });

  it("ends only a started event, and reopening pins its thread again", async () => {
    const event = await createEvent();
    const body = (overrides: Record<string, unknown>) => card({ name: event.name, bouts: card().bouts.map((bout, index) => ({ ...bout, id: event.bouts[index].id })), ...overrides });
    expect(await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body({ ended: true }) })).toMatchObject({
      status: 409,
      json: { message: "An event can only be ended once it has started." },
    });
    const startsAt = new Date(Date.now() - HOUR).toISOString();
    expect((await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body({ startsAt, ended: true }) })).json.status).toBe("past");
    expect((await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body({ startsAt, ended: false }) })).json.status).toBe("live");
    expect(await testDb.thread.findUniqueOrThrow({ where: { id: event.threadId } })).toMatchObject({ isPinned: true, pinnedById: staff.id });
    await expectCountersMatchRecount({ userIds: [staff.id], threadIds: [event.threadId] });
  });

  it("answers 404 for a missing event and 403 for members", async () => {
    expect((await api("/api/events/no-such-event", { as: pickers[0].username })).status).toBe(404);
    expect(await api("/api/events/no-such-event", { as: staff.username, method: "PUT", body: card() })).toMatchObject({ status: 404, json: { message: "Event not found" } });
    expect((await api("/api/events", { as: pickers[0].username, body: card() })).status).toBe(403);
  });
});

describe("pick'em results when an event ends", () => {
  it("tells each picker their points and place once, leading to the event, unless they turned such notices off", async () => {
    const event = await createEvent();
    const [main, prelim] = event.bouts;
    const [a, b, c, d] = pickers;
    const quiet = await createMember("pickquiet");
    const bystander = await createMember("picknone");
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { PICKEM_RESULT: false } } })).status).toBe(200);
    await pick(event.id, a.username, [{ boutId: main.id, winner: "red", method: "ko_tko" }, { boutId: prelim.id, winner: "blue", method: "decision" }]);
    await pick(event.id, b.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "blue" }]);
    await pick(event.id, c.username, [{ boutId: main.id, winner: "blue" }, { boutId: prelim.id, winner: "red" }]);
    await pick(event.id, d.username, [{ boutId: main.id, winner: "blue", method: "submission" }, { boutId: prelim.id, winner: "blue", method: "submission" }]);
    await pick(event.id, quiet.username, [{ boutId: main.id, winner: "blue" }]);
    await start(event.id);
    await results(event.id, staff.username, [
      { boutId: main.id, outcome: "red", method: "ko_tko", round: 2 },
      { boutId: prelim.id, outcome: "blue", method: "decision" },
    ]);
    expect(await pointsOf(event.id)).toEqual({ [a.username]: 5, [b.username]: 1, [c.username]: 0, [d.username]: 1, [quiet.username]: 0 });
    const resultNotices = () =>
      testDb.notification.findMany({ where: { type: "PICKEM_RESULT", threadId: event.threadId }, select: { userId: true, message: true, actorId: true }, orderBy: { userId: "asc" } });
    expect(await resultNotices(), "nobody is told before the event ends").toEqual([]);

    const body = (ended: boolean) =>
      card({ name: event.name, startsAt: new Date(Date.now() - HOUR).toISOString(), bouts: card().bouts.map((bout, index) => ({ ...bout, id: event.bouts[index].id })), ended });
    expect((await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body(true) })).status).toBe(200);
    const expected = [
      { userId: a.id, message: `${event.name} is over: your picks scored 5 points, #1 of 5 members who picked.`, actorId: null },
      { userId: b.id, message: `${event.name} is over: your picks scored 1 point, #2-T of 5 members who picked.`, actorId: null },
      { userId: c.id, message: `${event.name} is over: none of your picks scored this time.`, actorId: null },
      { userId: d.id, message: `${event.name} is over: your picks scored 1 point, #2-T of 5 members who picked.`, actorId: null },
    ].sort((x, y) => (x.userId < y.userId ? -1 : 1));
    expect(await resultNotices()).toEqual(expected);
    expect(await testDb.notification.count({ where: { userId: { in: [quiet.id, bystander.id, staff.id] }, type: "PICKEM_RESULT" } })).toBe(0);

    const listed = await api("/api/notifications?kind=forum", { as: a.username });
    expect(listed.json[0]).toMatchObject({ type: "PICKEM_RESULT", threadId: event.threadId, eventId: event.id, relatedUser: null, message: expected.find((n) => n.userId === a.id)!.message });

    // Reopened and ended again: the pickers were told already.
    expect((await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body(false) })).json.status).toBe("live");
    expect((await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: body(true) })).json.status).toBe("past");
    expect(await resultNotices()).toEqual(expected);
  });
});

async function pointsOf(eventId: string) {
  const rows = await testDb.pick.groupBy({ by: ["userId"], where: { eventId }, _sum: { points: true } });
  const users = await testDb.user.findMany({ where: { id: { in: rows.map((row) => row.userId) } }, select: { id: true, username: true } });
  const names = new Map(users.map((user) => [user.id, user.username]));
  return Object.fromEntries(rows.map((row) => [names.get(row.userId)!, row._sum.points ?? 0]));
}

describe("an event page's live events", () => {
  it("sends the event at once, then again when staff enter a result or end the event, and the same as JSON when polled", async () => {
    const event = await createEvent();
    const [main] = event.bouts;
    const stream = await openEventStream(`/api/events/${event.id}/events`, { as: pickers[0].username });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const first = JSON.parse((await stream.next((received) => received.event === "event")).data);
    expect(first).toMatchObject({ id: event.id, status: "upcoming", leaderboard: [] });

    await pick(event.id, pickers[0].username, [{ boutId: main.id, winner: "red", method: "decision" }]);
    await start(event.id);
    expect((await results(event.id, staff.username, [{ boutId: main.id, outcome: "red", method: "decision" }])).status).toBe(200);
    const scored = JSON.parse((await stream.next((received) => received.event === "event" && JSON.parse(received.data).bouts[0].result !== null)).data);
    expect(scored.bouts[0].result).toEqual({ outcome: "red", method: "decision", round: 5 });
    expect(scored.leaderboard).toEqual([expect.objectContaining({ username: pickers[0].username, points: 2 })]);

    const ended = await api(`/api/events/${event.id}`, { as: staff.username, method: "PUT", body: { ...card({ name: event.name }), bouts: event.bouts.map((bout, position) => ({ ...card().bouts[position], id: bout.id })), startsAt: new Date(Date.now() - HOUR).toISOString(), ended: true } });
    expect(ended.status, ended.text).toBe(200);
    await stream.next((received) => received.event === "event" && JSON.parse(received.data).status === "past");
    stream.close();

    const polled = await api(`/api/events/${event.id}/events?poll=1`, { as: pickers[1].username });
    expect(polled.json).toMatchObject({ id: event.id, status: "past", bouts: [{ result: { outcome: "red" } }, { result: null }] });
  });

  it("reads the event once for all of an instance's open pages when a result comes in", async () => {
    // A server of its own, so that nothing but these streams sends statements through it.
    const other = await startAppServer({ REDIS_URL: undefined });
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const event = await createEvent();
      await start(event.id);
      const path = `/api/events/${event.id}/events`;
      for (const member of pickers) streams.push(await openEventStream(path, { as: member.username, baseUrl: other.url }));
      await Promise.all(streams.map((stream) => stream.next((received) => received.event === "event")));
      const polled = await fetch(`${other.url}${path}?poll=1`, { headers: { authorization: `Bearer ${await tokenFor(pickers[0].username)}` } });
      const oneRead = Number(polled.headers.get("x-query-count"));
      expect(oneRead).toBeGreaterThan(0);

      const statementsSent = async () => ((await (await fetch(`${other.url}/api/dev/statements`)).json()) as { statements: number }).statements;
      const before = await statementsSent();
      expect((await results(event.id, staff.username, [{ boutId: event.bouts[0].id, outcome: "draw" }])).status).toBe(200);
      await Promise.all(streams.map((stream) => stream.next((received) => received.event === "event" && JSON.parse(received.data).bouts[0].result !== null)));
      const streamed = (await statementsSent()) - before;
      expect(streamed).toBeGreaterThan(0);
      // One read's statements (the poll's count also holds its sign-in check), not one read a page.
      expect(streamed).toBeLessThanOrEqual(oneRead);
    } finally {
      for (const stream of streams) stream.close();
      await other.stop();
    }
  });

  it("answers 404 for a missing event and 401 signed out", async () => {
    expect((await api("/api/events/no-such-event/events?poll=1", { as: pickers[0].username })).status).toBe(404);
    expect((await api("/api/events/no-such-event/events", { as: pickers[0].username })).status).toBe(404);
    expect(await api("/api/events/no-such-event/events")).toMatchObject({ status: 401, json: { message: "You must be logged in to view events" } });
  });
});

async function fightCredOf(members: Member[]) {
  const rows = await testDb.user.findMany({ where: { id: { in: members.map((member) => member.id) } }, select: { username: true, fightCred: true } });
  return Object.fromEntries(rows.map((row) => [row.username, row.fightCred]));
}
