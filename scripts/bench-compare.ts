/**
 * `npm run bench:compare -- [base]`: the checkout as it is against another commit (default HEAD),
 * served side by side on the scale data, so that a change is read from both builds at the same
 * moment of a machine whose speed drifts by up to half within minutes (docs/performance.md, "The
 * machine"): one `npm run bench` before and one after cannot tell a 10% change from the drift.
 *   1. the base commit checked out in a git worktree under .data/bench-base (node_modules hard-linked
 *      from the checkout), its Prisma client generated and built; the checkout built when stale;
 *      both with browser source maps, both serving the benchmark's database (migrated to the
 *      checkout's schema: compare commits that agree on the migrations);
 *   2. every read route of `npm run bench` at full speed (BENCH_ROUTES: those whose name contains this text)
 *      warmed up on both servers for BENCH_WARMUP seconds (8), then BENCH_TURNS pairs of turns
 *      (12) of BENCH_DURATION seconds (2) with BENCH_CONNECTIONS clients (2: the servers are not
 *      saturated, so a turn's CPU is the requests' own); the two turns of a pair run one after the
 *      other, in swapped order from pair to pair (scripts/bench/compare.ts), each on database
 *      connections the server opens anew (`closeServerConnections`). Printed: each side's
 *      median server CPU ms per request (lowest to highest turn), and the change in percent as the
 *      median of the pairs' ratios, with their middle half: a change outside it is not the noise;
 *      the p50 latency of each side;
 *   3. the app's JS on the forum, thread and profile pages of each build (the scripts the page's
 *      HTML names, split by source map: our code and packages, gzipped), and the modules that changed.
 *   4. with BENCH_LIGHTHOUSE_PAIRS=n, n pairs of Lighthouse runs of each page (BENCH_LIGHTHOUSE_PAGE:
 *      forum, thread or profile, for one of them), in the order of the turns: the medians of each
 *      side's performance score, TBT, LCP and CLS. One run of each build an hour apart cannot tell
 *      a change of TBT from the hour (docs/performance.md).
 * The worktree stays for the next run (built again only when the base commit changes); the write
 * routes are left out, so the database is as it was.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { changedModules, compareTurns, median, turnOrder, type Comparison, type Side } from "./bench/compare.ts";
import { databaseCpu, databaseCpuMsSince, processTreeCpuMs } from "./bench/cpu.ts";
import { lighthouse, lighthouseUnavailable, scriptSplit, type LighthouseResult } from "./bench/lighthouse.ts";
import { runLoad } from "./bench/load.ts";
import { benchRoutes, PAGES, type Route } from "./bench/routes.ts";
import { benchAppEnv, buildIfStale, closeServerConnections, prepareDatabase, READER, root, sessionCookie, sessionToken } from "./bench/setup.ts";
import { loadDotEnv } from "./lib/app-env.ts";
import { run, startNextServer, stopProcess } from "./lib/process.ts";

loadDotEnv();

const settings = {
  base: process.argv[2] ?? "HEAD",
  ports: { base: Number(process.env.BENCH_PORT ?? 3200) + 1, change: Number(process.env.BENCH_PORT ?? 3200) + 2 },
  turns: Number(process.env.BENCH_TURNS ?? 12),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 2),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 8),
  routeFilter: process.env.BENCH_ROUTES?.toLowerCase(),
  lighthousePairs: Number(process.env.BENCH_LIGHTHOUSE_PAIRS ?? 0),
  lighthousePage: process.env.BENCH_LIGHTHOUSE_PAGE,
};
if (settings.lighthousePage && !PAGES.some(({ name }) => name === settings.lighthousePage)) {
  throw new Error(`BENCH_LIGHTHOUSE_PAGE="${settings.lighthousePage}" names no page; pages: ${PAGES.map(({ name }) => name).join(", ")}`);
}
const baseCheckout = path.join(root, ".data/bench-base");
const git = (args: string[], cwd = root) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The base commit in its worktree, with the checkout's packages and its own Prisma client. */
async function checkOutBase(commit: string) {
  const generatedClient = path.join(baseCheckout, "lib/generated");
  if (!existsSync(baseCheckout)) {
    mkdirSync(path.dirname(baseCheckout), { recursive: true });
    git(["worktree", "add", "--detach", baseCheckout, commit]);
  } else if (git(["rev-parse", "HEAD"], baseCheckout) !== commit) {
    git(["checkout", "--detach", "--force", commit], baseCheckout);
    rmSync(generatedClient, { recursive: true, force: true });
  }
  // Hard links: a copy in no time and no space. A symbolic link would not do: Turbopack resolves
  // packages from the project's own folder.
  if (!existsSync(path.join(baseCheckout, "node_modules"))) await run("cp", ["-al", path.join(root, "node_modules"), baseCheckout]);
  // Made again only with another commit: a new client would count as a changed source and rebuild.
  if (!existsSync(generatedClient)) await run(path.join(baseCheckout, "node_modules/.bin/prisma"), ["generate"], { cwd: baseCheckout, quiet: true });
}

/** The app's JS of a page as its HTML names it: our code and packages, gzipped, and by module. */
async function pageScripts(url: string, cookie: string, checkout: string) {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not the page`);
  const html = await response.text();
  // Every script the page loads in a browser of today: the legacy polyfills (`noModule`) never load.
  const polyfills = new Set([...html.matchAll(/<script src="([^"]+)" noModule/g)].map(([, source]) => source));
  const sources = new Set([...html.matchAll(/\/_next\/static\/[^"'\s\\]+\.js/g)].map(([source]) => source).filter((source) => !polyfills.has(source)));
  return scriptSplit([...sources].map((source) => ({ url: source })), url, checkout);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const signed = (value: number, digits = 1) => `${value > 0 ? "+" : ""}${value.toFixed(digits)}`;

const commit = git(["rev-parse", settings.base]);
const database = await prepareDatabase();
const servers: Partial<Record<Side, ChildProcess>> = {};
try {
  const env = (side: Side) => benchAppEnv(settings.ports[side], database.url);
  console.log(`Base: ${settings.base} (${commit.slice(0, 7)}), in ${path.relative(root, baseCheckout)}; change: the checkout as it is`);
  await checkOutBase(commit);
  await buildIfStale(env("base"), baseCheckout);
  await buildIfStale(env("change"));
  const checkouts: Record<Side, string> = { base: baseCheckout, change: root };
  for (const side of ["base", "change"] as const) {
    const log = openSync(path.join(root, `.data/bench-compare-${side}.log`), "w");
    servers[side] = await startNextServer(settings.ports[side], env(side), ["ignore", log, log], undefined, checkouts[side]);
  }
  const urlOf = (side: Side) => `http://localhost:${settings.ports[side]}`;
  // Each server signs in its own member: a session is issued for one address (authorized parties).
  const sessionsOf = async (side: Side) => ({
    api: { authorization: `Bearer ${await sessionToken(urlOf(side), READER)}` },
    page: { cookie: await sessionCookie(urlOf(side), READER) },
    writerTokens: [],
  });
  const sessions = { base: await sessionsOf("base"), change: await sessionsOf("change") };
  const isRead = (route: Route) => route.requests.every((request) => request.method === "GET");
  // A route at a steady rate is the same requests as another at full speed: here every turn is at full speed.
  const routesOf = async (side: Side) =>
    (await benchRoutes(urlOf(side), sessions[side])).filter(
      (route) => isRead(route) && !route.requestsPerSecond && (!settings.routeFilter || route.name.toLowerCase().includes(settings.routeFilter)),
    );
  const routes = { base: await routesOf("base"), change: await routesOf("change") };

  /** One load run of a route on one side; a turn with an answer other than 2xx measured something else, so it stops the comparison. */
  async function load(side: Side, index: number, durationSeconds: number) {
    const route = routes[side][index];
    const result = await runLoad(urlOf(side), route.requests, { connections: settings.connections, durationSeconds });
    if (result.errors > 0) throw new Error(`${route.name} on the ${side} server: ${result.errors} failed answers (${JSON.stringify(result.statusCodes)})`);
    return result;
  }

  console.log(`\nServer CPU per request (ms), PostgreSQL's (ms) and p50 (ms): ${settings.turns} pairs of ${settings.durationSeconds} s turns, ${settings.connections} connections`);
  console.log(`${"route".padEnd(40)}${"base".padStart(16)}${"change".padStart(16)}${"CPU".padStart(9)}${"".padStart(15)}${"PG base".padStart(16)}${"PG change".padStart(16)}${"PG".padStart(9)}  p50 base → change`);
  const results = [];
  for (const [index, route] of routes.change.entries()) {
    for (const side of ["base", "change"] as const) await load(side, index, settings.warmupSeconds);
    const turns: Record<Side, { cpuMs: number[]; databaseCpuMs: number[]; p50: number[] }> = {
      base: { cpuMs: [], databaseCpuMs: [], p50: [] },
      change: { cpuMs: [], databaseCpuMs: [], p50: [] },
    };
    // One side is loaded at a time, so PostgreSQL's CPU during a turn is that side's; each turn on
    // connections as new as the other side's.
    for (const side of turnOrder(settings.turns)) {
      await closeServerConnections(database.url);
      const before = processTreeCpuMs(servers[side]!.pid!);
      const databaseBefore = databaseCpu();
      const result = await load(side, index, settings.durationSeconds);
      const requests = Math.max(1, result.requests);
      turns[side].cpuMs.push((processTreeCpuMs(servers[side]!.pid!) - before) / requests);
      if (databaseBefore) turns[side].databaseCpuMs.push(databaseCpuMsSince(databaseBefore) / requests);
      turns[side].p50.push(result.latencyMs.p50);
    }
    const cpu = compareTurns(turns.base.cpuMs, turns.change.cpuMs);
    const databaseCpuMs = turns.base.databaseCpuMs.length ? compareTurns(turns.base.databaseCpuMs, turns.change.databaseCpuMs) : null;
    const p50 = compareTurns(turns.base.p50, turns.change.p50);
    const range = ({ median, min, max }: { median: number; min: number; max: number }) => `${median.toFixed(2)} (${min.toFixed(1)}–${max.toFixed(1)})`;
    const percent = (comparison: Comparison) => `${`${signed(comparison.percent)}%`.padStart(9)} (${signed(comparison.quartiles[0], 0)} to ${signed(comparison.quartiles[1], 0)})`;
    const databaseColumns = databaseCpuMs ? `${range(databaseCpuMs.base).padStart(16)}${range(databaseCpuMs.change).padStart(16)}${percent(databaseCpuMs)}` : "  – (no PostgreSQL on this machine)";
    console.log(
      `${route.name.padEnd(40)}${range(cpu.base).padStart(16)}${range(cpu.change).padStart(16)}${percent(cpu)}${databaseColumns}  ${p50.base.median.toFixed(1)} → ${p50.change.median.toFixed(1)}`,
    );
    results.push({ route: route.name, cpuMsPerRequest: cpu, databaseCpuMsPerRequest: databaseCpuMs, p50Ms: p50, turns });
  }
  console.log("CPU and PG: the change's cost against the base's, the median of the pairs of turns (the middle half of the pairs in brackets)");

  console.log("\nThe app's JS (kB gzipped, the scripts each page's HTML names; our code + packages)");
  const pages = [];
  for (const { name, path: pagePath } of PAGES) {
    const [base, change] = await Promise.all(
      (["base", "change"] as const).map((side) => pageScripts(`${urlOf(side)}${pagePath}`, sessions[side].page.cookie, checkouts[side])),
    );
    const app = (split: typeof base) => split.origins.ours + split.origins.libraries;
    console.log(`${name.padEnd(10)} ${kb(app(base))} → ${kb(app(change))} (our code ${kb(base.origins.ours)} → ${kb(change.origins.ours)})`);
    const modules = changedModules(base.appModules, change.appModules);
    for (const { module, baseKb, changeKb } of modules) console.log(`  ${module}: ${baseKb.toFixed(2)} → ${changeKb.toFixed(2)}`);
    pages.push({ name, baseKb: app(base) / 1024, changeKb: app(change) / 1024, modules });
  }
  const lighthouseRuns = [];
  const lighthousePages = PAGES.filter(({ name }) => !settings.lighthousePage || name === settings.lighthousePage);
  const unavailable = settings.lighthousePairs > 0 ? lighthouseUnavailable("BENCH_LIGHTHOUSE_PAIRS=0") : null;
  if (unavailable) console.log(`\nLighthouse: not run (${unavailable})`);
  else if (settings.lighthousePairs > 0) {
    console.log(`\nLighthouse (mobile, simulated throttling): ${settings.lighthousePairs} pairs of runs a page, in turns; medians, base → change`);
    for (const { name, path: pagePath } of lighthousePages) {
      const runs: Record<Side, LighthouseResult[]> = { base: [], change: [] };
      for (const [index, side] of turnOrder(settings.lighthousePairs).entries()) {
        runs[side].push(await lighthouse(`${urlOf(side)}${pagePath}`, sessions[side].page.cookie, `compare-${side}-${name}-${index}`, 1, checkouts[side]));
      }
      const both = (measure: (result: LighthouseResult) => number) => `${median(runs.base.map(measure))} → ${median(runs.change.map(measure))}`;
      console.log(`${name.padEnd(10)} performance ${both((run) => run.performance)}, TBT ${both((run) => run.tbtMs)} ms, LCP ${both((run) => run.lcpMs)} ms, CLS ${both((run) => run.cls)}`);
      lighthouseRuns.push({ page: name, ...runs });
    }
  }
  mkdirSync(path.join(root, "bench"), { recursive: true });
  const report = { date: new Date().toISOString(), base: commit, change: `${git(["rev-parse", "HEAD"])} + the working tree`, settings, routes: results, pages, lighthouse: lighthouseRuns };
  writeFileSync(path.join(root, "bench/compare.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nWrote bench/compare.json");
} finally {
  for (const server of Object.values(servers)) await stopProcess(server);
  await database.stop();
}
