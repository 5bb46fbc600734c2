import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlobServer, type FakeBlobServer } from "@/fakes/blob-server";
import { formatEventTime } from "@/lib/format";
import { newMediaName } from "@/lib/media/storage";
import { NOTIFICATION_RETENTION_DAYS } from "@/lib/notifications/retention";
import { api, sessionCookie } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";

/** The jobs a host's scheduler runs (vercel.json's crons): the daily cleanup and the hourly pick'em reminders. */

const SECRET = "cron-secret-for-the-tests-only";
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

let blob: FakeBlobServer;
let server: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  blob = await startFakeBlobServer();
  server = await startAppServer({ CRON_SECRET: SECRET, BLOB_READ_WRITE_TOKEN: blob.token, VERCEL_BLOB_API_URL: blob.url });
}, 150_000);
afterAll(async () => {
  await server?.stop();
  await blob?.close();
  await removeCreatedThreads();
});

/** Calls a scheduled job's route on the server with CRON_SECRET set. */
const runJob = (path: string, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
  fetch(`${server.url}${path}`, { headers }).then(async (response) => ({ status: response.status, json: await response.json() }));

it("is not there on a server without CRON_SECRET", async () => {
  expect(await api("/api/cron/cleanup", { headers: { authorization: `Bearer ${SECRET}` } })).toMatchObject({
    status: 404,
    json: { code: "NOT_FOUND", message: "Scheduled cleanup is not enabled: set CRON_SECRET" },
  });
  expect(await api("/api/cron/pickem-reminders", { headers: { authorization: `Bearer ${SECRET}` } })).toMatchObject({
    status: 404,
    json: { code: "NOT_FOUND", message: "Pick'em reminders is not enabled: set CRON_SECRET" },
  });
});

it("answers only the scheduler's secret", async () => {
  const refused = { status: 401, json: { code: "UNAUTHORIZED", message: "The scheduler's secret is missing or wrong" } };
  for (const path of ["/api/cron/cleanup", "/api/cron/pickem-reminders"]) {
    expect(await runJob(path, {})).toMatchObject(refused);
    expect(await runJob(path, { authorization: `Bearer ${SECRET}x` })).toMatchObject(refused);
    expect(await runJob(path, { authorization: SECRET })).toMatchObject(refused);
    // A signed-in admin is not the scheduler.
    expect(await runJob(path, { cookie: await sessionCookie("admin") })).toMatchObject(refused);
  }
});

describe("the daily cleanup (uploads in a Blob store)", () => {
  const cleanup = () => runJob("/api/cron/cleanup");

  /** A blob of the store at `pathname`, uploaded `hours` ago; answers its public URL. */
  function storeBlob(pathname: string, hours: number) {
    blob.blobs.set(pathname, { body: Buffer.from("pixels"), contentType: "image/png", access: "public", cacheControlMaxAge: undefined, uploadedAt: hoursAgo(hours) });
    return new URL(`/public/${pathname}`, blob.url).href;
  }

  it("deletes expired notices and unused uploads, and tells followers (of threads and of members) a stopped server left untold", async () => {
    const [author, watcher, replier] = await Promise.all([createMember("cronauthor"), createMember("cronwatcher"), createMember("cronreplier")]);
    const expired = await testDb.notification.create({
      data: { userId: watcher.id, type: "SYSTEM", message: "Expired", createdAt: hoursAgo(24 * (NOTIFICATION_RETENTION_DAYS + 1)) },
    });
    const thread = await createThread(author.id, { title: "Told by the scheduler" });
    await testDb.threadFollow.create({ data: { threadId: thread.id, userId: watcher.id, following: true } });
    const stranded = await testDb.reply.create({
      data: { threadId: thread.id, userId: replier.id, content: "Left untold", followersPending: { create: { createdAt: hoursAgo(1) } } },
    });
    const fan = await createMember("cronfan");
    await testDb.memberFollow.create({ data: { followerId: fan.id, memberId: author.id } });
    const newThread = await createThread(author.id, { title: "Started, its followers untold" });
    await testDb.pendingNewThreadNotice.create({ data: { threadId: newThread.id, createdAt: hoursAgo(1) } });
    const unused = storeBlob(`media/${newMediaName("png")}`, 48);
    const shown = storeBlob(`media/${newMediaName("png")}`, 48);
    const recent = storeBlob(`media/${newMediaName("png")}`, 1);
    const abandoned = storeBlob(`incoming/${author.id}/${newMediaName("png")}`, 2);
    await testDb.threadMedia.create({ data: { threadId: thread.id, url: shown } });

    const answer = await cleanup();
    expect(answer).toMatchObject({
      status: 200,
      json: {
        expiredNotifications: expect.any(Number),
        repliesWhoseFollowersWereTold: expect.any(Number),
        threadsWhoseFollowersWereTold: expect.any(Number),
        uploads: { deleted: 1, failed: 0, abandonedDirectUploads: 1 },
      },
    });
    // In the whole suite another server's telling after a reply, or its pruning, may come first:
    // either way each is done once.
    expect(await testDb.notification.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await testDb.notification.count({ where: { userId: watcher.id, replyId: stranded.id, type: "FOLLOW" } })).toBe(1);
    expect(await testDb.notification.count({ where: { userId: fan.id, threadId: newThread.id, type: "NEW_THREAD" } })).toBe(1);
    const left = new Set([...blob.blobs.keys()].map((pathname) => new URL(`/public/${pathname}`, blob.url).href));
    expect([unused, shown, recent, abandoned].map((url) => left.has(url))).toEqual([false, true, true, false]);
  });

  it("tells the followers of many stranded replies in one run, more than a reply's own sweep takes", async () => {
    const [author, watcher, replier] = await Promise.all([createMember("cronmany"), createMember("cronmanywatch"), createMember("cronmanyreply")]);
    const thread = await createThread(author.id, { title: "A server stopped mid fight night" });
    await testDb.threadFollow.create({ data: { threadId: thread.id, userId: watcher.id, following: true } });
    for (let i = 0; i < 25; i++) {
      await testDb.reply.create({ data: { threadId: thread.id, userId: replier.id, content: `Untold ${i}`, followersPending: { create: { createdAt: hoursAgo(1) } } } });
    }
    expect((await cleanup()).status).toBe(200);
    expect(await testDb.notification.count({ where: { userId: watcher.id, threadId: thread.id, type: "FOLLOW" } })).toBe(25);
  });

  it("answers 503 when the Blob store refuses, after the database's part, and deletes no upload", async () => {
    const member = await createMember("cronoutage");
    const expired = await testDb.notification.create({
      data: { userId: member.id, type: "SYSTEM", message: "Expired", createdAt: hoursAgo(24 * (NOTIFICATION_RETENTION_DAYS + 1)) },
    });
    const unused = storeBlob(`media/${newMediaName("png")}`, 48);
    blob.failNextRequest("store_suspended");
    expect(await cleanup()).toMatchObject({
      status: 503,
      json: { code: "SERVICE_UNAVAILABLE", message: "Image storage is temporarily unavailable. Please try again shortly." },
    });
    expect(await testDb.notification.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(blob.blobs.has(new URL(unused).pathname.slice("/public/".length))).toBe(true);
  });
});

describe("the hourly pick'em reminders", () => {
  type Member = { id: string; username: string };
  type Event = { id: string; name: string; threadId: string; bouts: { id: string }[] };
  let staff: Member;

  beforeAll(async () => {
    staff = await createMember("remstaff", { role: "MODERATOR" });
  });

  /** An event by staff, starting in `hours` (picks open until then), with a two-bout card. */
  async function createEvent(hours: number): Promise<Event> {
    const bout = (n: number) => ({ segment: "main_card", weightClass: "Lightweight", scheduledRounds: 3, red: { name: `Red ${n}` }, blue: { name: `Blue ${n}` } });
    const body = { name: `Reminder Night ${Date.now()}${Math.random()}`, venue: "Madison Square Garden", startsAt: new Date(Date.now() + hours * HOUR).toISOString(), bouts: [bout(1), bout(2)] };
    const created = await api("/api/events", { as: staff.username, body });
    expect(created.status, created.text).toBe(201);
    trackCreatedThread(created.json.threadId);
    return created.json;
  }

  const pick = (event: Event, member: Member, bouts: number) =>
    api(`/api/events/${event.id}/picks`, { as: member.username, body: { picks: event.bouts.slice(0, bouts).map((bout) => ({ boutId: bout.id, winner: "red" })) } });

  /** An event that started `days` ago and has ended, picked by `members`. */
  async function pastEvent(days: number, members: Member[]) {
    const event = await createEvent(24);
    for (const member of members) expect((await pick(event, member, 1)).status).toBe(200);
    await testDb.event.update({ where: { id: event.id }, data: { startsAt: hoursAgo(days * 24), endedAt: hoursAgo(days * 24 - 3) } });
    return event;
  }

  /** The reminders of an event that these members got (every member who picked lately gets them: the suite's others too). */
  const reminders = (event: Event, members: Member[]) =>
    testDb.notification.findMany({
      where: { type: "PICKEM_REMINDER", threadId: event.threadId, userId: { in: members.map((member) => member.id) } },
      select: { userId: true, message: true, actorId: true },
      orderBy: { userId: "asc" },
    });
  const remind = () => runJob("/api/cron/pickem-reminders");

  it("reminds regular pickers who have not picked every fight of an event whose picks lock within six hours, once, leading to the event", async () => {
    const members = await Promise.all(
      ["remregular", "rempartial", "remcomplete", "remnewcomer", "remquiet", "remlapsed", "remstranger"].map((prefix) => createMember(prefix)),
    );
    const [regular, partial, complete, newcomer, quiet, lapsed] = members;
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { PICKEM_REMINDER: false } } })).status).toBe(200);
    await pastEvent(20, [regular, partial, complete, quiet]);
    await pastEvent(100, [lapsed]);
    const coming = await createEvent(3);
    const later = await createEvent(10);
    expect((await pick(coming, partial, 1)).status).toBe(200);
    expect((await pick(coming, complete, 2)).status).toBe(200);
    expect((await pick(coming, newcomer, 1)).status).toBe(200);
    expect((await pick(later, regular, 1)).status).toBe(200);

    // Two runs at once: the event is claimed by one of them, and nobody is reminded twice.
    const runs = await Promise.all([remind(), remind()]);
    expect(runs).toEqual([0, 1].map(() => ({ status: 200, json: { events: expect.any(Number), members: expect.any(Number) } })));
    const startsAt = (await testDb.event.findUniqueOrThrow({ where: { id: coming.id } })).startsAt;
    const lock = `Picks for ${coming.name} lock at ${formatEventTime(startsAt)}`;
    const expected = [
      { userId: regular.id, message: `${lock}: you have not made yours yet.`, actorId: null },
      { userId: partial.id, message: `${lock}: you have picked 1 of 2 bouts.`, actorId: null },
      { userId: newcomer.id, message: `${lock}: you have picked 1 of 2 bouts.`, actorId: null },
    ].sort((x, y) => (x.userId < y.userId ? -1 : 1));
    // Not who picked every fight, turned reminders off, last picked over 90 days before, or never did.
    expect(await reminders(coming, members)).toEqual(expected);
    expect(await reminders(later, members), "its picks lock in more than six hours").toEqual([]);

    const listed = await api("/api/notifications?kind=forum", { as: regular.username });
    expect(listed.json[0]).toMatchObject({ type: "PICKEM_REMINDER", eventId: coming.id, relatedUser: null, message: expected.find((notice) => notice.userId === regular.id)!.message });

    // The next run reminds nobody again.
    expect((await remind()).status).toBe(200);
    expect(await reminders(coming, members)).toEqual(expected);
  });

  it("reminds again when staff move the start time, not when they change the rest", async () => {
    const regular = await createMember("remmoved");
    await pastEvent(10, [regular]);
    const coming = await createEvent(2);
    expect((await remind()).status).toBe(200);
    expect(await reminders(coming, [regular])).toHaveLength(1);

    const edit = async (startsAt: Date, name: string) => {
      const body = {
        name,
        venue: "Madison Square Garden",
        startsAt: startsAt.toISOString(),
        bouts: coming.bouts.map((bout, n) => ({ id: bout.id, segment: "main_card", weightClass: "Lightweight", scheduledRounds: 3, red: { name: `Red ${n + 1}` }, blue: { name: `Blue ${n + 1}` } })),
      };
      const edited = await api(`/api/events/${coming.id}`, { as: staff.username, method: "PUT", body });
      expect(edited.status, edited.text).toBe(200);
    };
    const { startsAt } = await testDb.event.findUniqueOrThrow({ where: { id: coming.id } });
    await edit(startsAt, `${coming.name} (renamed)`);
    await remind();
    expect(await reminders(coming, [regular])).toHaveLength(1);

    // Postponed by an hour: a new lock, a new reminder with its time.
    const postponed = new Date(startsAt.getTime() + HOUR);
    await edit(postponed, coming.name);
    await remind();
    expect((await reminders(coming, [regular])).map((notice) => notice.message).sort()).toEqual(
      [startsAt, postponed].map((time) => `Picks for ${coming.name} lock at ${formatEventTime(time)}: you have not made yours yet.`).sort(),
    );
  });
});
