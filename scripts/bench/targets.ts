import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import { ROUTE } from "./routes.ts";

export interface RouteResult extends Partial<LoadResult> {
  name: string;
  path: string;
  /** SQL statements per request of each kind (API routes only), e.g. "2" or "10 + 12". */
  queriesPerRequest: string | null;
  /** The server's CPU time per request while the route was measured (its process tree, /proc). */
  cpuMsPerRequest?: number;
  /** PostgreSQL's CPU time per request meanwhile (its processes on this machine; absent for a database elsewhere). */
  databaseCpuMsPerRequest?: number;
  skipped?: string;
}

export interface PageResult extends Partial<LighthouseResult> {
  name: string;
  path: string;
  skipped?: string;
}

export interface Target {
  target: string;
  /** null when nothing measured it (a page not built yet). */
  met: boolean | null;
  measured: string;
}

interface Measurements {
  routes: RouteResult[];
  soak: LoadResult;
  memory: { rssBeforeSoakMb: number; rssAfterSoakMb: number };
  pageWeights: { name: string; htmlKb: number }[];
  pages: PageResult[];
}

/** The targets of issue 9, checked against one run. */
export function checkTargets({ routes, soak, memory, pageWeights, pages }: Measurements): Target[] {
  const measured = routes.filter((route) => !route.skipped);
  const route = (name: string) => measured.find((result) => result.name === name) as (RouteResult & LoadResult) | undefined;
  const rate = (result?: LoadResult) => `${Math.round(result?.requestsPerSecond ?? 0)} req/s`;
  const atLeast = (result: LoadResult | undefined, rps: number) => (result ? result.requestsPerSecond >= rps : null);
  const notSlower = (deep?: LoadResult, first?: LoadResult) => (deep && first ? deep.latencyMs.p50 <= first.latencyMs.p50 * 1.2 : null);

  const listPage1 = route(ROUTE.listPage1);
  const listPage5000 = route(ROUTE.listPage5000);
  const cursorPage1 = route(ROUTE.cursorPage1);
  const cursorPage5000 = route(ROUTE.cursorPage5000);
  // While a page is not built, the API route it will call stands in for it.
  const thread = route(ROUTE.threadPage) ?? route(ROUTE.repliesApi);
  const forum = route(ROUTE.forumPage);
  const profile = route(ROUTE.profilePage) ?? route(ROUTE.profileApi);
  const searchOneWord = route(ROUTE.searchOneWord);
  const searchThreeWords = route(ROUTE.searchThreeWords);
  const searchOneWordAlone = route(ROUTE.searchOneWordAlone);
  const searchThreeWordsAlone = route(ROUTE.searchThreeWordsAlone);
  const searchOneWordSteady = route(ROUTE.searchOneWordSteady);
  const searchThreeWordsSteady = route(ROUTE.searchThreeWordsSteady);

  const lighthouse = pages.filter((page) => !page.skipped) as (PageResult & LighthouseResult)[];
  const everyPage = (check: (page: LighthouseResult) => boolean) => (lighthouse.length ? lighthouse.every(check) : null);
  const perPage = (value: (page: LighthouseResult) => string | number) => lighthouse.map((page) => `${page.name} ${value(page)}`).join(", ");
  const errors = soak.errors + measured.reduce((sum, result) => sum + (result.errors ?? 0), 0);
  /** Issue 17: server CPU per request at most `ms` on every one of these routes. */
  const cpuAtMost = (ms: number, ...names: string[]) => {
    const results = names.map(route).filter((result) => result?.cpuMsPerRequest !== undefined) as RouteResult[];
    return {
      met: results.length ? results.every((result) => result.cpuMsPerRequest! <= ms) : null,
      measured: results.map((result) => `${result.name} ${result.cpuMsPerRequest} ms`).join(", "),
    };
  };
  const threadPageWeight = pageWeights.find((weight) => weight.name === "thread");

  return [
    { target: "thread list API p95 ≤ 15 ms", met: listPage1 ? listPage1.latencyMs.p95 <= 15 : null, measured: `${listPage1?.latencyMs.p95} ms` },
    { target: "thread list API ≥ 1,500 req/s", met: atLeast(listPage1, 1500), measured: rate(listPage1) },
    {
      target: "page 5,000 at most 20% slower than page 1 (p50), by offset",
      met: notSlower(listPage5000, listPage1),
      measured: `${listPage5000?.latencyMs.p50} ms vs ${listPage1?.latencyMs.p50} ms`,
    },
    {
      target: "page 5,000 at most 20% slower than page 1 (p50), by cursor",
      met: notSlower(cursorPage5000, cursorPage1),
      measured: `${cursorPage5000?.latencyMs.p50} ms vs ${cursorPage1?.latencyMs.p50} ms`,
    },
    { target: `thread page ≥ 200 req/s (${thread?.name})`, met: atLeast(thread, 200), measured: rate(thread) },
    { target: "forum page ≥ 300 req/s", met: atLeast(forum, 300), measured: rate(forum) },
    { target: `profile ≥ 300 req/s (${profile?.name})`, met: atLeast(profile, 300), measured: rate(profile) },
    { target: "zero errors under load", met: errors === 0, measured: `${errors} errors` },
    {
      target: "search p95 ≤ 50 ms for one- and three-word queries (issue 19)",
      met: searchOneWord && searchThreeWords ? searchOneWord.latencyMs.p95 <= 50 && searchThreeWords.latencyMs.p95 <= 50 : null,
      measured:
        `at ${searchOneWord?.connections} connections: one word ${searchOneWord?.latencyMs.p95} ms, three words ${searchThreeWords?.latencyMs.p95} ms` +
        ` (one client: ${searchOneWordAlone?.latencyMs.p95} and ${searchThreeWordsAlone?.latencyMs.p95} ms;` +
        ` ${searchOneWordSteady?.requestsPerSecond.toFixed(0)} a second: ${searchOneWordSteady?.latencyMs.p95} and ${searchThreeWordsSteady?.latencyMs.p95} ms)`,
    },
    { target: "forum and profile pages ≤ 8 ms CPU per request", ...cpuAtMost(8, ROUTE.forumPage, ROUTE.profilePage) },
    { target: "thread page (100 replies shown) ≤ 12 ms CPU per request", ...cpuAtMost(12, ROUTE.threadPage) },
    {
      target: "list and thread APIs ≤ 3 ms CPU per request",
      ...cpuAtMost(3, ROUTE.listPage1, ROUTE.cursorPage1, ROUTE.threadApi, ROUTE.repliesApi, ROUTE.profileApi, ROUTE.profilePosts),
    },
    {
      target: "thread page HTML (with its RSC payload) ≤ 150 kB",
      met: threadPageWeight ? threadPageWeight.htmlKb <= 150 : null,
      measured: `${threadPageWeight?.htmlKb} kB`,
    },
    {
      target: "server memory stable (RSS after the soak within 10% of before it)",
      met: memory.rssAfterSoakMb <= memory.rssBeforeSoakMb * 1.1,
      measured: `${memory.rssBeforeSoakMb} MB → ${memory.rssAfterSoakMb} MB`,
    },
    { target: "Lighthouse mobile performance ≥ 95", met: everyPage((page) => page.performance >= 95), measured: perPage((page) => page.performance) },
    { target: "LCP ≤ 1.5 s", met: everyPage((page) => page.lcpMs <= 1500), measured: perPage((page) => `${page.lcpMs} ms`) },
    { target: "CLS ≤ 0.02", met: everyPage((page) => page.cls <= 0.02), measured: perPage((page) => page.cls) },
    { target: "TBT ≤ 100 ms", met: everyPage((page) => page.tbtMs <= 100), measured: perPage((page) => `${page.tbtMs} ms`) },
    { target: "first-load JS ≤ 120 kB gzipped", met: everyPage((page) => page.firstLoadJsKb <= 120), measured: perPage((page) => `${page.firstLoadJsKb} kB`) },
    {
      target: "the app's own JS ≤ 25 kB gzipped on top of the framework",
      met: everyPage((page) => page.appJsKb <= 25),
      measured: perPage((page) => `${page.appJsKb} kB (our code ${page.ownJsKb} kB, packages ${page.librariesJsKb} kB; framework ${page.frameworkJsKb} kB)`),
    },
  ];
}
