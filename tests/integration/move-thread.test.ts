import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * Staff move a thread to another category: it lists, counts and is searched there, its author is
 * told, and nobody else may move it.
 */

type Member = { id: string; username: string };
let author: Member;
let moderator: Member;

beforeAll(async () => {
  [author, moderator] = await Promise.all([createMember("moveauthor"), createMember("movemod", { role: "MODERATOR", plan: "FREE" })]);
});

afterAll(removeCreatedThreads);

const move = (threadId: string, as: string | null, body: unknown) => api(`/api/threads/${threadId}/category`, { as: as ?? undefined, method: "PUT", body });

/**
 * Each category's stored thread count less its threads' number. Earlier test files may have left
 * threads written straight to the database uncounted: a move must leave that difference as it was.
 */
async function countDrift() {
  const rows = await testDb.$queryRaw<{ id: string; drift: number }[]>`
    SELECT c.id, (c."threadCount" - (SELECT count(*) FROM "Thread" t WHERE t."categoryId" = c.id))::int AS drift FROM "Category" c ORDER BY c.id`;
  return Object.fromEntries(rows.map(({ id, drift }) => [id, drift]));
}

const searchedIn = async (word: string, category: string) =>
  ((await api<{ results: { id: string }[] }>(`/api/search?${new URLSearchParams({ q: word, category })}`, { as: author.username })).json.results ?? []).map(({ id }) => id);

describe("moving a thread", () => {
  it("moves it with its counts and search entry, tells its author once, and changes nothing when moved where it is", async () => {
    const word = `misplaced${randomUUID().slice(0, 8)}`;
    const thread = await createThread(author.id, { title: `Feature idea ${word}`, categoryId: "general" });
    expect(await searchedIn(word, "general")).toEqual([thread.id]);
    const drift = await countDrift();

    expect(await move(thread.id, moderator.username, { categoryId: "member_feedback" })).toMatchObject({
      status: 200,
      json: { categoryId: "member_feedback", categoryName: "Member Feedback" },
    });
    expect(await testDb.thread.findUniqueOrThrow({ where: { id: thread.id }, select: { categoryId: true } })).toEqual({ categoryId: "member_feedback" });
    expect(await countDrift()).toEqual(drift);
    expect((await api(`/api/threads/id/${thread.id}`, { as: author.username })).json).toMatchObject({ categoryId: "member_feedback", categoryName: "Member Feedback" });
    expect(await searchedIn(word, "member_feedback")).toEqual([thread.id]);
    expect(await searchedIn(word, "general")).toEqual([]);
    const listed = await api<{ id: string }[]>("/api/threads/member_feedback?sort=new&limit=50", { as: author.username });
    expect(listed.json.map(({ id }) => id)).toContain(thread.id);

    expect(await move(thread.id, moderator.username, { categoryId: "member_feedback" })).toMatchObject({ status: 200, json: { categoryId: "member_feedback" } });
    expect(await testDb.notification.findMany({ where: { userId: author.id, threadId: thread.id }, select: { type: true, actorId: true, message: true } })).toEqual([
      { type: "SYSTEM", actorId: moderator.id, message: "The moderators moved your thread to Member Feedback." },
    ]);
    expect(await countDrift()).toEqual(drift);
  });

  it("refuses members, its author, the signed out, an unknown category and a missing thread, changing nothing", async () => {
    const thread = await createThread(author.id, { title: "Stays where it is", categoryId: "general" });
    expect(await move(thread.id, author.username, { categoryId: "member_feedback" })).toMatchObject({ status: 403, json: { code: "FORBIDDEN", message: "Only moderators and admins can do this." } });
    expect(await move(thread.id, null, { categoryId: "member_feedback" })).toMatchObject({ status: 401, json: { message: "You must be logged in to move threads" } });
    expect(await move(thread.id, moderator.username, { categoryId: "octagon" })).toMatchObject({ status: 400, json: { message: "categoryId is not a category" } });
    expect(await move(thread.id, moderator.username, {})).toMatchObject({ status: 400 });
    expect(await move("no-such-thread", moderator.username, { categoryId: "general" })).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect(await testDb.thread.findUniqueOrThrow({ where: { id: thread.id }, select: { categoryId: true } })).toEqual({ categoryId: "general" });
    expect(await testDb.notification.count({ where: { threadId: thread.id } })).toBe(0);
  });

  it("keeps the counts right when two moderators move threads between the same categories at once", async () => {
    const threads = await Promise.all(["general", "member_feedback", "general", "member_feedback"].map((categoryId, i) => createThread(author.id, { title: `Crossing ${i}`, categoryId })));
    const drift = await countDrift();
    const answers = await Promise.all(threads.map((thread, i) => move(thread.id, moderator.username, { categoryId: i % 2 === 0 ? "member_feedback" : "general" })));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(await countDrift()).toEqual(drift);
  });
});
