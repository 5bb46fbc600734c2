import pg from "pg";
import { describe, expect, it } from "vitest";
import { closeServerConnections } from "@/scripts/bench/setup";
import { api } from "../helpers/api";

/**
 * The database drops the server's connections while requests run (a failover, a pooler restart,
 * an administrator's pg_terminate_backend): those requests answer 503, never 500, and the server
 * serves again at once, with no restart, on fresh connections.
 */

async function terminateOtherConnections() {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const listThreads = () => api("/api/threads/general?sort=new&limit=5", { as: "member" });

describe("connections lost under load", () => {
  it("answer 503 while they break and 200 right after, never 500", async () => {
    for (let round = 0; round < 3; round++) {
      // Fill the pool with open connections, then cut them all while more requests are in flight.
      expect((await Promise.all(Array.from({ length: 8 }, listThreads))).map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const inFlight = Array.from({ length: 12 }, listThreads);
      expect(await terminateOtherConnections()).toBeGreaterThan(0);
      const during = await Promise.all([...inFlight, ...Array.from({ length: 12 }, listThreads)]);
      for (const answer of during) {
        expect([200, 503], answer.text).toContain(answer.status);
        if (answer.status === 503) expect(answer.json).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      }
      // Broken connections are not handed out again: every later request is served.
      const after = await Promise.all(Array.from({ length: 12 }, listThreads));
      expect(after.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    }
  });

  it("recovers for pages too", async () => {
    // Once the cut connections are gone (pg_terminate_backend only signals them), every page is served.
    await closeServerConnections(process.env.DATABASE_URL!);
    const pages = await Promise.all(Array.from({ length: 6 }, () => api("/forum/general", { as: "member" })));
    for (const page of pages) expect(page.status).toBeLessThan(500);
  });
});
