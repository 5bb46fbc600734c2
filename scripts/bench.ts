/**
 * `npm run bench`: the production build under load on the scale data set, then Lighthouse on the
 * main pages. Everything it needs is made on first use and reused afterwards:
 *   1. its own database (BENCH_DATABASE on DATABASE_URL's server, else on an embedded PostgreSQL
 *      under .data/bench-postgres), migrated, with the demo data and `npm run seed:scale`;
 *   2. a production build, made again when a source file is newer than it;
 *   3. `next start` with QUERY_COUNT_HEADER=1, so every API answer says how many SQL statements it
 *      took, and generous abuse limits for the write mix;
 *   4. autocannon on each route: every route warmed up first, then each driven for BENCH_DURATION
 *      seconds with BENCH_CONNECTIONS connections (a few routes with one, or at a steady rate),
 *      then all of them at once for BENCH_SOAK seconds;
 *      the server's memory is sampled every second;
 *   5. Lighthouse (mobile) on the forum, thread and profile pages, signed in.
 * Prints a table and the targets met or missed, and writes bench/results.json.
 * Options (environment): BENCH_PORT (3200), BENCH_DATABASE (fightforum_bench), BENCH_DURATION (10),
 * BENCH_CONNECTIONS (10), BENCH_SOAK (60), BENCH_LIGHTHOUSE_RUNS (3 per page, the median kept; 0 skips
 * Lighthouse), BENCH_ROUTES (only the routes whose name contains this text, e.g. "search", while
 * working on them; the targets of the others then read "not measured").
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseCpu, databaseCpuMsSince, processTreeCpuMs } from "./bench/cpu.ts";
import { lighthouse, lighthouseUnavailable } from "./bench/lighthouse.ts";
import { runLoad, runSteadyLoad, type LoadRequest } from "./bench/load.ts";
import { benchRoutes, PAGES, type Route } from "./bench/routes.ts";
import { checkTargets, type PageResult, type RouteResult } from "./bench/targets.ts";
import { benchAppEnv, buildIfStale, prepareDatabase, READER, root, sessionCookie, sessionToken, WRITERS } from "./bench/setup.ts";
import { loadDotEnv } from "./lib/app-env.ts";
import { queryOnce } from "./lib/database.ts";
import { startNextServer, stopProcess } from "./lib/process.ts";

loadDotEnv();

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3200),
  database: process.env.BENCH_DATABASE ?? "fightforum_bench",
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: 3,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  soakSeconds: Number(process.env.BENCH_SOAK ?? 60),
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  routeFilter: process.env.BENCH_ROUTES?.toLowerCase(),
};
const baseUrl = `http://localhost:${settings.port}`;

async function postgresVersion(url: string) {
  return (await queryOnce<{ server_version: string }>(url, "SHOW server_version"))[0].server_version;
}

/** One request: its status, and the SQL statements it took (API answers say). */
async function probe(request: LoadRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  await response.arrayBuffer();
  return { status: response.status, queries: response.headers.get("x-query-count") };
}

/** Every SQL statement the server has sent since it started. */
async function statementsSent() {
  const response = await fetch(`${baseUrl}/api/dev/statements`);
  if (!response.ok) throw new Error(`GET /api/dev/statements answered ${response.status}`);
  return ((await response.json()) as { statements: number }).statements;
}

/** Waits until the server sends no statement for 300 ms: the requests still running when a load run stopped are done. */
async function untilDatabaseQuiet() {
  for (let last = await statementsSent(); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await statementsSent();
    if (now === last) return;
    last = now;
  }
}

/** The statements one request took: its x-query-count, or for a page (no header) the server's total before and after it. */
async function statementsOf(request: LoadRequest) {
  const before = await statementsSent();
  const { queries } = await probe(request);
  return queries ?? String((await statementsSent()) - before);
}

/** The server's resident memory, sampled while the load runs. */
function memorySampler(server: ChildProcess) {
  const samples: { seconds: number; rssMb: number }[] = [];
  const startedAt = Date.now();
  const sample = () => {
    const rss = readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    if (rss) samples.push({ seconds: Math.round((Date.now() - startedAt) / 1000), rssMb: Math.round(Number(rss[1]) / 1024) });
    return samples.at(-1)?.rssMb ?? 0;
  };
  sample();
  const timer = setInterval(sample, 1_000);
  return { samples, sample, stop: () => clearInterval(timer) };
}

/** One route's load for the duration: its clients as fast as answered, or its steady rate. */
function load(route: Route, durationSeconds: number) {
  if (route.requestsPerSecond) return runSteadyLoad(baseUrl, route.requests, { requestsPerSecond: route.requestsPerSecond, durationSeconds });
  return runLoad(baseUrl, route.requests, { connections: route.connections ?? settings.connections, durationSeconds });
}

/** Every route warmed up, then each measured, then all at once (the soak). */
async function measureRoutes(server: ChildProcess, routes: Route[]) {
  const results: RouteResult[] = [];
  console.log("Warming up...");
  for (const route of routes) {
    const failed = (await Promise.all(route.requests.map(probe))).find((answer) => answer.status >= 300);
    const result: RouteResult = { name: route.name, path: route.requests.map((request) => `${request.method} ${request.path}`).join(" + "), queriesPerRequest: null };
    if (failed?.status === 404 && /^\/(thread|user)\//.test(route.requests[0].path)) result.skipped = "page not built yet (404)";
    else if (failed) result.skipped = `answered ${failed.status}`;
    else await load(route, settings.warmupSeconds);
    results.push(result);
  }

  const memory = memorySampler(server);
  const measured = routes.filter((_, index) => !results[index].skipped);
  for (const route of measured) {
    const result = results.find((entry) => entry.name === route.name)!;
    process.stdout.write(`${route.name}... `);
    const cpuBefore = processTreeCpuMs(server.pid!);
    const databaseCpuBefore = databaseCpu();
    Object.assign(result, await load(route, settings.durationSeconds));
    // Requests still running when the load stopped finish first: their CPU counts too.
    await untilDatabaseQuiet();
    const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests!)) * 10) / 10;
    result.cpuMsPerRequest = perRequest(processTreeCpuMs(server.pid!) - cpuBefore);
    if (databaseCpuBefore) result.databaseCpuMsPerRequest = perRequest(databaseCpuMsSince(databaseCpuBefore));
    const ofDatabase = result.databaseCpuMsPerRequest === undefined ? "" : ` (PostgreSQL ${result.databaseCpuMsPerRequest} ms)`;
    console.log(`${Math.round(result.requestsPerSecond!)} req/s, ${result.cpuMsPerRequest} ms CPU per request${ofDatabase}`);
    // Counted once the route is warm (the Top Users cache filled, for one), one request at a time.
    const statements: string[] = [];
    for (const request of route.requests) statements.push(await statementsOf(request));
    result.queriesPerRequest = statements.join(" + ");
  }

  // A leak grows with the requests served; a warm heap does not.
  process.stdout.write(`soak, every route at once for ${settings.soakSeconds} s... `);
  const rssBeforeSoakMb = memory.sample();
  // A route at a steady rate repeats another's requests: the mix keeps each kind once.
  const fullSpeed = measured.filter((route) => !route.requestsPerSecond);
  const mix = (fullSpeed.length > 0 ? fullSpeed : measured).flatMap((route) => route.requests);
  const soak = await runLoad(baseUrl, mix, { connections: settings.connections, durationSeconds: settings.soakSeconds });
  const rssAfterSoakMb = memory.sample();
  memory.stop();
  console.log(`${Math.round(soak.requestsPerSecond)} req/s`);
  return {
    routes: results,
    soak,
    memory: { rssStartMb: memory.samples[0]?.rssMb ?? 0, rssBeforeSoakMb, rssAfterSoakMb, rssMaxMb: Math.max(...memory.samples.map((s) => s.rssMb)), samples: memory.samples },
  };
}

/** The inline RSC payload of a page's HTML: what `self.__next_f.push([1, "…"])` scripts carry. */
function inlineFlightBytes(html: string) {
  let bytes = 0;
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) {
    bytes += Buffer.byteLength(JSON.parse(match[1]) as string);
  }
  return bytes;
}

/** What each page sends before any script runs: the HTML, and the RSC payload inlined in it. */
async function measurePageWeights(cookie: string) {
  const weights: { name: string; htmlKb: number; inlineRscKb: number }[] = [];
  for (const { name, path: pagePath } of PAGES) {
    const response = await fetch(`${baseUrl}${pagePath}`, { headers: { cookie } });
    if (response.status !== 200) continue;
    const html = await response.text();
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
    weights.push({ name, htmlKb: kb(Buffer.byteLength(html)), inlineRscKb: kb(inlineFlightBytes(html)) });
  }
  return weights;
}

async function measurePages(cookie: string) {
  const results: PageResult[] = [];
  for (const { name, path: pagePath } of settings.lighthouseRuns > 0 ? PAGES : []) {
    const status = (await fetch(`${baseUrl}${pagePath}`, { headers: { cookie } })).status;
    if (status !== 200) {
      results.push({ name, path: pagePath, skipped: status === 404 ? "page not built yet (404)" : `answered ${status}` });
      continue;
    }
    process.stdout.write(`Lighthouse ${name}... `);
    const result = await lighthouse(`${baseUrl}${pagePath}`, cookie, name, settings.lighthouseRuns);
    console.log(`performance ${result.performance}`);
    results.push({ name, path: pagePath, ...result });
  }
  return results;
}

function print(report: {
  routes: RouteResult[];
  soak: RouteResult;
  memory: Record<string, unknown>;
  pageWeights: Awaited<ReturnType<typeof measurePageWeights>>;
  pages: PageResult[];
  targets: ReturnType<typeof checkTargets>;
}) {
  const cell = (value: unknown, width: number) => String(value ?? "").padStart(width);
  console.log(`\n${"route".padEnd(40)}${cell("req/s", 8)}${cell("CPU ms", 8)}${cell("PG ms", 8)}${cell("p50", 8)}${cell("p95", 8)}${cell("p99", 8)}${cell("errors", 8)}  SQL/request`);
  for (const result of [...report.routes, report.soak]) {
    if (result.skipped || !result.latencyMs) {
      console.log(`${result.name.padEnd(40)}  skipped: ${result.skipped}`);
      continue;
    }
    const { p50, p95, p99 } = result.latencyMs;
    console.log(
      `${result.name.padEnd(40)}${cell(Math.round(result.requestsPerSecond!), 8)}${cell(result.cpuMsPerRequest ?? "–", 8)}${cell(result.databaseCpuMsPerRequest ?? "–", 8)}${cell(p50, 8)}${cell(p95, 8)}${cell(p99, 8)}${cell(result.errors, 8)}  ${result.queriesPerRequest ?? "–"}`,
    );
  }
  const { rssStartMb, rssBeforeSoakMb, rssAfterSoakMb, rssMaxMb } = report.memory;
  console.log(`\nServer memory (RSS, MB): ${rssStartMb} after the warm-up, ${rssBeforeSoakMb} before the soak, ${rssAfterSoakMb} after it, ${rssMaxMb} at most`);
  for (const { name, htmlKb, inlineRscKb } of report.pageWeights) {
    console.log(`Page weight ${name}: ${htmlKb} kB of HTML (uncompressed), ${inlineRscKb} kB of it the inline RSC payload`);
  }
  for (const page of report.pages) {
    if (page.skipped) {
      console.log(`Lighthouse ${page.name}: skipped, ${page.skipped}`);
      continue;
    }
    console.log(
      `Lighthouse ${page.name}: performance ${page.performance}, LCP ${page.lcpMs} ms, CLS ${page.cls}, TBT ${page.tbtMs} ms, first-load JS ${page.firstLoadJsKb} kB (framework ${page.frameworkJsKb} kB, app ${page.appJsKb} kB: our code ${page.ownJsKb} kB, packages ${page.librariesJsKb} kB)`,
    );
    console.log(`  its largest modules: ${(page.largestAppModules ?? []).map(({ module, kb }) => `${module} ${kb} kB`).join(", ")}`);
  }
  console.log("\nTargets:");
  for (const { target, met, measured } of report.targets) console.log(`  ${met === null ? "–" : met ? "✔" : "✖"} ${target}: ${met === null ? "not measured" : measured}`);
}

const missingBrowser = settings.lighthouseRuns > 0 ? lighthouseUnavailable() : null;
if (missingBrowser) {
  console.error(missingBrowser);
  process.exit(1);
}

const database = await prepareDatabase(settings.database);
const env = benchAppEnv(settings.port, database.url);
await buildIfStale(env);
mkdirSync(path.join(root, ".data"), { recursive: true });
const serverLog = openSync(path.join(root, ".data/bench-server.log"), "w");
const server = await startNextServer(settings.port, env, ["ignore", serverLog, serverLog]);

try {
  const api = { authorization: `Bearer ${await sessionToken(baseUrl, READER)}` };
  const page = { cookie: await sessionCookie(baseUrl, READER) };
  const writerTokens = await Promise.all(WRITERS.map((writer) => sessionToken(baseUrl, writer)));
  const allRoutes = await benchRoutes(baseUrl, { api, page, writerTokens });
  const routes = allRoutes.filter((route) => !settings.routeFilter || route.name.toLowerCase().includes(settings.routeFilter));
  if (routes.length === 0) {
    throw new Error(`BENCH_ROUTES="${process.env.BENCH_ROUTES}" names no route; route names: ${allRoutes.map((route) => route.name).join(", ")}`);
  }
  const load = await measureRoutes(server, routes);
  const pageWeights = await measurePageWeights(page.cookie);
  const pages = await measurePages(page.cookie);
  const targets = checkTargets({ routes: load.routes, soak: load.soak, memory: load.memory, pageWeights, pages });
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      node: process.version,
      next: JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version,
      postgres: await postgresVersion(database.url),
      commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim(),
    },
    settings,
    routes: load.routes,
    soak: { name: `soak (every route, ${settings.soakSeconds} s)`, path: "all of the above", queriesPerRequest: null, ...load.soak },
    memory: load.memory,
    pageWeights,
    pages,
    targets,
  };
  print(report);
  console.log(`\nMachine: ${report.machine.cpus} × ${report.machine.cpuModel}, load average ${report.machine.loadAverage.join(" ")} (other work on the machine makes these numbers noisy)`);
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("Wrote bench/results.json");
} finally {
  await stopProcess(server);
  await database.stop();
}
