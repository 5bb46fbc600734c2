import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isConnectionLost, isDatabaseUnavailable } from "@/lib/http/database-errors";
import { lockWaiters, testDb } from "../helpers/db";
import { waitFor } from "../helpers/wait";

/**
 * `queryRows` (lib/db.ts): raw statements sent straight through pg on Prisma's pool, with values
 * read and sent as Prisma reads and sends them, and named (prepared) only when marked `PREPARED`.
 */

describe("raw statements through pg", () => {
  it("send dates as UTC and read timestamps back as the same UTC dates, bigints as BigInt, whatever the server's time zone", async () => {
    const sent = new Date("2026-03-29T01:30:00.123Z");
    // pg's own parsers read and write a `timestamp` in the process's local time.
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    const [row] = await queryRows<{ echoed: Date; written: Date; zoned: Date; count: bigint; score: number; flags: boolean[] }>(Prisma.sql`
      SELECT ${sent}::timestamp(3) AS echoed, '2026-01-02 03:04:05.678'::timestamp(3) AS written,
        '2026-01-02 03:04:05+02'::timestamptz AS zoned, count(*) AS count, 0.5::float8 AS score, ARRAY[true, false] AS flags
      FROM (VALUES (1), (2)) AS two(n)`).finally(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(row.echoed).toEqual(sent);
    expect(row.written).toEqual(new Date("2026-01-02T03:04:05.678Z"));
    expect(row.zoned).toEqual(new Date("2026-01-02T01:04:05Z"));
    expect(row.count).toBe(2n);
    expect(row.score).toBe(0.5);
    expect(row.flags).toEqual([true, false]);
  });

  it("prepare a statement marked PREPARED under a name from its text, and send others unnamed", async () => {
    const marker = `raw_${Date.now()}`;
    const preparedNames = () =>
      queryRows<{ name: string }>(Prisma.sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`} AND statement NOT LIKE '%pg_prepared_statements%'`);
    // One statement after another reuses the pool's last connection.
    await queryRows(Prisma.sql`SELECT ${1}::int AS one, ${marker} AS unnamed`);
    expect(await preparedNames()).toEqual([]);
    for (let round = 0; round < 2; round++) await queryRows(Prisma.sql`${PREPARED}SELECT ${round}::int AS n, '${Prisma.raw(marker)}' AS marker`);
    const names = await preparedNames();
    expect(names).toHaveLength(1);
    expect(names[0].name).toMatch(/^prepared_[\w-]{27}$/);
  });

  it("fail with PostgreSQL's SQLSTATE as the error's code, not as an unavailable database", async () => {
    const failure = await queryRows(Prisma.sql`SELECT ${"not a number"}::int AS n`).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "22P02" });
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });
});

/**
 * The connection a statement runs on is cut (a failover, a pooler restart, pg_terminate_backend):
 * a statement that only reads is sent again on another connection, one that writes is not.
 */
describe("a statement whose connection is lost", () => {
  const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    await locker.connect();
    await testDb.$executeRaw`CREATE TABLE lost_connection_probe (n int)`;
  });

  afterAll(async () => {
    await testDb.$executeRaw`DROP TABLE IF EXISTS lost_connection_probe`;
    await locker.end();
  });

  /**
   * Runs `statement` while the probe table is locked, cuts its connection once PostgreSQL shows it
   * waiting for the lock, then lets it go; returns the statement's outcome and the cut backend.
   */
  async function cutWhileWaiting<T>(statement: () => PromiseLike<T>) {
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE lost_connection_probe IN ACCESS EXCLUSIVE MODE");
    const outcome = (async (): Promise<{ value?: T; error?: unknown }> => {
      try {
        return { value: await statement() };
      } catch (error) {
        return { error };
      }
    })();
    let cutPid: number | undefined;
    try {
      [cutPid] = await waitFor(() => lockWaiters("%lost_connection_probe%"), (waiting) => waiting.length > 0);
      expect(cutPid).toBeDefined();
      await testDb.$queryRaw`SELECT pg_terminate_backend(${cutPid})`;
    } finally {
      await locker.query("COMMIT");
    }
    return { ...(await outcome), cutPid };
  }

  const probeRows = () => testDb.$queryRaw<{ n: number }[]>`SELECT n FROM lost_connection_probe`;

  it("is sent again on another connection when it only reads, through queryRows and through Prisma", async () => {
    const reads = [
      () => queryRows<{ pid: number; rows: bigint }>(Prisma.sql`SELECT pg_backend_pid() AS pid, count(*) AS rows FROM lost_connection_probe`),
      () => queryRows<{ pid: number; rows: bigint }>(Prisma.sql`${PREPARED}WITH probe AS (SELECT n FROM lost_connection_probe) SELECT pg_backend_pid() AS pid, count(*) AS rows FROM probe`),
      () => db.$queryRaw<{ pid: number; rows: bigint }[]>`SELECT pg_backend_pid() AS pid, count(*) AS rows FROM lost_connection_probe`,
    ];
    for (const read of reads) {
      const { value, error, cutPid } = await cutWhileWaiting(read);
      expect(error).toBeUndefined();
      expect(value).toEqual([{ pid: expect.any(Number), rows: 0n }]);
      expect(value?.[0].pid).not.toBe(cutPid);
    }
  });

  it("fails, and is not sent again, when it writes", async () => {
    const writes: (() => PromiseLike<unknown>)[] = [
      () => queryRows(Prisma.sql`INSERT INTO lost_connection_probe (n) VALUES (1) RETURNING n`),
      () => queryRows(Prisma.sql`WITH added AS (INSERT INTO lost_connection_probe (n) VALUES (2) RETURNING n) SELECT n FROM added`),
      () => db.$executeRaw`INSERT INTO lost_connection_probe (n) VALUES (3)`,
    ];
    for (const write of writes) {
      const { value, error } = await cutWhileWaiting(write);
      expect(value).toBeUndefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await probeRows()).toEqual([]);
    }
  });

  it("starts a transaction again on another connection when the pooled one it took had been closed", async () => {
    // The server closes the pool's idle connections (a restart, an idle-session timeout); a
    // transaction begun at once takes one of them before pg has read that it was closed.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      let restarted = false;
      let rounds = 0;
      while (!restarted && rounds < 10) {
        rounds++;
        const pids = await Promise.all(Array.from({ length: 4 }, () => queryRows<{ pid: number }>(Prisma.sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.01)`)));
        const idle = [...new Set(pids.map(([row]) => row.pid))];
        await testDb.$queryRaw`SELECT pg_terminate_backend(pid) FROM unnest(${idle}::int[]) AS pid`;
        const [row] = await db.$transaction((transaction) =>
          transaction.$queryRaw<{ pid: number }[]>`INSERT INTO lost_connection_probe (n) VALUES (${rounds}) RETURNING pg_backend_pid() AS pid`,
        );
        expect(idle).not.toContain(row.pid);
        restarted = logged.mock.calls.some(([line]) => String(line).startsWith("[db] connection lost, transaction started again"));
      }
      expect(restarted).toBe(true);
      // Each transaction was done once.
      expect((await probeRows()).map((probe) => probe.n).sort((a, b) => a - b)).toEqual(Array.from({ length: rounds }, (_, index) => index + 1));
    } finally {
      logged.mockRestore();
      await testDb.$executeRaw`DELETE FROM lost_connection_probe`;
    }
  });

  it("is told apart from a refused connection and a statement's own failure", async () => {
    const refused = await new pg.Client({ connectionString: "postgresql://postgres@127.0.0.1:1/none" }).connect().catch((error: unknown) => error);
    expect(isConnectionLost(refused)).toBe(false);
    const invalid = await queryRows(Prisma.sql`SELECT ${"x"}::int AS n`).catch((error: unknown) => error);
    expect(isConnectionLost(invalid)).toBe(false);
  });
});
