import { describe, expect, it } from "vitest";
import { PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isDatabaseUnavailable } from "@/lib/http/database-errors";

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
