import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { run } from "../lib/process.ts";
import { gzippedSplit, type ScriptSplit } from "./script-origins.ts";

const root = path.resolve(import.meta.dirname, "../..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Why Lighthouse cannot run on this machine, checked before the long parts of the benchmark, or null. */
export function lighthouseUnavailable(skipSetting = "BENCH_LIGHTHOUSE_RUNS=0") {
  if (existsSync(chromiumPath)) return null;
  return `Lighthouse needs Chromium, and ${chromiumPath} does not exist: install it (apt-get install chromium), set CHROMIUM_PATH to another build, or set ${skipSetting} to skip the Lighthouse runs.`;
}

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts the page loaded, as transferred (gzipped, with headers), in kB; then by origin, gzipped bodies (see `scriptSplit`). */
  firstLoadJsKb: number;
  frameworkJsKb: number;
  /** The app's part: our code and the packages it chose (`ownJsKb + librariesJsKb`). */
  appJsKb: number;
  ownJsKb: number;
  librariesJsKb: number;
  /** The app's largest modules on the page (ours and packages), gzipped, largest first. */
  largestAppModules: { module: string; kb: number }[];
  report: string;
}

export interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

const kilobytes = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The page's scripts by the origin of their code, gzipped (their bodies, without the HTTP headers
 * that first-load JS counts): Next.js and React (the framework, including its client components
 * that come in the page's own chunks: the layout router, links, images), the packages the app chose
 * (swr), and this repository's code; the app's part also module by module. A chunk mixes them, so
 * each is split by its source map; a script from another site counts as a package, as transferred.
 */
export function scriptSplit(scripts: NetworkRequest[], pageUrl: string, checkout = root): ScriptSplit {
  const page: ScriptSplit = { origins: { framework: 0, libraries: 0, ours: 0 }, appModules: new Map() };
  for (const script of scripts) {
    const { pathname, origin } = new URL(script.url ?? "", pageUrl);
    if (origin !== new URL(pageUrl).origin || !pathname.startsWith("/_next/static/")) {
      page.origins.libraries += script.transferSize ?? 0;
      continue;
    }
    const split = gzippedSplit(path.join(checkout, ".next", pathname.slice("/_next/".length)));
    if (!split) throw new Error(`${pathname} has no source map: build with BROWSER_SOURCE_MAPS=1 to tell its code's origins apart`);
    for (const part of ["framework", "libraries", "ours"] as const) page.origins[part] += split.origins[part];
    for (const [module, bytes] of split.appModules) page.appModules.set(module, (page.appModules.get(module) ?? 0) + bytes);
  }
  return page;
}

const LARGEST_MODULES = 10;

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

/**
 * One Lighthouse run of a page (performance only, mobile emulation with simulated throttling,
 * the defaults) in Debian's Chromium, signed in through the session cookie.
 */
async function lighthouseOnce(url: string, cookie: string, reportFile: string, checkout: string): Promise<LighthouseResult> {
  await run(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${reportFile}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, quiet: true },
  );
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as LighthouseReport;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((request) => request.resourceType === "Script");
  const { origins, appModules } = scriptSplit(scripts, url, checkout);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(metric("total-blocking-time")),
    firstLoadJsKb: kilobytes(scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0)),
    frameworkJsKb: kilobytes(origins.framework),
    appJsKb: kilobytes(origins.libraries + origins.ours),
    ownJsKb: kilobytes(origins.ours),
    librariesJsKb: kilobytes(origins.libraries),
    largestAppModules: [...appModules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, LARGEST_MODULES)
      .map(([module, bytes]) => ({ module, kb: Number((bytes / 1024).toFixed(2)) })),
    report: path.relative(root, reportFile),
  };
}

const ATTEMPTS = 3;

/**
 * Lighthouse now and then fails to record its trace ("NO_NAVSTART", "Something went wrong with
 * recording the trace"): such a run is made again, up to three attempts.
 */
async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let index = 1; ; index++) {
    try {
      return await attempt();
    } catch (error) {
      if (index === ATTEMPTS) throw error;
      console.warn(`Lighthouse run failed (attempt ${index} of ${ATTEMPTS}), trying again: ${error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error)}`);
    }
  }
}

/**
 * `runs` Lighthouse runs of a page; the one with the median performance score is kept. `checkout`
 * is the build that serves it, whose source maps split its scripts.
 */
export async function lighthouse(url: string, cookie: string, name: string, runs: number, checkout = root) {
  const dir = path.join(root, ".data/bench");
  mkdirSync(dir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (let index = 0; index < runs; index++) {
    results.push(await withRetries(() => lighthouseOnce(url, cookie, path.join(dir, `lighthouse-${name}-${index + 1}.json`), checkout)));
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}
