import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { lockWaiters, testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { waitFor } from "../helpers/wait";

/**
 * The database drops the server's connections while requests run (a failover, a pooler restart,
 * an administrator's pg_terminate_backend): reads are sent again on fresh connections, so lists
 * and pages are served through the cut; a write whose connection went answers 503, never 500, and
 * is not done twice.
 */

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
let threadId: string;
let writer: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  await admin.connect();
  writer = await createMember("cutwriter");
  threadId = (await createThread(writer.id, { title: "Read through a cut" })).id;
});

afterAll(async () => {
  await removeCreatedThreads();
  await admin.end();
});

async function terminateOtherConnections() {
  const { rowCount } = await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  return rowCount ?? 0;
}

const reads = [
  () => api("/api/threads/general?sort=new&limit=5", { as: "member" }),
  () => api("/forum/general", { as: "member" }),
  () => api(`/api/threads/${threadId}`, { as: "member" }),
  () => api(`/thread/${threadId}`, { as: "member" }),
];
const someReads = (count: number) => Array.from({ length: count }, (_, index) => reads[index % reads.length]());

describe("connections lost under load", () => {
  it("do not fail reads: lists and pages asked for while the connections are cut are served", async () => {
    for (let round = 0; round < 3; round++) {
      // Fill the pool with open connections, then cut them all while more requests are in flight.
      expect((await Promise.all(someReads(8))).map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const inFlight = someReads(12);
      expect(await terminateOtherConnections()).toBeGreaterThan(0);
      const answers = await Promise.all([...inFlight, ...someReads(12)]);
      for (const answer of answers) expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    }
  });

  it("answer a write whose connection is cut with 503, and do not do it again", async () => {
    // The write waits on a lock, so that its connection is cut while it runs.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query(`LOCK TABLE "Bookmark" IN ACCESS EXCLUSIVE MODE`);
      const write = api(`/api/threads/${threadId}/bookmark`, { as: writer.username, method: "PUT", body: {} });
      const [waiting] = await waitFor(() => lockWaiters('%INSERT INTO %"Bookmark"%'), (pids) => pids.length > 0);
      expect(waiting).toBeDefined();
      await admin.query("SELECT pg_terminate_backend($1)", [waiting]);
      await locker.query("COMMIT");
      const answer = await write;
      expect(answer.status, answer.text).toBe(503);
      expect(answer.json).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    } finally {
      await locker.end();
    }
    expect(await testDb.bookmark.count({ where: { userId: writer.id } })).toBe(0);
    // The same write, asked again, is done.
    expect((await api(`/api/threads/${threadId}/bookmark`, { as: writer.username, method: "PUT", body: {} })).json).toEqual({ bookmarked: true });
    expect(await testDb.bookmark.count({ where: { userId: writer.id } })).toBe(1);
  });
});
