import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/lib/pagination/cursor";
import { api } from "../helpers/api";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";
import { addReplies } from "../helpers/reply-fixtures";

interface Item {
  id: string;
  createdAt: string;
  lastActivityAt: string;
}

const REPLIES = 60;
let threadId: string;
let memberIds: string[];

beforeAll(async () => {
  const author = await createMember("keyset_author");
  const others = [await createMember("keyset_a"), await createMember("keyset_b")];
  const thread = await createThread(author.id, { title: "A thread with many replies", categoryId: "member_feedback" });
  await addReplies(thread, [others[0].id, author.id, others[1].id], REPLIES);
  threadId = thread.id;
  memberIds = [author.id, ...others.map((member) => member.id)];
});

afterAll(removeCreatedThreads);

const replies = (query: string) => api<Item[]>(`/api/threads/${threadId}/replies?${query}`, { as: "member" });

describe("keyset pagination of replies (?cursor=)", () => {
  it("walks the same replies as the offset pages, naming the next page while a page was full", async () => {
    const byOffset: string[] = [];
    for (const offset of [0, 25, 50]) byOffset.push(...(await replies(`limit=25&offset=${offset}`)).json.map((reply) => reply.id));

    const byCursor: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await replies(`limit=25&cursor=${cursor}`);
      expect(page.status).toBe(200);
      byCursor.push(...page.json.map((reply) => reply.id));
      pageSizes.push(page.json.length);
      cursor = page.headers.get("x-next-cursor");
    }
    expect(pageSizes).toEqual([25, 25, 10]);
    expect(byCursor).toHaveLength(REPLIES);
    expect(byCursor).toEqual(byOffset);
  });

  it("breaks ties between replies created at the same moment by id", async () => {
    const all = (await replies("limit=100")).json;
    const sameMoment = all.findIndex((reply, index) => index > 0 && reply.createdAt === all[index - 1].createdAt);
    expect(sameMoment).toBeGreaterThan(0);
    const before = all[sameMoment - 1];
    const page = await replies(`limit=3&cursor=${encodeCursor({ key: before.createdAt, id: before.id })}`);
    expect(page.json.map((reply) => reply.id)).toEqual(all.slice(sameMoment, sameMoment + 3).map((reply) => reply.id));
  });

  it("answers offset pages as before: the plain array, no cursor header", async () => {
    const page = await replies("limit=10");
    expect(page.status).toBe(200);
    expect(page.json).toHaveLength(10);
    expect(page.headers.get("x-next-cursor")).toBeNull();
  });

  it("keeps the stored counters of the fixture right", async () => {
    await expectCountersMatchRecount({ userIds: memberIds, threadIds: [threadId] });
  });
});

describe("keyset pagination of a category's threads", () => {
  const list = (query: string) =>
    api<Item[]>(`/api/threads/general?pinnedByUserFilter=exclude&limit=5&${query}`, { as: "member" });

  for (const [sort, key] of [
    ["new", "createdAt"],
    ["recent", "lastActivityAt"],
  ] as const) {
    it(`continues a sort=${sort} page right after its last thread`, async () => {
      const first = await list(`sort=${sort}&cursor=`);
      expect(first.status).toBe(200);
      expect(first.json).toHaveLength(5);
      const cursor = first.headers.get("x-next-cursor");
      expect(cursor).not.toBeNull();
      const second = await list(`sort=${sort}&cursor=${cursor}`);
      expect(second.json).toHaveLength(5);

      const order = (thread: Item) => [thread[key], thread.id].join(" ");
      const keys = [...first.json, ...second.json].map(order);
      expect(new Set(keys).size).toBe(10);
      expect(keys).toEqual([...keys].sort().reverse());
      const last = first.json[4];
      expect(cursor).toBe(encodeCursor({ key: last[key], id: last.id }));
    });
  }

  it("answers 400 for a cursor it did not make, and for a cursor with an offset", async () => {
    const madeUp = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of ["not-a-cursor", madeUp(["yesterday", "x"]), madeUp(["2026-01-01T00:00:00.000Z"]), madeUp({ key: 1 })]) {
      const { status, json } = await list(`sort=new&cursor=${cursor}`);
      expect(status, cursor).toBe(400);
      expect(json).toMatchObject({ code: "INVALID_INPUT", message: "cursor is not valid" });
    }
    const both = await list("sort=new&cursor=&offset=10");
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({ message: "Use either cursor or offset, not both" });
    const repliesBoth = await replies("cursor=&offset=5");
    expect(repliesBoth.status).toBe(400);
  });
});
