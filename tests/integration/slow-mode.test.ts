import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * Slow mode (issue 20): staff set a minimum interval between one member's replies in a thread; the
 * server refuses a faster reply with 429 SLOW_MODE and the seconds left, changing nothing; other
 * members and staff are not held back; 0 turns it off.
 */

type Member = { id: string; username: string };
let moderator: Member;
let fan: Member;
let other: Member;

beforeAll(async () => {
  [moderator, fan, other] = await Promise.all([createMember("slowmod", { role: "MODERATOR" }), createMember("slowfan"), createMember("slowother")]);
});

afterAll(removeCreatedThreads);

const setSlowMode = (threadId: string, as: string, seconds: unknown) => api(`/api/threads/${threadId}/slow-mode`, { as, method: "PUT", body: { seconds } });
const reply = (threadId: string, as: string, content = "Round one to the champ") => api(`/api/threads/${threadId}/replies`, { as, body: { content } });

describe("slow mode", () => {
  it("refuses a member's second reply within the interval with the seconds left, and lets it through after", async () => {
    const thread = await createThread(moderator.id, { title: "Live: main card" });
    expect((await setSlowMode(thread.id, moderator.username, 30)).json).toEqual({ slowModeSeconds: 30 });
    expect((await api(`/api/threads/id/${thread.id}`, { as: fan.username })).json.slowModeSeconds).toBe(30);

    expect((await reply(thread.id, fan.username)).status).toBe(201);
    const refused = await reply(thread.id, fan.username, "Round two too");
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "SLOW_MODE" });
    expect(refused.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(refused.json.message).toMatch(/^Slow mode is on in this thread: you can reply again in \d+ seconds\.$/);
    expect(await testDb.thread.findUniqueOrThrow({ where: { id: thread.id }, select: { repliesCount: true } })).toEqual({ repliesCount: 1 });

    // Others, and staff, are not held back by the fan's reply or their own.
    expect((await reply(thread.id, other.username)).status).toBe(201);
    expect((await reply(thread.id, moderator.username)).status).toBe(201);
    expect((await reply(thread.id, moderator.username)).status).toBe(201);

    // Once the interval has passed since their last reply, the fan may reply again.
    await testDb.reply.updateMany({ where: { threadId: thread.id, userId: fan.id }, data: { createdAt: new Date(Date.now() - 31_000) } });
    expect((await reply(thread.id, fan.username, "Round two too")).status).toBe(201);
  });

  it("lets only one of a member's simultaneous replies through", async () => {
    const thread = await createThread(moderator.id, { title: "Live: prelims" });
    await setSlowMode(thread.id, moderator.username, 60);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => reply(thread.id, fan.username, `Quick take ${index}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(1);
  });

  it("is off at 0, set by staff only, and refuses bad intervals", async () => {
    const thread = await createThread(moderator.id, { title: "Live: after party" });
    await setSlowMode(thread.id, moderator.username, 30);
    expect((await setSlowMode(thread.id, moderator.username, 0)).json).toEqual({ slowModeSeconds: 0 });
    expect((await reply(thread.id, fan.username)).status).toBe(201);
    expect((await reply(thread.id, fan.username)).status).toBe(201);

    expect(await setSlowMode(thread.id, fan.username, 30)).toMatchObject({ status: 403 });
    expect(await setSlowMode(thread.id, moderator.username, 3601)).toMatchObject({ status: 400, json: { message: "seconds must be from 0 (off) to 3600" } });
    expect(await setSlowMode(thread.id, moderator.username, 1.5)).toMatchObject({ status: 400 });
    expect(await setSlowMode("no-such-thread", moderator.username, 30)).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).slowModeSeconds).toBe(0);
  });
});
