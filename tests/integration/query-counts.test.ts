import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startNextServer, stopProcess } from "@/scripts/lib/process";
import { api, sessionCookie } from "../helpers/api";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { addReplies } from "../helpers/reply-fixtures";

// The server runs with QUERY_COUNT_HEADER=1 (scripts/test.ts): each API answer says how many SQL
// statements it took. A list must take as many for 50 items as for 5: no query per item.

let threadId: string;
let pollThreadId: string;
let authorId: string;
let replierId: string;

beforeAll(async () => {
  const author = await createMember("counted_author");
  const replier = await createMember("counted_replier");
  for (let index = 0; index < 7; index++) {
    const thread = await createThread(author.id, {
      title: `Counted thread ${index}`,
      categoryId: "member_feedback",
      poll: index === 0 ? { question: "Who wins?", options: ["Red", "Blue"], expiresAt: null } : undefined,
    });
    threadId = thread.id;
    if (index === 0) pollThreadId = thread.id;
  }
  await addReplies({ id: threadId, userId: author.id }, [replier.id, author.id], 55);
  authorId = author.id;
  replierId = replier.id;
});

afterAll(removeCreatedThreads);

async function countedPage(path: string) {
  const { status, json, headers } = await api<unknown[]>(path, { as: "member" });
  expect(status, path).toBe(200);
  const queries = headers.get("x-query-count");
  expect(queries, path).toMatch(/^\d+$/);
  return { items: json.length, queries: Number(queries) };
}

describe("SQL statements per request", () => {
  const lists: [string, (limit: number) => string][] = [
    ["a category's threads, first page", (limit) => `/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=${limit}`],
    ["a category's threads, by offset", (limit) => `/api/threads/general?pinnedByUserFilter=exclude&sort=recent&limit=${limit}&offset=3`],
    ["a category's threads, by cursor", (limit) => `/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=${limit}&cursor=`],
    ["a category's hot threads, by cursor", (limit) => `/api/threads/general?pinnedByUserFilter=exclude&sort=hot&limit=${limit}&cursor=`],
    ["a category's top threads of the year, by offset", (limit) => `/api/threads/general?pinnedByUserFilter=exclude&sort=top&timeRange=year&limit=${limit}&offset=1`],
    ["a category's threads new to the member", (limit) => `/api/threads/member_feedback?filter=new&sort=recent&pinnedByUserFilter=include&limit=${limit}`],
    ["a thread's replies", (limit) => `/api/threads/${threadId}/replies?limit=${limit}`],
    ["a thread's replies, by offset", (limit) => `/api/threads/${threadId}/replies?limit=${limit}&offset=2`],
    ["a member's threads", (limit) => `/api/users/${authorId}/posts?limit=${limit}`],
    ["a member's replies", (limit) => `/api/users/${replierId}/replies?limit=${limit}`],
  ];

  for (const [name, path] of lists) {
    it(`are as many for 50 items as for 5: ${name}`, async () => {
      const small = await countedPage(path(5));
      const large = await countedPage(path(50));
      expect(small.items).toBe(5);
      expect(large.items).toBeGreaterThan(5);
      expect(large.queries).toBe(small.queries);
    });
  }

  // The documented counts (docs/performance.md): one statement for the session's member, then one
  // for the thread with its author, poll, media and the viewer's reactions and vote, or for a page
  // (by offset or of the threads new to the member too: the page's ids are found inside it).
  it.each([
    ["a thread with a poll", () => `/api/threads/id/${pollThreadId}`, 2],
    ["a category's first page", () => "/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=10", 2],
    ["a category's page by cursor", () => "/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=10&cursor=", 2],
    ["a category's page by offset", () => "/api/threads/general?pinnedByUserFilter=exclude&sort=recent&limit=10&offset=3", 2],
    ["a category's pinned threads", () => "/api/threads/general?pinned=true", 2],
    ["a category's threads new to the member", () => "/api/threads/member_feedback?filter=new&sort=recent&limit=10", 2],
    ["a thread's first replies", () => `/api/threads/${threadId}/replies?limit=10`, 2],
    // An empty page asks whether the thread exists (404 if not).
    ["a page past the last reply", () => `/api/threads/${threadId}/replies?limit=10&offset=500`, 3],
  ])("are exactly as documented: %s", async (_name, path, expected) => {
    const { status, headers } = await api(path(), { as: "member" });
    expect(status).toBe(200);
    expect(Number(headers.get("x-query-count"))).toBe(expected);
  });

  it("are counted for every answer, errors included", async () => {
    const { status, headers } = await api("/api/threads/general?limit=0", { as: "member" });
    expect(status).toBe(400);
    expect(headers.get("x-query-count")).toMatch(/^\d+$/);
  });
});

// Pages carry no header: their count is the difference of the server's total around one request.
// That total is only exact on a server nothing else calls, so these tests start one of their own
// (the same build and database). It also starts without a database client, as after a deploy.
describe("SQL statements per page, on a server of its own", () => {
  let base: string;
  let server: ChildProcess | undefined;
  let cookie: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = await startNextServer(port, process.env, "ignore");
    cookie = await sessionCookie(`page_counter_${Date.now() % 100_000}`);
  }, 90_000);

  afterAll(() => stopProcess(server));

  async function statementsSent() {
    const response = await fetch(`${base}/api/dev/statements`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { statements: number }).statements;
  }

  async function statementsOfPage(path: string) {
    const before = await statementsSent();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    await response.text();
    return (await statementsSent()) - before;
  }

  it("still counts an API answer's statements when a page made the server's first query", async () => {
    await statementsOfPage(`/thread/${threadId}`);
    const response = await fetch(`${base}/api/threads/id/${pollThreadId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-query-count")).toBe("2");
  });

  it("are four for a thread page, however many replies it shows", async () => {
    // Session, the header's unread count, the thread, its first 100 replies. Work an earlier request
    // left for after its answer (recording that the member was seen) may land inside a measurement
    // on a busy machine: measured again until none did. A page that always takes more never passes.
    const settings = { timeout: 30_000, interval: 200 };
    await expect.poll(() => statementsOfPage(`/thread/${pollThreadId}`), settings).toBe(4);
    await expect.poll(() => statementsOfPage(`/thread/${threadId}`), settings).toBe(4);
  });

  it("are three for the forum page: its pinned threads and first page are one", async () => {
    // Session, the header's unread count, the pinned threads with the first page of the others.
    await expect.poll(() => statementsOfPage("/forum"), { timeout: 30_000, interval: 200 }).toBe(3);
  });

  it("are five for another member's profile", async () => {
    // Session, unread count, the profile (its rank from the cache once read), the viewer's mute and
    // block of the member, the first page of their threads.
    await expect.poll(() => statementsOfPage("/user/fighter"), { timeout: 30_000, interval: 200 }).toBe(5);
  });
});
