import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServerConnections } from "@/scripts/bench/setup";
import { createThrowawayDatabase } from "@/scripts/lib/database";

/**
 * `npm run bench:compare` gives both servers new database connections before every turn
 * (`closeServerConnections`), on a database of its own: here a throwaway one, so the test
 * server's connections are left alone.
 */

let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
beforeAll(async () => {
  database = await createThrowawayDatabase(process.env.DATABASE_URL!, "bench_connections");
});
afterAll(async () => {
  await database?.drop();
});

const backendOf = async (client: pg.Pool | pg.Client) => (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;

describe("bench:compare's new connections for every turn", () => {
  it("closes a server's pooled connections, which it replaces at its next statement, and keeps the one that listens", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const lost: Error[] = [];
    pool.on("error", (error) => lost.push(error));
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      await listener.query("LISTEN members_changed");
      const [first, second] = await Promise.all(
        [0, 1].map(async () => {
          const client = await pool.connect();
          try {
            return await backendOf(client);
          } finally {
            client.release();
          }
        }),
      );
      expect(pool.idleCount).toBe(2);

      await closeServerConnections(database.url);

      // The pool heard its idle connections end and dropped them; its next statement opens a new one.
      await expect.poll(() => pool.totalCount).toBe(0);
      expect(lost).toHaveLength(2);
      expect([first, second]).not.toContain(await backendOf(pool));
      // The listening connection is open and still hears its channel.
      const heard = new Promise<string>((resolve) => listener.once("notification", (message) => resolve(message.channel)));
      await pool.query("NOTIFY members_changed");
      expect(await heard).toBe("members_changed");
    } finally {
      await listener.end();
      await pool.end();
    }
  });
});
