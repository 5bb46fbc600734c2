/**
 * `npm run bench`: the production build under load on the scale data set, then Lighthouse on the
 * main pages. Everything it needs is made on first use and reused afterwards:
 *   1. its own database (BENCH_DATABASE on DATABASE_URL's server, else on an embedded PostgreSQL
 *      under .data/bench-postgres), migrated, with the demo data and `npm run seed:scale`;
 *   2. a production build, made again when a source file is newer than it;
 *   3. `next start` with QUERY_COUNT_HEADER=1, so every API answer says how many SQL statements it
 *      took, and generous abuse limits for the write mix;
 *   4. autocannon on each route: every route warmed up first, then each driven for BENCH_DURATION
 *      seconds with BENCH_CONNECTIONS connections, the server's memory sampled every second;
 *   5. Lighthouse (mobile) on the forum, thread and profile pages, signed in.
 * Prints a table and the targets met or missed, and writes bench/results.json.
 * Options (environment): BENCH_PORT (3200), BENCH_DATABASE (fightforum_bench), BENCH_DURATION (10),
 * BENCH_CONNECTIONS (10), BENCH_LIGHTHOUSE_RUNS (3 per page, the median kept; 0 skips Lighthouse).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { encodeCursor } from "../lib/pagination/cursor.ts";
import { loadDotEnv, localAppEnv } from "./lib/app-env.ts";
import { createDatabaseIfMissing, migrate, seedIfEmpty, startDatabase, withDatabase } from "./lib/database.ts";
import { run, startNextServer, stopProcess } from "./lib/process.ts";
import { lighthouse, type LighthouseResult } from "./bench/lighthouse.ts";
import { runLoad, type LoadRequest, type LoadResult } from "./bench/load.ts";
import { SCALE } from "./seed-scale.ts";

const root = path.resolve(import.meta.dirname, "..");
loadDotEnv();

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3200),
  database: process.env.BENCH_DATABASE ?? "fightforum_bench",
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: 3,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
};
const baseUrl = `http://localhost:${settings.port}`;
/** The member who reads (a paid demo account) and the paid scale members who write. */
const READER = "member";
const WRITERS = Array.from({ length: 30 }, (_, index) => index + 1)
  .filter((n) => n % 3 !== 0 && n % 50 !== 0 && n % 97 !== 0)
  .map((n) => `scale_user_${n}`);

// --- 1. Database ---------------------------------------------------------------------------------
const server = await startDatabase({ dataDir: "bench-postgres", port: 54331, database: settings.database });
const databaseUrl = withDatabase(server.url, settings.database);
await createDatabaseIfMissing(databaseUrl);
console.log(`Database: ${databaseUrl.replace(/\/\/[^@]*@/, "//")}`);
await migrate(databaseUrl);
if (await seedIfEmpty(databaseUrl)) console.log("Seeded the demo data.");
await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed-scale.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl } });

async function postgresVersion() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>("SHOW server_version")).rows[0].server_version;
  } finally {
    await client.end();
  }
}
const postgres = await postgresVersion();

// --- 2. Build ------------------------------------------------------------------------------------
const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const env: NodeJS.ProcessEnv = {
  ...localAppEnv(settings.port, databaseUrl),
  APP_URL: baseUrl,
  QUERY_COUNT_HEADER: "1",
  RATE_LIMIT_REPLIES_CREATE: "1000000/3600",
  RATE_LIMIT_REACTIONS: "1000000/3600",
  RATE_LIMIT_DEV_SIGNIN: "1000/60",
};
const builtAt = newestChange(path.join(root, ".next/BUILD_ID"));
if (Math.max(...SOURCES.map((source) => newestChange(path.join(root, source)))) > builtAt) {
  console.log("Building the app...");
  await run(path.join(root, "node_modules/.bin/next"), ["build"], { env, quiet: true });
}

// --- 3. Server -----------------------------------------------------------------------------------
mkdirSync(path.join(root, ".data"), { recursive: true });
const serverLog = openSync(path.join(root, ".data/bench-server.log"), "w");
const next = await startNextServer(settings.port, env, ["ignore", serverLog, serverLog]);

const memory: { seconds: number; rssMb: number }[] = [];
let memoryStart: number | undefined;
function sampleMemory() {
  const status = readFileSync(`/proc/${next.pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  if (status) memory.push({ seconds: Math.round((Date.now() - (memoryStart ??= Date.now())) / 1000), rssMb: Math.round(Number(status[1]) / 1024) });
}

async function sessionToken(username: string) {
  const response = await fetch(`${baseUrl}/api/dev/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username }),
  });
  if (!response.ok) throw new Error(`dev token for ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function sessionCookie(username: string) {
  const response = await fetch(`${baseUrl}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// --- 4. Load -------------------------------------------------------------------------------------
interface Route {
  name: string;
  requests: LoadRequest[];
  /** Set when the route was not measured. */
  skipped?: string;
}

interface RouteResult extends Partial<LoadResult> {
  name: string;
  path: string;
  queriesPerRequest: number | string | null;
  skipped?: string;
}

const api = { authorization: `Bearer ${await sessionToken(READER)}` };
const page = { cookie: await sessionCookie(READER) };
const writerTokens = await Promise.all(WRITERS.map(sessionToken));

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const randomScaleThread = () => `scale_thread_${1 + Math.floor(Math.random() * SCALE.threads)}`;
const writer = () => ({ authorization: `Bearer ${pick(writerTokens)}`, "content-type": "application/json" });

const get = (pathAndQuery: string, headers: Record<string, string>): LoadRequest[] => [{ method: "GET", path: pathAndQuery, headers }];
const list = (query: string) => `/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=10&${query}`;

/** The cursor naming the end of page 4,999, so the cursor route reads the same page as offset 49,990. */
async function cursorBeforeOffset(offset: number) {
  const response = await fetch(`${baseUrl}${list(`offset=${offset - 1}`).replace("limit=10", "limit=1")}`, { headers: api });
  const [thread] = (await response.json()) as { id: string; createdAt: string }[];
  return encodeCursor({ key: thread.createdAt, id: thread.id });
}

const deepCursor = await cursorBeforeOffset(49_990);
const routes: Route[] = [
  { name: "thread list API, page 1 (offset)", requests: get(list("offset=0"), api) },
  { name: "thread list API, page 5,000 (offset)", requests: get(list("offset=49990"), api) },
  { name: "thread list API, page 1 (cursor)", requests: get(list("cursor="), api) },
  { name: "thread list API, page 5,000 (cursor)", requests: get(list(`cursor=${deepCursor}`), api) },
  { name: "forum page", requests: get("/forum", page) },
  { name: "thread API (500-reply thread)", requests: get(`/api/threads/id/${SCALE.benchThreadId}`, api) },
  { name: "replies API, 100 of 500", requests: get(`/api/threads/${SCALE.benchThreadId}/replies?limit=100`, api) },
  { name: "thread page (500 replies)", requests: get(`/thread/${SCALE.benchThreadId}`, page) },
  { name: "profile API", requests: get(`/api/users/username/${SCALE.profileUsername}`, api) },
  { name: "profile posts API", requests: get(`/api/users/${SCALE.profileUsername}/posts`, api) },
  { name: "profile page", requests: get(`/user/${SCALE.profileUsername}`, page) },
  { name: "top users API", requests: get("/api/users/top", api) },
  {
    name: "write mix (like, reply)",
    requests: [
      { method: "POST", path: `/api/threads/${randomScaleThread()}/like`, headers: writer(), body: "{}", vary: () => ({ path: `/api/threads/${randomScaleThread()}/like`, headers: writer() }) },
      {
        method: "POST",
        path: `/api/threads/${randomScaleThread()}/replies`,
        headers: writer(),
        body: JSON.stringify({ content: "Benchmark reply: the jab set up everything." }),
        vary: () => ({ path: `/api/threads/${randomScaleThread()}/replies`, headers: writer() }),
      },
    ],
  },
];

/** One request of each kind: its status, and the SQL statements it took (API routes say). */
async function probe(request: LoadRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  await response.arrayBuffer();
  return { status: response.status, queries: response.headers.get("x-query-count") };
}

const sameDeepPage = await Promise.all([list("offset=49990"), list(`cursor=${deepCursor}`)].map((url) => fetch(`${baseUrl}${url}`, { headers: api }).then((r) => r.json())));
if (JSON.stringify(sameDeepPage[0]) !== JSON.stringify(sameDeepPage[1])) console.warn("! offset 49,990 and its cursor gave different pages");

// Every route is probed and warmed up first, so the memory samples start with all code loaded.
const results: RouteResult[] = [];
console.log("Warming up...");
for (const route of routes) {
  const probes = await Promise.all(route.requests.map(probe));
  const failed = probes.find((answer) => answer.status >= 300);
  const result: RouteResult = { name: route.name, path: route.requests.map((request) => `${request.method} ${request.path}`).join(" + "), queriesPerRequest: null };
  if (failed?.status === 404 && route.requests[0].path.match(/^\/(thread|user)\//)) result.skipped = "page not built yet (404)";
  else if (failed) result.skipped = `probe answered ${failed.status}`;
  else await runLoad(baseUrl, route.requests, { connections: settings.connections, durationSeconds: settings.warmupSeconds });
  results.push(result);
}

sampleMemory();
const sampler = setInterval(sampleMemory, 1_000);
for (const [index, route] of routes.entries()) {
  const result = results[index];
  if (result.skipped) continue;
  process.stdout.write(`${route.name}... `);
  Object.assign(result, await runLoad(baseUrl, route.requests, settings));
  console.log(`${Math.round(result.requestsPerSecond!)} req/s`);
  // Counted once the route is warm (the Top Users cache filled, for one).
  const probes = await Promise.all(route.requests.map(probe));
  if (probes.some((answer) => answer.queries !== null)) result.queriesPerRequest = probes.map((answer) => answer.queries).join(" + ");
}
clearInterval(sampler);
sampleMemory();

// --- 5. Lighthouse -------------------------------------------------------------------------------
const pages = [
  { name: "forum", path: "/forum" },
  { name: "thread", path: `/thread/${SCALE.benchThreadId}` },
  { name: "profile", path: `/user/${SCALE.profileUsername}` },
];
const lighthouseResults: (Partial<LighthouseResult> & { name: string; path: string; skipped?: string })[] = [];
for (const { name, path: pagePath } of settings.lighthouseRuns > 0 ? pages : []) {
  const status = (await fetch(`${baseUrl}${pagePath}`, { headers: page })).status;
  if (status !== 200) {
    lighthouseResults.push({ name, path: pagePath, skipped: status === 404 ? "page not built yet (404)" : `answered ${status}` });
    continue;
  }
  process.stdout.write(`Lighthouse ${name}... `);
  const result = await lighthouse(`${baseUrl}${pagePath}`, page.cookie, name, settings.lighthouseRuns);
  console.log(`performance ${result.performance}`);
  lighthouseResults.push({ name, path: pagePath, ...result });
}

await stopProcess(next);
await server.stop();

// --- Report --------------------------------------------------------------------------------------
const byName = (name: string) => results.find((result) => result.name === name && !result.skipped);
/** The page's result, or the API route standing in for it while the page is not built. */
const pageOrApi = (pageName: string, apiName: string) => byName(pageName) ?? byName(apiName);

function target(description: string, met: boolean | null, measured: string) {
  return { target: description, met, measured };
}

const list1 = byName("thread list API, page 1 (offset)");
const list5000 = byName("thread list API, page 5,000 (offset)");
const cursor1 = byName("thread list API, page 1 (cursor)");
const cursor5000 = byName("thread list API, page 5,000 (cursor)");
const threadRoute = pageOrApi("thread page (500 replies)", "replies API, 100 of 500");
const forum = byName("forum page");
const profile = pageOrApi("profile page", "profile API");
const measured = results.filter((result) => !result.skipped);
const rssStart = memory[0]?.rssMb ?? 0;
const rssEnd = memory.at(-1)?.rssMb ?? 0;
const lighthouseMeasured = lighthouseResults.filter((result) => !result.skipped);
const every = (check: (result: (typeof lighthouseMeasured)[number]) => boolean) => (lighthouseMeasured.length ? lighthouseMeasured.every(check) : null);
const lighthouseValues = (pick: (result: (typeof lighthouseMeasured)[number]) => unknown) => lighthouseMeasured.map((result) => `${result.name} ${pick(result)}`).join(", ");

const targets = [
  target("thread list API p95 ≤ 15 ms", list1 ? list1.latencyMs!.p95 <= 15 : null, `${list1?.latencyMs?.p95} ms`),
  target("thread list API ≥ 1,500 req/s", list1 ? list1.requestsPerSecond! >= 1500 : null, `${Math.round(list1?.requestsPerSecond ?? 0)} req/s`),
  target(
    "page 5,000 no more than 20% slower than page 1 (p50, offset)",
    list1 && list5000 ? list5000.latencyMs!.p50 <= list1.latencyMs!.p50 * 1.2 : null,
    `${list5000?.latencyMs?.p50} ms vs ${list1?.latencyMs?.p50} ms`,
  ),
  target(
    "page 5,000 no more than 20% slower than page 1 (p50, cursor)",
    cursor1 && cursor5000 ? cursor5000.latencyMs!.p50 <= cursor1.latencyMs!.p50 * 1.2 : null,
    `${cursor5000?.latencyMs?.p50} ms vs ${cursor1?.latencyMs?.p50} ms`,
  ),
  target(`thread page ≥ 200 req/s (${threadRoute?.name})`, threadRoute ? threadRoute.requestsPerSecond! >= 200 : null, `${Math.round(threadRoute?.requestsPerSecond ?? 0)} req/s`),
  target("forum page ≥ 300 req/s", forum ? forum.requestsPerSecond! >= 300 : null, `${Math.round(forum?.requestsPerSecond ?? 0)} req/s`),
  target(`profile ≥ 300 req/s (${profile?.name})`, profile ? profile.requestsPerSecond! >= 300 : null, `${Math.round(profile?.requestsPerSecond ?? 0)} req/s`),
  target("zero errors under load", measured.every((result) => result.errors === 0), `${measured.reduce((sum, result) => sum + (result.errors ?? 0), 0)} errors`),
  target("server memory stable (end within 20% of start)", rssEnd <= rssStart * 1.2, `${rssStart} MB → ${rssEnd} MB`),
  target("Lighthouse mobile performance ≥ 95", every((result) => result.performance! >= 95), lighthouseValues((result) => result.performance)),
  target("LCP ≤ 1.5 s", every((result) => result.lcpMs! <= 1500), lighthouseValues((result) => `${result.lcpMs} ms`)),
  target("CLS ≤ 0.02", every((result) => result.cls! <= 0.02), lighthouseValues((result) => result.cls)),
  target("TBT ≤ 100 ms", every((result) => result.tbtMs! <= 100), lighthouseValues((result) => `${result.tbtMs} ms`)),
  target("first-load JS ≤ 120 kB gzipped", every((result) => result.firstLoadJsKb! <= 120), lighthouseValues((result) => `${result.firstLoadJsKb} kB`)),
];

const cpus = os.cpus();
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
    postgres,
    next: JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version,
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim(),
  },
  settings: { connections: settings.connections, durationSeconds: settings.durationSeconds, lighthouseRuns: settings.lighthouseRuns },
  routes: results,
  memory: { rssStartMb: rssStart, rssEndMb: rssEnd, rssMaxMb: Math.max(0, ...memory.map((sample) => sample.rssMb)), samples: memory },
  lighthouse: lighthouseResults,
  targets,
};
const cell = (value: unknown, width: number) => String(value ?? "").padStart(width);
console.log(`\n${"route".padEnd(40)}${cell("req/s", 8)}${cell("p50", 7)}${cell("p95", 7)}${cell("p99", 7)}${cell("errors", 8)}  queries`);
for (const result of results) {
  if (result.skipped) {
    console.log(`${result.name.padEnd(40)}  skipped: ${result.skipped}`);
    continue;
  }
  const latency = result.latencyMs!;
  console.log(`${result.name.padEnd(40)}${cell(Math.round(result.requestsPerSecond!), 8)}${cell(latency.p50, 7)}${cell(latency.p95, 7)}${cell(latency.p99, 7)}${cell(result.errors, 8)}  ${result.queriesPerRequest ?? "n/a (page)"}`);
}
console.log(`\nServer memory (RSS): ${report.memory.rssStartMb} MB after the warm-up, ${report.memory.rssEndMb} MB at the end, ${report.memory.rssMaxMb} MB at most`);
for (const result of lighthouseResults) {
  console.log(
    result.skipped
      ? `Lighthouse ${result.name}: skipped, ${result.skipped}`
      : `Lighthouse ${result.name}: performance ${result.performance}, LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms, first-load JS ${result.firstLoadJsKb} kB`,
  );
}
console.log("\nTargets:");
for (const { target: description, met, measured: value } of targets) console.log(`  ${met === null ? "–" : met ? "✔" : "✖"} ${description}: ${value}`);
console.log(`\nMachine: ${report.machine.cpus} × ${report.machine.cpuModel}, load average ${report.machine.loadAverage.join(" ")} (shared machines make these numbers noisy)`);

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(report, null, 2)}\n`);
console.log("Wrote bench/results.json");
process.exit(0);
