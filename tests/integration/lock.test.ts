import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

const toggleLock = (threadId: string, as?: string) => api(`/api/threads/${threadId}/lock`, { as, method: "POST" });
const postReply = (threadId: string, as: string, content: string) => api(`/api/threads/${threadId}/replies`, { as, body: { content } });

async function freshThread() {
  const author = await createMember("locked");
  return { author, thread: await createThread(author.id) };
}

afterAll(removeCreatedThreads);

describe("locking a thread", () => {
  it("lets staff lock a thread, which then refuses every new reply, and unlock it again", async () => {
    const { author, thread } = await freshThread();
    expect(await toggleLock(thread.id, "mod")).toMatchObject({ status: 200, json: { isLocked: true } });
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).isLocked).toBe(true);

    for (const member of [author.username, "member", "mod"]) {
      expect(await postReply(thread.id, member, "Can I still post?"), member).toMatchObject({
        status: 403,
        json: { error: "THREAD_LOCKED", code: "THREAD_LOCKED", message: "This thread is locked. New replies are not allowed." },
      });
    }
    const stored = await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } });
    expect(stored.repliesCount).toBe(0);
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(0);

    expect(await toggleLock(thread.id, "admin")).toMatchObject({ status: 200, json: { isLocked: false } });
    expect((await postReply(thread.id, "member", "Open again")).status).toBe(201);
  });

  it("refuses anyone but moderators and admins", async () => {
    const { author, thread } = await freshThread();
    for (const member of [author.username, "member", "fighter", "insider", "fan"]) {
      expect(await toggleLock(thread.id, member), member).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
    }
    expect(await toggleLock(thread.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to lock a thread" } });
    expect(await toggleLock("no-such-thread", "admin")).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).isLocked).toBe(false);
  });
});
