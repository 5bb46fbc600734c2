import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/lib/pagination/cursor";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * The hot and top thread lists (issue 19): the documented hot formula, top within time ranges,
 * keyset and offset paging, and cursors that must match their sort.
 */

const CATEGORY = "fighters_only";
const HOUR_MS = 60 * 60 * 1000;

let author: { id: string; username: string };
let reader: { id: string; username: string };
const ours = new Set<string>();

beforeAll(async () => {
  [author, reader] = await Promise.all([createMember("hotauthor"), createMember("hotreader")]);
});

afterAll(removeCreatedThreads);

/** A thread `hoursAgo` old with these counters (the scores follow them). */
async function threadWith(hoursAgo: number, counters: { likesCount?: number; dislikesCount?: number; repliesCount?: number } = {}) {
  const thread = await createThread(author.id, { title: `Hot or not ${hoursAgo}`, categoryId: CATEGORY });
  const createdAt = new Date(Date.now() - hoursAgo * HOUR_MS);
  await testDb.thread.update({ where: { id: thread.id }, data: { createdAt, lastActivityAt: createdAt, ...counters } });
  ours.add(thread.id);
  return thread.id;
}

interface Listed {
  id: string;
  hotScore: number;
  createdAt: string;
  likesCount: number;
  dislikesCount: number;
  repliesCount: number;
}

/** Our threads of a whole list, in its order (other files' and seeded threads left out). */
async function listed(query: string) {
  const { status, json } = await api<Listed[]>(`/api/threads/${CATEGORY}?pinnedByUserFilter=exclude&limit=50&${query}`, { as: reader.username });
  expect(status).toBe(200);
  return json.filter((thread) => ours.has(thread.id));
}

/** Every page of a list by cursor, `limit` at a time: our threads in order. */
async function pagedByCursor(query: string, limit: number) {
  const found: string[] = [];
  let cursor = "";
  for (let page = 0; page < 100; page++) {
    const { status, json, headers } = await api<Listed[]>(`/api/threads/${CATEGORY}?pinnedByUserFilter=exclude&limit=${limit}&${query}&cursor=${cursor}`, { as: reader.username });
    expect(status).toBe(200);
    found.push(...json.map((thread) => thread.id).filter((id) => ours.has(id)));
    const next = headers.get("x-next-cursor");
    if (!next) return found;
    cursor = next;
  }
  throw new Error("the list never ended");
}

describe("the hot list", () => {
  it("orders by log10 of the engagement plus creation time, ten times the engagement worth 12.5 hours", async () => {
    const old = await threadWith(72, { likesCount: 90, repliesCount: 10 }); // 2 − 5.76 h-units
    const fresh = await threadWith(0); // 0
    const dayOld = await threadWith(24, { likesCount: 6, dislikesCount: 1, repliesCount: 5 }); // 1 − 1.92
    const disliked = await threadWith(0.5, { dislikesCount: 5 }); // −0.70 − 0.04
    const hot = await listed("sort=hot");
    expect(hot.map((thread) => thread.id)).toEqual([fresh, disliked, dayOld, old]);

    for (const thread of hot) {
      const engagement = thread.likesCount - thread.dislikesCount + thread.repliesCount;
      const expected = Math.sign(engagement) * Math.log10(Math.max(Math.abs(engagement), 1)) + new Date(thread.createdAt).getTime() / 1000 / 45000;
      expect(thread.hotScore).toBeCloseTo(expected, 6);
    }
  });

  it("moves a thread up as members like and answer it", async () => {
    const quiet = await threadWith(30);
    const rival = await threadWith(29);
    const before = (await listed("sort=hot")).map((thread) => thread.id);
    expect(before.indexOf(rival)).toBeLessThan(before.indexOf(quiet));
    expect((await api(`/api/threads/${quiet}/like`, { as: reader.username, body: {} })).status).toBe(200);
    await testDb.thread.update({ where: { id: quiet }, data: { repliesCount: 20 } });
    const after = (await listed("sort=hot")).map((thread) => thread.id);
    expect(after.indexOf(quiet)).toBeLessThan(after.indexOf(rival));
  });
});

describe("the top list", () => {
  it("orders by likes minus dislikes among the threads created within the time range", async () => {
    const thisWeek = await threadWith(24 * 2, { likesCount: 5 });
    const thisMonth = await threadWith(24 * 20, { likesCount: 50, dislikesCount: 10 });
    const thisYear = await threadWith(24 * 200, { likesCount: 300 });
    const longAgo = await threadWith(24 * 500, { likesCount: 1000 });
    const ids = async (timeRange: string) => (await listed(`sort=top&timeRange=${timeRange}`)).map((thread) => thread.id).filter((id) => [thisWeek, thisMonth, thisYear, longAgo].includes(id));
    expect(await ids("all")).toEqual([longAgo, thisYear, thisMonth, thisWeek]);
    expect(await ids("year")).toEqual([thisYear, thisMonth, thisWeek]);
    expect(await ids("month")).toEqual([thisMonth, thisWeek]);
    expect(await ids("week")).toEqual([thisWeek]);
  });
});

describe("paging hot and top", () => {
  it("by cursor or offset, reads each list whole, in order, each thread once", async () => {
    for (let index = 0; index < 6; index++) await threadWith(index * 5, { likesCount: (index * 7) % 4 });
    for (const sort of ["hot", "top"]) {
      const whole = (await listed(`sort=${sort}`)).map((thread) => thread.id);
      expect(await pagedByCursor(`sort=${sort}`, 3)).toEqual(whole);
      const { json } = await api<Listed[]>(`/api/threads/${CATEGORY}?pinnedByUserFilter=exclude&sort=${sort}&limit=50`, { as: reader.username });
      const { json: second } = await api<Listed[]>(`/api/threads/${CATEGORY}?pinnedByUserFilter=exclude&sort=${sort}&limit=2&offset=2`, { as: reader.username });
      expect(second.map((thread) => thread.id)).toEqual(json.slice(2, 4).map((thread) => thread.id));
    }
  });

  it("refuses a cursor of another kind of list", async () => {
    const byTime = encodeCursor({ key: new Date(), id: "x" });
    const byScore = encodeCursor({ key: 39_000.5, id: "x" });
    const refusals: [string, string][] = [
      [`/api/threads/${CATEGORY}?sort=hot&cursor=${byTime}`, "cursor is not valid for this sort"],
      [`/api/threads/${CATEGORY}?sort=top&cursor=${byTime}`, "cursor is not valid for this sort"],
      [`/api/threads/${CATEGORY}?sort=recent&cursor=${byScore}`, "cursor is not valid for this sort"],
      [`/api/threads/${CATEGORY}?sort=new&cursor=${byScore}`, "cursor is not valid for this sort"],
      [`/api/threads/some-thread/replies?cursor=${byScore}`, "cursor is not valid"],
      [`/api/threads/${CATEGORY}?sort=best`, "sort must be recent, new, hot or top"],
      [`/api/threads/${CATEGORY}?timeRange=decade`, "timeRange must be all, week, month or year"],
    ];
    for (const [path, message] of refusals) {
      const { status, json } = await api(path, { as: reader.username });
      expect(status, path).toBe(400);
      expect(json.message, path).toBe(message);
    }
  });
});
