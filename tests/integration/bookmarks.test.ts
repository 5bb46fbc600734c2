import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/** Bookmarks (issue 19): a member saves threads and replies and lists them; nobody else sees them. */

let saver: { id: string; username: string };
let other: { id: string; username: string };
let free: { id: string; username: string };
let fighter: { id: string; username: string };

beforeAll(async () => {
  [saver, other, free, fighter] = await Promise.all([
    createMember("bookmarker"),
    createMember("bookmarkother"),
    createMember("bookmarkfree", { plan: "FREE" }),
    createMember("bookmarkfighter", { role: "FIGHTER" }),
  ]);
});

afterAll(removeCreatedThreads);

const put = (path: string, as: string) => api(`${path}/bookmark`, { as, method: "PUT", body: {} });
const remove = (path: string, as: string) => api(`${path}/bookmark`, { as, method: "DELETE", body: {} });

interface Saved {
  id: string;
  thread: { id: string; hasBookmarked: boolean; content: string; premiumLocked: boolean } | null;
  reply: { id: string; threadId: string; threadTitle: string; content: string; hasBookmarked: boolean; premiumLocked: boolean } | null;
}

async function bookmarksOf(as: string, query = "") {
  const { status, json, headers } = await api<Saved[]>(`/api/bookmarks${query}`, { as });
  expect(status).toBe(200);
  return { saved: json, nextCursor: headers.get("x-next-cursor") };
}

async function replyTo(threadId: string, as: string, content: string) {
  const { status, json } = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content } });
  expect(status).toBe(201);
  return json.id;
}

describe("bookmarks", () => {
  it("saves a thread and a reply once each, lists them newest first, and shows them saved to their saver only", async () => {
    const thread = await createThread(other.id, { title: "Worth saving" });
    const replyId = await replyTo(thread.id, other.username, "Save this answer");

    expect((await put(`/api/threads/${thread.id}`, saver.username)).json).toEqual({ bookmarked: true });
    expect((await put(`/api/threads/${thread.id}`, saver.username)).json).toEqual({ bookmarked: true });
    expect((await put(`/api/replies/${replyId}`, saver.username)).json).toEqual({ bookmarked: true });
    expect(await testDb.bookmark.count({ where: { userId: saver.id } })).toBe(2);

    const { saved } = await bookmarksOf(saver.username);
    expect(saved.map((bookmark) => bookmark.reply?.id ?? bookmark.thread?.id)).toEqual([replyId, thread.id]);
    expect(saved[0].reply).toMatchObject({ threadId: thread.id, threadTitle: "Worth saving", content: "Save this answer", hasBookmarked: true });
    expect(saved[1].thread).toMatchObject({ id: thread.id, hasBookmarked: true });

    expect((await api(`/api/threads/id/${thread.id}`, { as: saver.username })).json.hasBookmarked).toBe(true);
    expect((await api(`/api/threads/id/${thread.id}`, { as: other.username })).json.hasBookmarked).toBe(false);
    const replies = await api<{ id: string; hasBookmarked: boolean }[]>(`/api/threads/${thread.id}/replies`, { as: other.username });
    expect(replies.json.find((reply) => reply.id === replyId)?.hasBookmarked).toBe(false);
    expect((await bookmarksOf(other.username)).saved.map((bookmark) => bookmark.thread?.id)).not.toContain(thread.id);
  });

  it("removes a bookmark (again: no change), pages by cursor, and goes with its thread", async () => {
    const threads = [await createThread(other.id, { title: "First saved" }), await createThread(other.id, { title: "Second saved" })];
    const member = await createMember("bookmarkpager");
    for (const thread of threads) expect((await put(`/api/threads/${thread.id}`, member.username)).status).toBe(200);

    const first = await bookmarksOf(member.username, "?limit=1&cursor=");
    expect(first.saved.map((bookmark) => bookmark.thread?.id)).toEqual([threads[1].id]);
    const second = await bookmarksOf(member.username, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.saved.map((bookmark) => bookmark.thread?.id)).toEqual([threads[0].id]);

    expect((await remove(`/api/threads/${threads[1].id}`, member.username)).json).toEqual({ bookmarked: false });
    expect((await remove(`/api/threads/${threads[1].id}`, member.username)).json).toEqual({ bookmarked: false });
    expect((await bookmarksOf(member.username)).saved.map((bookmark) => bookmark.thread?.id)).toEqual([threads[0].id]);

    expect((await api(`/api/threads/${threads[0].id}`, { as: other.username, method: "DELETE", body: {} })).status).toBe(200);
    expect((await bookmarksOf(member.username)).saved).toEqual([]);
  });

  it("answers 404 for a missing thread, a missing or deleted reply, and 401 signed out, saving nothing", async () => {
    const thread = await createThread(other.id, { title: "Answers go away" });
    const replyId = await replyTo(thread.id, other.username, "Soon gone");
    expect((await api(`/api/replies/${replyId}`, { as: other.username, method: "DELETE", body: {} })).status).toBe(200);

    for (const [path, message] of [
      ["/api/threads/no-such-thread", "Thread not found"],
      ["/api/replies/no-such-reply", "Reply not found"],
      [`/api/replies/${replyId}`, "Reply not found"],
    ]) {
      const saved = await put(path, saver.username);
      expect(saved.status, path).toBe(404);
      expect(saved.json).toMatchObject({ code: "NOT_FOUND", message });
      expect((await remove(path, saver.username)).status, path).toBe(404);
    }
    expect((await api(`/api/threads/${thread.id}/bookmark`, { method: "PUT", body: {} })).status).toBe(401);
    expect((await api("/api/bookmarks")).status).toBe(401);
    expect(await testDb.bookmark.count({ where: { threadId: thread.id } })).toBe(0);
  });

  it("keeps a pro fighter's content out of a free member's bookmarks", async () => {
    const secret = `bookmarksecret${Date.now()}`;
    const thread = await createThread(fighter.id, { title: "Fighter's camp", content: `Camp ${secret}` });
    const replyId = await replyTo(thread.id, fighter.username, `Reply ${secret}`);
    expect((await put(`/api/threads/${thread.id}`, free.username)).status).toBe(200);
    expect((await put(`/api/replies/${replyId}`, free.username)).status).toBe(200);

    const answer = await api(`/api/bookmarks`, { as: free.username });
    expect(answer.text).not.toContain(secret);
    const saved = answer.json as Saved[];
    expect(saved[0].reply).toMatchObject({ premiumLocked: true, content: "" });
    expect(saved[1].thread).toMatchObject({ premiumLocked: true, content: "" });
  });
});
