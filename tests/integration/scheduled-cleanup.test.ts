import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlobServer, type FakeBlobServer } from "@/fakes/blob-server";
import { newMediaName } from "@/lib/media/storage";
import { NOTIFICATION_RETENTION_DAYS } from "@/lib/notifications/retention";
import { api, sessionCookie } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

const SECRET = "cron-secret-for-the-tests-only";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

afterAll(removeCreatedThreads);

it("is not there on a server without CRON_SECRET", async () => {
  expect(await api("/api/cron/cleanup", { headers: { authorization: `Bearer ${SECRET}` } })).toMatchObject({
    status: 404,
    json: { code: "NOT_FOUND", message: "Scheduled cleanup is not enabled: set CRON_SECRET" },
  });
});

describe("the daily cleanup (CRON_SECRET set, uploads in a Blob store)", () => {
  let blob: FakeBlobServer;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    blob = await startFakeBlobServer();
    server = await startAppServer({ CRON_SECRET: SECRET, BLOB_READ_WRITE_TOKEN: blob.token, VERCEL_BLOB_API_URL: blob.url });
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await blob?.close();
  });

  const cleanup = (headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    fetch(`${server.url}/api/cron/cleanup`, { headers }).then(async (response) => ({ status: response.status, json: await response.json() }));

  /** A blob of the store at `pathname`, uploaded `hours` ago; answers its public URL. */
  function storeBlob(pathname: string, hours: number) {
    blob.blobs.set(pathname, { body: Buffer.from("pixels"), contentType: "image/png", access: "public", cacheControlMaxAge: undefined, uploadedAt: hoursAgo(hours) });
    return new URL(`/public/${pathname}`, blob.url).href;
  }

  it("answers only the scheduler's secret", async () => {
    const refused = { status: 401, json: { code: "UNAUTHORIZED", message: "The scheduler's secret is missing or wrong" } };
    expect(await cleanup({})).toMatchObject(refused);
    expect(await cleanup({ authorization: `Bearer ${SECRET}x` })).toMatchObject(refused);
    expect(await cleanup({ authorization: SECRET })).toMatchObject(refused);
    // A signed-in admin is not the scheduler.
    expect(await cleanup({ cookie: await sessionCookie("admin") })).toMatchObject(refused);
  });

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
