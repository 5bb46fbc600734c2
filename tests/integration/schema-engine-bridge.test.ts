// The Prisma CLI runs its migrate commands through scripts/prisma/schema-engine.mjs (the JSON-RPC bridge
// to the WASM schema engine, wired up in prisma.config.ts). This test drives the real CLI against a
// scratch database of its own: deploy the committed migrations, check the status, and check that the
// resulting database matches prisma/schema.prisma exactly.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, queryOnce } from "@/scripts/lib/database";

const run = promisify(execFile);

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PRISMA_BIN = `${ROOT}node_modules/.bin/prisma`;
const BRIDGE = `${ROOT}scripts/prisma/schema-engine.mjs`;
const CLI_TIMEOUT_MS = 120_000;

const serverUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
let scratch: Awaited<ReturnType<typeof createThrowawayDatabase>>;

async function prisma(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(PRISMA_BIN, args, {
    cwd: ROOT,
    timeout: CLI_TIMEOUT_MS,
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      // Force the bridge even if the environment names another engine binary.
      PRISMA_SCHEMA_ENGINE_BINARY: BRIDGE,
      CHECKPOINT_DISABLE: "1",
      NO_COLOR: "1",
    },
  });
}

const query = <T extends pg.QueryResultRow>(sql: string) => queryOnce<T>(scratch.url, sql);

describe("schema engine bridge (prisma CLI -> scripts/prisma/schema-engine.mjs -> WASM engine)", () => {
  beforeAll(async () => {
    scratch = await createThrowawayDatabase(serverUrl, "bridge_test");
  }, CLI_TIMEOUT_MS);

  afterAll(async () => {
    await scratch?.drop();
  }, CLI_TIMEOUT_MS);

  it("applies the committed migrations with `migrate deploy`", { timeout: CLI_TIMEOUT_MS }, async () => {
    const { stdout } = await prisma("migrate", "deploy");
    expect(stdout).toContain("All migrations have been successfully applied.");

    const migrations = await query<{ migration_name: string; finished: boolean }>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`,
    );
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0].migration_name).toMatch(/^\d{14}_init$/);
    expect(migrations.every((m) => m.finished)).toBe(true);
  });

  it("created the tables", async () => {
    const users = await query<{ count: string }>(`SELECT count(*) FROM "User"`);
    expect(users[0].count).toBe("0");

    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["User", "Category", "Thread", "Reply", "Notification", "ProcessedWebhookEvent"]),
    );
  });

  it("reports the database up to date with `migrate status`", { timeout: CLI_TIMEOUT_MS }, async () => {
    const { stdout } = await prisma("migrate", "status");
    expect(stdout).toContain("Database schema is up to date!");
  });

  it("finds no difference between the database and prisma/schema.prisma", { timeout: CLI_TIMEOUT_MS }, async () => {
    // `--from-url` was removed in Prisma 7; `--from-config-datasource` reads DATABASE_URL via prisma.config.ts.
    const { stdout } = await prisma(
      "migrate", "diff", "--from-config-datasource", "--to-schema", "prisma/schema.prisma", "--script", "--exit-code",
    );
    // With --exit-code a non-empty diff exits with 2 (execFile would reject). The script holds only
    // comments, and says so: an engine that died before printing would leave it empty.
    const statements = stdout.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("--"));
    expect(statements).toEqual([]);
    expect(stdout).toContain("-- This is an empty migration.");
  });
});
