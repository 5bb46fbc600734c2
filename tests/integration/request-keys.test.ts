import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";

/**
 * A request that creates, sent again with the same Idempotency-Key (a phone that lost the answer):
 * the server answers with what the first attempt created and creates nothing more, counts nothing
 * twice and notifies no one twice (lib/http/remembered-requests.ts).
 */

type Member = Awaited<ReturnType<typeof createMember>>;
let author: Member;
let replier: Member;
let other: Member;

beforeAll(async () => {
  [author, replier, other] = await Promise.all([createMember("keyauthor"), createMember("keyreplier"), createMember("keyother")]);
});

afterAll(removeCreatedThreads);

const newKey = () => randomUUID();
const postReply = (threadId: string, as: string, body: unknown, key?: string) =>
  api(`/api/threads/${threadId}/replies`, { as, body, headers: key === undefined ? {} : { "idempotency-key": key } });
const postThread = (as: string, body: unknown, key?: string) => api("/api/threads", { as, body, headers: key === undefined ? {} : { "idempotency-key": key } });

async function repliesBy(threadId: string, userId: string) {
  return testDb.reply.findMany({ where: { threadId, userId }, select: { id: true } });
}

async function notificationsOf(userId: string, threadId: string) {
  return testDb.notification.count({ where: { userId, threadId, type: "REPLY" } });
}

describe("POST /api/threads/{id}/replies with an Idempotency-Key", () => {
  it("answers a repeat with the reply the first request created, and counts and notifies once", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies" });
    const key = newKey();
    const first = await postReply(thread.id, replier.username, { content: "Posted once, sent twice." }, key);
    expect(first.status).toBe(201);
    const again = await postReply(thread.id, replier.username, { content: "Posted once, sent twice." }, key);
    expect(again.status).toBe(201);
    // The same reply (the author's presence may have changed between the two answers).
    expect(again.json).toMatchObject({ id: first.json.id, content: first.json.content, createdAt: first.json.createdAt, threadId: thread.id });

    expect(await repliesBy(thread.id, replier.id)).toEqual([{ id: first.json.id }]);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).repliesCount).toBe(1);
    expect(await notificationsOf(author.id, thread.id)).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, replier.id], threadIds: [thread.id] });
  });

  it("creates one reply when two copies of a request arrive at once", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies at once" });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => postReply(thread.id, replier.username, { content: "Double tap." }, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
    expect(await repliesBy(thread.id, replier.id)).toHaveLength(1);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).repliesCount).toBe(1);
  });

  it("answers the repeat in a slow-mode thread, where a second reply would have to wait", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, slowly" });
    await testDb.thread.update({ where: { id: thread.id }, data: { slowModeSeconds: 60 } });
    const key = newKey();
    const first = await postReply(thread.id, replier.username, { content: "Slow and steady." }, key);
    expect(first.status).toBe(201);
    const again = await postReply(thread.id, replier.username, { content: "Slow and steady." }, key);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    // Another reply, with another key, still waits.
    expect((await postReply(thread.id, replier.username, { content: "Slow and steady." }, newKey())).json.code).toBe("SLOW_MODE");
  });

  it("refuses the key with other content, in another thread or as a thread, and changes nothing", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, reused" });
    const elsewhere = await createThread(author.id, { title: "Keyed replies, elsewhere" });
    const key = newKey();
    const first = await postReply(thread.id, replier.username, { content: "The original." }, key);
    expect(first.status).toBe(201);

    for (const attempt of [
      postReply(thread.id, replier.username, { content: "Something else." }, key),
      postReply(thread.id, replier.username, { content: "The original.", parentReplyId: first.json.id }, key),
      postReply(elsewhere.id, replier.username, { content: "The original." }, key),
      postThread(replier.username, { title: "A thread", content: "The original.", categoryId: "general" }, key),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", message: "This Idempotency-Key was already used for another request." });
    }
    expect(await repliesBy(thread.id, replier.id)).toHaveLength(1);
    expect(await repliesBy(elsewhere.id, replier.id)).toHaveLength(0);
    expect(await testDb.thread.count({ where: { userId: replier.id } })).toBe(0);
  });

  it("keeps each member's keys to that member", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, two members" });
    const key = newKey();
    const mine = await postReply(thread.id, replier.username, { content: "Same words." }, key);
    const theirs = await postReply(thread.id, other.username, { content: "Same words." }, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(theirs.json.user.username).toBe(other.username);
  });

  it("answers 404 to the repeat of a reply deleted since, and creates nothing", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, deleted" });
    const key = newKey();
    const first = await postReply(thread.id, replier.username, { content: "Here, then gone." }, key);
    expect((await api(`/api/replies/${first.json.id}`, { as: replier.username, method: "DELETE", body: {} })).status).toBe(200);
    const again = await postReply(thread.id, replier.username, { content: "Here, then gone." }, key);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ code: "NOT_FOUND", message: "Reply not found" });
    expect(await repliesBy(thread.id, replier.id)).toHaveLength(0);
  });

  it("takes a key again after a day, for a new reply", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, a day later" });
    const key = newKey();
    const first = await postReply(thread.id, replier.username, { content: "Yesterday's words." }, key);
    await testDb.$executeRaw`UPDATE "RequestKey" SET "createdAt" = "createdAt" - interval '25 hours' WHERE "userId" = ${replier.id} AND "key" = ${key}`;
    const later = await postReply(thread.id, replier.username, { content: "Today's words." }, key);
    expect(later.status).toBe(201);
    expect(later.json.id).not.toBe(first.json.id);
  });

  it("refuses a malformed key with 400 before anything is created", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, bad keys" });
    for (const key of ["short", "x".repeat(101), "has spaces in it, quite a few", "ünïcödé-ünïcödé-ünïcödé"]) {
      const answer = await postReply(thread.id, replier.username, { content: "Bad key." }, key);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "INVALID_INPUT", message: "Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores" });
    }
    expect(await repliesBy(thread.id, replier.id)).toHaveLength(0);
  });

  it("still refuses what the first request would have been refused: the key does not open a locked thread", async () => {
    const thread = await createThread(author.id, { title: "Keyed replies, locked" });
    await testDb.thread.update({ where: { id: thread.id }, data: { isLocked: true } });
    const key = newKey();
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await postReply(thread.id, replier.username, { content: "Let me in." }, key);
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe("THREAD_LOCKED");
    }
    // The refused request left its key unused: once the thread opens, it posts.
    await testDb.thread.update({ where: { id: thread.id }, data: { isLocked: false } });
    expect((await postReply(thread.id, replier.username, { content: "Let me in." }, key)).status).toBe(201);
  });
});

describe("POST /api/threads with an Idempotency-Key", () => {
  it("answers a repeat with the thread the first request created, and counts it once", async () => {
    const key = newKey();
    const body = { title: `Keyed thread ${randomUUID().slice(0, 8)}`, content: "Published once.", categoryId: "general" };
    const categoryBefore = (await testDb.category.findUniqueOrThrow({ where: { id: "general" } })).threadCount;
    const first = await postThread(author.username, body, key);
    expect(first.status).toBe(201);
    trackCreatedThread(first.json.id);
    const again = await postThread(author.username, body, key);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);

    expect(await testDb.thread.count({ where: { userId: author.id, title: body.title } })).toBe(1);
    expect((await testDb.category.findUniqueOrThrow({ where: { id: "general" } })).threadCount).toBe(categoryBefore + 1);
    await expectCountersMatchRecount({ userIds: [author.id], threadIds: [first.json.id] });
  });

  it("creates one thread when copies of a request arrive at once, and a second thread for a new key", async () => {
    const key = newKey();
    const body = { title: `Keyed thread at once ${randomUUID().slice(0, 8)}`, content: "Double tap.", categoryId: "general" };
    const answers = await Promise.all(Array.from({ length: 3 }, () => postThread(other.username, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json.id));
    ids.forEach(trackCreatedThread);
    expect(ids.size).toBe(1);
    const second = await postThread(other.username, body, newKey());
    expect(second.status).toBe(201);
    trackCreatedThread(second.json.id);
    expect(await testDb.thread.count({ where: { userId: other.id, title: body.title } })).toBe(2);
  });
});
