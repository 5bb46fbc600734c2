import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { localAppEnv } from "../lib/app-env.ts";
import { reasonToBuild } from "../lib/build.ts";
import { createDatabaseIfMissing, migrate, queryOnce, seedIfEmpty, startDatabase, withDatabase } from "../lib/database.ts";
import { run } from "../lib/process.ts";

/**
 * What `npm run bench` and `npm run bench:compare` share: the scale database, the build with
 * source maps, the servers' settings and the benchmark's members.
 */

export const root = path.resolve(import.meta.dirname, "../..");

/** The member who reads (a paid demo account) and the paid scale members who like and reply. */
export const READER = "member";
export const WRITERS = Array.from({ length: 30 }, (_, index) => index + 1)
  .filter((n) => n % 3 !== 0 && n % 50 !== 0 && n % 97 !== 0)
  .map((n) => `scale_user_${n}`);

const CONNECTION_CHECK_MS = 10;
const CONNECTIONS_CLOSE_WITHIN_MS = 10_000;

/**
 * Closes the servers' connections to the database, so that each opens new ones for its next
 * requests; the connections that listen (for member changes, lib/cache/cached-until-members-change.ts,
 * and for live events, lib/live/hub.ts) stay, or every cache and live subscription would be
 * dropped. On this machine one long-lived PostgreSQL backend can cost twice another per request
 * for the same statements, and keep that for a whole run: the side it serves then reads dearer,
 * though both run the same code (docs/performance.md, "twenty-third session"). New connections
 * before every turn give both sides backends of the same age.
 */
export async function closeServerConnections(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const serverBackends = `FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'
    AND pid <> pg_backend_pid() AND query NOT LIKE 'LISTEN %'`;
  try {
    await client.query(`SELECT pg_terminate_backend(pid) ${serverBackends}`);
    // Gone, their last word sent: the idle servers have dropped them before the turn's first request.
    for (let waited = 0; (await client.query(`SELECT 1 ${serverBackends}`)).rowCount !== 0; waited += CONNECTION_CHECK_MS) {
      if (waited > CONNECTIONS_CLOSE_WITHIN_MS) throw new Error(`the servers' database connections were still open after ${CONNECTIONS_CLOSE_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, CONNECTION_CHECK_MS));
    }
  } finally {
    await client.end();
  }
}

/** The database with the scale data (BENCH_DATABASE, default fightforum_bench), made once. */
export async function prepareDatabase(database = process.env.BENCH_DATABASE ?? "fightforum_bench") {
  const server = await startDatabase({ dataDir: "bench-postgres", port: 54331, database });
  const url = withDatabase(server.url, database);
  await createDatabaseIfMissing(url);
  console.log(`Database: ${url.replace(/\/\/[^@]*@/, "//")}`);
  await migrate(url);
  if (await seedIfEmpty(url)) console.log("Seeded the demo data.");
  await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed-scale.ts"], { env: { ...process.env, DATABASE_URL: url } });
  // Earlier runs' write mixes left rows not yet vacuumed: index-only scans (the offset pages) would
  // visit the table for them, and every run would start from a different state.
  await queryOnce(url, "VACUUM ANALYZE");
  return { url, stop: server.stop };
}

/** The server's settings under load: statement counts in every API answer, abuse limits the load never reaches. */
export function benchAppEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...localAppEnv(port, databaseUrl),
    APP_URL: `http://localhost:${port}`,
    QUERY_COUNT_HEADER: "1",
    RATE_LIMIT_REPLIES_CREATE: "1000000/3600",
    RATE_LIMIT_REACTIONS: "1000000/3600",
    RATE_LIMIT_DEV_SIGNIN: "1000/60",
    RATE_LIMIT_SEARCH: "1000000/60",
  };
}

/** Whether the build in `checkout`'s .next has browser source maps (tests and `npm start` build without them). */
function builtWithSourceMaps(checkout: string) {
  const chunks = path.join(checkout, ".next/static/chunks");
  return (statSync(chunks, { throwIfNoEntry: false })?.isDirectory() ?? false) && readdirSync(chunks).some((name) => name.endsWith(".js.map"));
}

/**
 * Builds `checkout` when a source changed since its last build, or when that build has no browser
 * source maps: the scripts are split by their code's origins with them (bench/script-origins.ts).
 */
export async function buildIfStale(env: NodeJS.ProcessEnv, checkout = root) {
  if (!reasonToBuild(checkout) && builtWithSourceMaps(checkout)) return;
  console.log(`Building ${path.relative(root, checkout) || "the app"}...`);
  await run(path.join(checkout, "node_modules/.bin/next"), ["build"], { env: { ...env, BROWSER_SOURCE_MAPS: "1" }, cwd: checkout, quiet: true });
}

/** A session token for API calls as `username` (development sign-in). */
export async function sessionToken(baseUrl: string, username: string) {
  const response = await fetch(`${baseUrl}/api/dev/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username }),
  });
  if (!response.ok) throw new Error(`dev token for ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The session cookie pages are read with, as `username`. */
export async function sessionCookie(baseUrl: string, username: string) {
  const response = await fetch(`${baseUrl}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
