import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { run } from "../lib/process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Why Lighthouse cannot run on this machine, checked before the long parts of the benchmark, or null. */
export function lighthouseUnavailable() {
  if (existsSync(chromiumPath)) return null;
  return `Lighthouse needs Chromium, and ${chromiumPath} does not exist: install it (apt-get install chromium), set CHROMIUM_PATH to another build, or set BENCH_LIGHTHOUSE_RUNS=0 to skip the Lighthouse runs.`;
}

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts the page loaded, as transferred (gzipped), in kB: all of them, then the framework's and the app's parts. */
  firstLoadJsKb: number;
  frameworkJsKb: number;
  appJsKb: number;
  report: string;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * The framework's first-load scripts: the build's root main files (Next's client runtime and React)
 * and polyfills, as named in .next/build-manifest.json. Every other script is the app's: our code
 * and the libraries it chose (swr, Clerk's and Stripe's browser parts).
 */
function frameworkScripts() {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
  return new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`));
}

const kilobytes = (requests: NetworkRequest[]) => Number((requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1));

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

/**
 * One Lighthouse run of a page (performance only, mobile emulation with simulated throttling,
 * the defaults) in Debian's Chromium, signed in through the session cookie.
 */
async function lighthouseOnce(url: string, cookie: string, reportFile: string): Promise<LighthouseResult> {
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
  const framework = frameworkScripts();
  const isFramework = (request: NetworkRequest) => framework.has(new URL(request.url ?? "", url).pathname);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(metric("total-blocking-time")),
    firstLoadJsKb: kilobytes(scripts),
    frameworkJsKb: kilobytes(scripts.filter(isFramework)),
    appJsKb: kilobytes(scripts.filter((request) => !isFramework(request))),
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

/** `runs` Lighthouse runs of a page; the one with the median performance score is kept. */
export async function lighthouse(url: string, cookie: string, name: string, runs: number) {
  const dir = path.join(root, ".data/bench");
  mkdirSync(dir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (let index = 0; index < runs; index++) {
    results.push(await withRetries(() => lighthouseOnce(url, cookie, path.join(dir, `lighthouse-${name}-${index + 1}.json`))));
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}
