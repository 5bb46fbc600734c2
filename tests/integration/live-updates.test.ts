import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STREAMS_PER_MEMBER } from "@/lib/live/sse";
import type { LiveReplyCounts, LiveReplyEdit, LiveThreadEdit } from "@/lib/live/thread-events";
import { api, tokenFor } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { openEventStream } from "../helpers/sse";

/**
 * Live updates (issue 20): a thread's new replies and counts, and the bell's count, reach open
 * Server-Sent Event streams; premium redaction applies to every event; a stream resumes from
 * Last-Event-ID; polling gets the same events; and a reply posted on one server instance reaches a
 * reader connected to another, through PostgreSQL LISTEN/NOTIFY and through Redis pub/sub.
 */

type Member = { id: string; username: string };
let author: Member;
let fighter: Member;
let free: Member;
let paid: Member;

beforeAll(async () => {
  [author, fighter, free, paid] = await Promise.all([
    createMember("liveauthor"),
    createMember("livefighter", { role: "FIGHTER" }),
    createMember("livefree", { plan: "FREE" }),
    createMember("livepaid"),
  ]);
});

afterAll(removeCreatedThreads);

const streamOf = (threadId: string) => `/api/threads/${threadId}/events`;
const reply = async (threadId: string, as: string, content: string, baseUrl?: string) => {
  if (!baseUrl) return api(`/api/threads/${threadId}/replies`, { as, body: { content } });
  const response = await fetch(`${baseUrl}/api/threads/${threadId}/replies`, {
    method: "POST",
    headers: { authorization: `Bearer ${await tokenFor(as)}`, "content-type": "application/json" },
    body: JSON.stringify({ content }),
  });
  return { status: response.status, json: await response.json() };
};

describe("a thread's live events", () => {
  it("sends each new reply as the reader may see it: a pro fighter's stays redacted for a free member", async () => {
    const thread = await createThread(author.id, { title: "Live: round by round" });
    const [freeStream, paidStream] = await Promise.all([openEventStream(streamOf(thread.id), { as: free.username }), openEventStream(streamOf(thread.id), { as: paid.username })]);
    expect(freeStream.headers.get("content-type")).toContain("text/event-stream");
    await Promise.all([freeStream.next((event) => event.event === "ready"), paidStream.next((event) => event.event === "ready")]);

    const secret = `livesecret${Date.now()}`;
    expect((await reply(thread.id, fighter.username, `Corner advice: ${secret}`)).status).toBe(201);
    const [seenFree, seenPaid] = await Promise.all([freeStream.next((event) => event.event === "reply"), paidStream.next((event) => event.event === "reply")]);
    expect(JSON.parse(seenFree.data)).toMatchObject({ premiumLocked: true, content: "", user: { username: fighter.username } });
    expect(JSON.parse(seenPaid.data)).toMatchObject({ premiumLocked: false, content: `Corner advice: ${secret}` });
    expect(freeStream.raw()).not.toContain(secret);
    expect(JSON.parse((await freeStream.next((event) => event.event === "thread" && JSON.parse(event.data).repliesCount === 1)).data)).toMatchObject({ repliesCount: 1, isLocked: false });
    freeStream.close();
    paidStream.close();
  });

  it("reads a busy thread at most once a second for each open page, and still sends every reply", async () => {
    const thread = await createThread(author.id, { title: "Live: a busy second" });
    const stream = await openEventStream(streamOf(thread.id), { as: paid.username });
    const reads = () => stream.events.filter((event) => event.event === "thread").length;
    await stream.next((event) => event.event === "thread");
    const readsBefore = reads();
    const started = Date.now();
    const writers = [author, fighter, paid];
    for (let index = 0; index < 10; index += 1) expect((await reply(thread.id, writers[index % writers.length].username, `Busy second ${index}`)).status).toBe(201);
    const elapsed = Date.now() - started;
    await stream.next((event) => event.event === "thread" && JSON.parse(event.data).repliesCount === 10);
    expect(stream.events.filter((event) => event.event === "reply").map((event) => JSON.parse(event.data).content)).toEqual(Array.from({ length: 10 }, (_, index) => `Busy second ${index}`));
    // A read for each second the replies took, and one after the last of them.
    expect(reads() - readsBefore).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 2);
    stream.close();
  });

  it("moves the counts when the thread is liked", async () => {
    const thread = await createThread(author.id, { title: "Live: likes" });
    const stream = await openEventStream(streamOf(thread.id), { as: paid.username });
    await stream.next((event) => event.event === "ready");
    expect((await api(`/api/threads/${thread.id}/like`, { as: free.username, body: {} })).status).toBe(200);
    await stream.next((event) => event.event === "thread" && JSON.parse(event.data).likesCount === 1);
    stream.close();
  });

  it("shows the category staff moved the thread to, streamed and polled", async () => {
    const moderator = await createMember("livemover", { role: "MODERATOR" });
    const thread = await createThread(author.id, { title: "Live: moved" });
    const stream = await openEventStream(streamOf(thread.id), { as: free.username });
    await stream.next((event) => event.event === "ready");
    expect((await api(`/api/threads/${thread.id}/category`, { as: moderator.username, method: "PUT", body: { categoryId: "member_feedback" } })).status).toBe(200);
    await stream.next((event) => event.event === "thread" && JSON.parse(event.data).categoryName === "Member Feedback");
    stream.close();

    const polled = await api<{ events: { event: string; data: { categoryId: string; categoryName: string } }[] }>(`${streamOf(thread.id)}?poll=1`, { as: free.username });
    expect(polled.json.events.find(({ event }) => event === "thread")?.data).toMatchObject({ categoryId: "member_feedback", categoryName: "Member Feedback" });
  });

  it("moves a reply's like and dislike counts when members react to it, streamed and polled", async () => {
    const thread = await createThread(author.id, { title: "Live: reply likes" });
    const posted = await reply(thread.id, author.username, "Round 3 went to the champion.");
    const replyId = posted.json.id as string;
    const stream = await openEventStream(streamOf(thread.id), { as: free.username });
    const ready = await stream.next((event) => event.event === "ready");
    const countsOf = (data: string) => (JSON.parse(data) as LiveReplyCounts[]).find((count) => count.id === replyId);

    expect((await api(`/api/replies/${replyId}/like`, { as: paid.username, body: {} })).status).toBe(200);
    const liked = await stream.next((event) => event.event === "replyCounts" && countsOf(event.data) !== undefined);
    expect(countsOf(liked.data)).toEqual({ id: replyId, likesCount: 1, dislikesCount: 0 });
    expect((await api(`/api/replies/${replyId}/dislike`, { as: fighter.username, body: {} })).status).toBe(200);
    await stream.next((event) => event.event === "replyCounts" && countsOf(event.data)?.dislikesCount === 1);
    stream.close();

    const polled = await api(`${streamOf(thread.id)}?${new URLSearchParams({ poll: "1", after: ready.id })}`, { as: free.username });
    expect(polled.json.events).toContainEqual({ event: "replyCounts", data: [{ id: replyId, likesCount: 1, dislikesCount: 1 }] });
  });

  it("sends a reply's new text when its author edits it, redacted for a free member, streamed and polled", async () => {
    const thread = await createThread(author.id, { title: "Live: edits" });
    const posted = await reply(thread.id, fighter.username, "Plan A: wrestle.");
    const replyId = posted.json.id as string;
    const [freeStream, paidStream] = await Promise.all([openEventStream(streamOf(thread.id), { as: free.username }), openEventStream(streamOf(thread.id), { as: paid.username })]);
    const [ready] = await Promise.all([freeStream.next((event) => event.event === "ready"), paidStream.next((event) => event.event === "ready")]);
    const editOf = (data: string) => (JSON.parse(data) as LiveReplyEdit[]).find((edit) => edit.id === replyId);

    const secret = `editsecret${Date.now()}`;
    const edited = await api(`/api/replies/${replyId}`, { as: fighter.username, method: "PUT", body: { content: `Plan B: ${secret}` } });
    expect(edited.status, edited.text).toBe(200);
    const [seenFree, seenPaid] = await Promise.all([
      freeStream.next((event) => event.event === "replyEdits" && editOf(event.data) !== undefined),
      paidStream.next((event) => event.event === "replyEdits" && editOf(event.data) !== undefined),
    ]);
    expect(editOf(seenPaid.data)).toEqual({ id: replyId, content: `Plan B: ${secret}`, editedAt: edited.json.editedAt });
    expect(editOf(seenFree.data)).toEqual({ id: replyId, content: "", editedAt: edited.json.editedAt });
    expect(freeStream.raw()).not.toContain(secret);
    freeStream.close();
    paidStream.close();

    const polled = await api(`${streamOf(thread.id)}?${new URLSearchParams({ poll: "1", after: ready.id })}`, { as: free.username });
    expect(polled.json.events).toContainEqual({ event: "replyEdits", data: [{ id: replyId, content: "", editedAt: edited.json.editedAt }] });
    expect(JSON.stringify(polled.json)).not.toContain(secret);
  });

  it("sends the thread's new title and text when its author edits it, the text redacted for a free member, streamed and polled", async () => {
    const thread = await createThread(fighter.id, { title: "Live: thread edit" });
    const [freeStream, paidStream] = await Promise.all([openEventStream(streamOf(thread.id), { as: free.username }), openEventStream(streamOf(thread.id), { as: paid.username })]);
    const [ready] = await Promise.all([freeStream.next((event) => event.event === "ready"), paidStream.next((event) => event.event === "ready")]);
    await freeStream.next((event) => event.event === "thread");
    expect(freeStream.events.map((event) => event.event)).not.toContain("threadEdit");

    const secret = `threadeditsecret${Date.now()}`;
    const edited = await api(`/api/threads/${thread.id}`, { as: fighter.username, method: "PUT", body: { title: "Live: thread edit, updated", content: `Game plan: ${secret}` } });
    expect(edited.status, edited.text).toBe(200);
    const [seenFree, seenPaid] = await Promise.all([freeStream.next((event) => event.event === "threadEdit"), paidStream.next((event) => event.event === "threadEdit")]);
    const edit: LiveThreadEdit = { title: "Live: thread edit, updated", content: `Game plan: ${secret}`, edited: true, editedAt: edited.json.editedAt };
    expect(JSON.parse(seenPaid.data)).toEqual(edit);
    expect(JSON.parse(seenFree.data)).toEqual({ ...edit, content: "" });
    expect(freeStream.raw()).not.toContain(secret);
    freeStream.close();
    paidStream.close();

    const polled = await api(`${streamOf(thread.id)}?${new URLSearchParams({ poll: "1", after: ready.id })}`, { as: free.username });
    expect(polled.json.events).toContainEqual({ event: "threadEdit", data: { ...edit, content: "" } });
    expect(JSON.stringify(polled.json)).not.toContain(secret);
  });

  it("resumes from Last-Event-ID with the replies posted while the reader was away, in order", async () => {
    const thread = await createThread(author.id, { title: "Live: resume" });
    const first = await openEventStream(streamOf(thread.id), { as: paid.username });
    const ready = await first.next((event) => event.event === "ready");
    first.close();
    for (const content of ["Missed one", "Missed two"]) expect((await reply(thread.id, author.username, content)).status).toBe(201);

    const resumed = await openEventStream(streamOf(thread.id), { as: paid.username, lastEventId: ready.id });
    await resumed.next((event) => event.event === "thread");
    expect(resumed.events.filter((event) => event.event === "reply").map((event) => JSON.parse(event.data).content)).toEqual(["Missed one", "Missed two"]);
    resumed.close();

    const polled = await api(`/api/threads/${thread.id}/events?poll=1&after=${encodeURIComponent(ready.id)}`, { as: free.username });
    expect(polled.json.events.filter((event: { event: string }) => event.event === "reply")).toHaveLength(2);
    const caughtUp = await api(`/api/threads/${thread.id}/events?poll=1&after=${encodeURIComponent(polled.json.lastEventId)}`, { as: free.username });
    expect(caughtUp.json.events.map((event: { event: string }) => event.event)).toEqual(["thread"]);
  });

  it("answers 404 for a missing thread and 401 signed out", async () => {
    expect((await api("/api/threads/no-such-thread/events?poll=1", { as: paid.username })).status).toBe(404);
    expect((await api("/api/threads/no-such-thread/events")).status).toBe(401);
  });
});

describe("the bell's live count", () => {
  it("sends the unread count at once and again when a notification arrives", async () => {
    const thread = await createThread(author.id, { title: "Live: bell" });
    const bell = await openEventStream("/api/notifications/events", { as: author.username });
    const first = JSON.parse((await bell.next((event) => event.event === "unread")).data).count as number;
    expect((await reply(thread.id, paid.username, "Ding")).status).toBe(201);
    await bell.next((event) => event.event === "unread" && JSON.parse(event.data).count === first + 1);
    bell.close();
  });

  it("counts a busy member's notices at most once a second, and still arrives at the last count", async () => {
    const thread = await createThread(author.id, { title: "Live: a busy bell" });
    const bell = await openEventStream("/api/notifications/events", { as: author.username });
    const counts = () => bell.events.filter((event) => event.event === "unread").length;
    const first = JSON.parse((await bell.next((event) => event.event === "unread")).data).count as number;
    const countsBefore = counts();
    const started = Date.now();
    for (let index = 0; index < 10; index += 1) expect((await reply(thread.id, [paid, fighter][index % 2].username, `Ding ${index}`)).status).toBe(201);
    const elapsed = Date.now() - started;
    await bell.next((event) => event.event === "unread" && JSON.parse(event.data).count === first + 10);
    // A count for each second the replies took, and one after the last of them.
    expect(counts() - countsBefore).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 2);
    bell.close();
  });

  it("reaches a follower's bell when a reply tells hundreds of followers at once (more than one NOTIFY can carry)", async () => {
    const thread = await createThread(author.id, { title: "Live: a crowded thread" });
    const batch = `${Date.now()}`;
    await testDb.user.createMany({ data: Array.from({ length: 400 }, (_, index) => ({ clerkId: `user_crowd_${batch}_${index}`, username: `crowd${batch}x${index}` })) });
    const crowd = await testDb.user.findMany({ where: { clerkId: { startsWith: `user_crowd_${batch}_` } }, select: { id: true } });
    const watcher = await createMember("livecrowd");
    await testDb.threadFollow.createMany({ data: [...crowd, watcher].map(({ id }) => ({ userId: id, threadId: thread.id, following: true })) });
    const bell = await openEventStream("/api/notifications/events", { as: watcher.username });
    const first = JSON.parse((await bell.next((event) => event.event === "unread")).data).count as number;
    expect((await reply(thread.id, paid.username, "Everyone look")).status).toBe(201);
    await bell.next((event) => event.event === "unread" && JSON.parse(event.data).count === first + 1);
    bell.close();
  });
});

describe("reads a thread's open pages share", () => {
  it("reads the thread's state and counts once for all of an instance's open pages when a reply is liked", async () => {
    // A server of its own, so that nothing but these streams sends statements through it.
    const other = await startAppServer({ REDIS_URL: undefined });
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const thread = await createThread(author.id, { title: "Live: shared reads" });
      const replyId = (await reply(thread.id, author.username, "Who takes it?")).json.id as string;
      const likesOf = (data: string) => (JSON.parse(data) as LiveReplyCounts[]).find((count) => count.id === replyId)?.likesCount;
      const open = async (member: Member) => {
        const stream = await openEventStream(streamOf(thread.id), { as: member.username, baseUrl: other.url });
        streams.push(stream);
        await stream.next((event) => event.event === "thread");
      };
      const statementsSent = async () => ((await (await fetch(`${other.url}/api/dev/statements`)).json()) as { statements: number }).statements;
      /** The statements the open streams take to send a like. */
      const statementsToSendLike = async (as: Member, likes: number) => {
        const before = await statementsSent();
        expect((await api(`/api/replies/${replyId}/like`, { as: as.username, body: {} })).status).toBe(200);
        await Promise.all(streams.map((stream) => stream.next((event) => event.event === "replyCounts" && likesOf(event.data) === likes)));
        return (await statementsSent()) - before;
      };

      await open(author);
      const oneStream = await statementsToSendLike(paid, 1);
      expect(oneStream).toBeGreaterThan(0);
      for (const member of [free, fighter, paid]) await open(member);
      // Each stream reads its own replies and edits; the state and counts are read once for all four.
      expect(await statementsToSendLike(fighter, 2)).toBeLessThan(4 * oneStream);
    } finally {
      for (const stream of streams) stream.close();
      await other.stop();
    }
  });
});

describe("how many streams a member holds", () => {
  it("caps one member's open streams on an instance, whatever their kind, and frees a place when one closes", async () => {
    const [holder, other] = await Promise.all([createMember("livemany"), createMember("liveother")]);
    const thread = await createThread(author.id, { title: "Live: many tabs" });
    const paths = [streamOf(thread.id), "/api/notifications/events"];
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_MEMBER }, (_, index) => openEventStream(paths[index % 2], { as: holder.username })));
    expect(streams.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_MEMBER).fill(200));

    const refused = await api(streamOf(thread.id), { as: holder.username });
    expect(refused).toMatchObject({ status: 429, json: { code: "RATE_LIMITED", message: "Too many live connections are open. Close some tabs and try again." } });
    expect(refused.headers.get("retry-after")).toBe("60");
    // Polling is not a stream, and another member is not counted with them.
    expect((await api(`${streamOf(thread.id)}?poll=1`, { as: holder.username })).status).toBe(200);
    const others = await openEventStream("/api/notifications/events", { as: other.username });
    expect(others.status).toBe(200);
    others.close();

    // A closed stream frees its place once the server has seen it go.
    streams.pop()!.close();
    let reopened = await openEventStream("/api/notifications/events", { as: holder.username });
    for (const deadline = Date.now() + 10_000; reopened.status === 429 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await openEventStream("/api/notifications/events", { as: holder.username });
    }
    expect(reopened.status).toBe(200);
    await reopened.next((event) => event.event === "unread");
    for (const stream of [...streams, reopened]) stream.close();
  });
});

describe("across server instances", () => {
  it("reaches a reader on another instance through PostgreSQL LISTEN/NOTIFY", async () => {
    const other = await startAppServer({ REDIS_URL: undefined });
    try {
      const thread = await createThread(author.id, { title: "Live: two instances" });
      const stream = await openEventStream(streamOf(thread.id), { as: paid.username, baseUrl: other.url });
      await stream.next((event) => event.event === "ready");
      const posted = Date.now();
      expect((await reply(thread.id, author.username, "From the first instance")).status).toBe(201);
      const seen = await stream.next((event) => event.event === "reply");
      expect(JSON.parse(seen.data).content).toBe("From the first instance");
      console.log(`live reply across instances (PostgreSQL): ${Date.now() - posted} ms`);
      stream.close();
    } finally {
      await other.stop();
    }
  });

  it("reaches a reader on another instance through Redis pub/sub when REDIS_URL is set", async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" };
    const [writer, readerServer] = await Promise.all([startAppServer(redis), startAppServer(redis)]);
    try {
      const thread = await createThread(author.id, { title: "Live: Redis" });
      const stream = await openEventStream(streamOf(thread.id), { as: paid.username, baseUrl: readerServer.url });
      await stream.next((event) => event.event === "ready");
      const posted = Date.now();
      expect((await reply(thread.id, author.username, "Through Redis", writer.url)).status).toBe(201);
      const seen = await stream.next((event) => event.event === "reply");
      expect(JSON.parse(seen.data).content).toBe("Through Redis");
      console.log(`live reply across instances (Redis): ${Date.now() - posted} ms`);
      stream.close();
    } finally {
      await Promise.all([writer.stop(), readerServer.stop()]);
    }
  });
});
