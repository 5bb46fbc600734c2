import type { ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import playwrightConfig from "@/playwright.config";
import { localAppEnv } from "@/scripts/lib/app-env";
import { createThrowawayDatabase, migrate, startEmbeddedPostgres } from "@/scripts/lib/database";
import { portFromEnv, run, startNextServer, stopProcess } from "@/scripts/lib/process";
import { solidImage } from "../helpers/images";
import { waitFor } from "../helpers/wait";

/**
 * The database goes away under load and comes back. While it is down the API answers 503 with its
 * JSON error and pages 503 with the error page; the server process stays up, prints no stack trace,
 * and serves normally again once the database is back, with nobody restarting it.
 */

const PORT = await portFromEnv("FAULTS_PORT");
const APP_URL = `http://127.0.0.1:${PORT}`;
const uploadsDir = path.join(process.cwd(), ".data", "uploads");
const serverLogFile = path.join(process.cwd(), ".data", "faults-server.log");

let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let server: ChildProcess;
let databaseDown = false;
let token = "";
let cookie = "";
let browser: Browser;
let browserPage: Page;

interface Outcome {
  kind: "api" | "page";
  status: number;
  retryAfter: string | null;
  body: string;
}

async function call(kind: Outcome["kind"]): Promise<Outcome> {
  const path = kind === "api" ? "/api/threads/general?sort=new&limit=5" : "/forum";
  const headers: Record<string, string> = kind === "api" ? { authorization: `Bearer ${token}` } : { cookie };
  try {
    const response = await fetch(`${APP_URL}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(20_000) });
    return { kind, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  } catch (error) {
    // The server refused or dropped the connection: it is not serving.
    return { kind, status: 0, retryAfter: null, body: String(error) };
  }
}

/** Requests in a loop (an API call and a page, two at a time) until stopped; at most 1000 rounds. */
function startLoad() {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (kind: Outcome["kind"]) => {
    for (let round = 0; running && round < 1000; round++) {
      outcomes.push(await call(kind));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = [worker("api"), worker("page")];
  return {
    /** Resolves once both loops have had an answer, so the load is running before the outage starts. */
    started: async () => {
      while (!(["api", "page"] as const).every((kind) => outcomes.some((outcome) => outcome.kind === kind))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Ends the loop and returns every outcome. */
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** Calls until `done` holds or `timeoutMs` passes; returns the last outcome. */
const callUntil = (kind: Outcome["kind"], done: (outcome: Outcome) => boolean, timeoutMs: number) => waitFor(() => call(kind), done, timeoutMs, 200);

const STACK_TRACE = /^\s+at .+[(:]\d+|node_modules\/|\.js:\d+:\d+/m;

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: "faults-postgres", port: await portFromEnv("FAULTS_DB_PORT") });
  database = await createThrowawayDatabase(postgres.url, "fightforum_faults");
  await migrate(database.url);
  await run("node_modules/.bin/tsx", ["prisma/seed.ts"], { env: { ...process.env, DATABASE_URL: database.url }, quiet: true });
  const env = { ...localAppEnv(PORT, database.url), APP_URL, BLOB_READ_WRITE_TOKEN: undefined, DATABASE_POOL_SIZE: "5" };
  mkdirSync(path.dirname(serverLogFile), { recursive: true });
  const log = openSync(serverLogFile, "w");
  server = await startNextServer(PORT, env, ["ignore", log, log]);

  const tokenResponse = await fetch(`${APP_URL}/api/dev/token`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"username":"member"}' });
  token = ((await tokenResponse.json()) as { token: string }).token;
  const login = await fetch(`${APP_URL}/api/dev/login?as=member&redirect_url=/forum`, { redirect: "manual" });
  cookie = login.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");

  browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  browserPage = await browser.newPage();
  await browserPage.goto(`${APP_URL}/api/dev/login?as=member&redirect_url=/forum`);
});

afterAll(async () => {
  await browser?.close();
  await stopProcess(server);
  if (databaseDown) await postgres.start();
  await database?.drop().catch((error) => console.error(`Could not drop the faults database: ${error.message}`));
  await postgres?.stop();
});

describe("the database stops under load, then starts again", () => {
  it("serves every request while the database is up", async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => call(index % 2 ? "api" : "page")));
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
  });

  it("answers 503 and an error page while it is down, and recovers on its own", async () => {
    const load = startLoad();
    await load.started();
    await postgres.stop();
    databaseDown = true;

    const down = await callUntil("api", (outcome) => outcome.status === 503, 15_000);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({
      error: "SERVICE_UNAVAILABLE",
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });
    // A page answers 503 too, with when to come back (lib/http/outage-status.ts), not Next's 500.
    const page = await call("page");
    expect(page.status).toBe(503);
    expect(page.retryAfter).toBe("30");
    expect(page.body).not.toMatch(STACK_TRACE);
    // The error page is drawn in the browser: the generic error boundary, with no stack trace.
    await browserPage.goto(`${APP_URL}/forum`);
    await browserPage.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 15_000 });
    await expect(browserPage.getByRole("button", { name: "Try again" }).isVisible()).resolves.toBe(true);
    expect(await browserPage.locator("body").innerText()).not.toMatch(STACK_TRACE);

    // A write while the database is down: refused the same way, and no file is left behind.
    const filesBefore = await readdir(uploadsDir).catch(() => [] as string[]);
    const form = new FormData();
    form.append("image", new Blob([await solidImage("png", 64, 64)], { type: "image/png" }), "outage.png");
    const upload = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    expect(upload.status).toBe(503);
    expect(await readdir(uploadsDir).catch(() => [] as string[])).toEqual(filesBefore);

    expect(server.exitCode).toBeNull();
    await postgres.start();
    databaseDown = false;

    const api = await callUntil("api", (outcome) => outcome.status === 200, 30_000);
    expect(api.status).toBe(200);
    expect((await callUntil("page", (outcome) => outcome.status === 200, 10_000)).status).toBe(200);
    await browserPage.goto(`${APP_URL}/forum`);
    await browserPage.getByRole("heading", { name: "General MMA Discussion" }).waitFor({ timeout: 15_000 });
    const outcomes = await load.stop();

    // Under load through the outage: never a dropped connection, API answers only 200 or 503,
    // pages only the page or the error page, and no stack trace in any of them.
    expect(outcomes.filter((outcome) => outcome.status === 0)).toEqual([]);
    expect(outcomes.filter((o) => o.kind === "api" && ![200, 503].includes(o.status))).toEqual([]);
    expect(outcomes.filter((o) => o.kind === "page" && ![200, 503].includes(o.status))).toEqual([]);
    expect(outcomes.filter((outcome) => STACK_TRACE.test(outcome.body))).toEqual([]);
    expect(server.exitCode).toBeNull();
  });

  it("logged the outage in single lines, without a stack trace", async () => {
    const log = await readFile(serverLogFile, "utf8");
    expect(log).toContain("[api] database unavailable:");
    expect(log).not.toMatch(STACK_TRACE);
    expect(log).not.toContain("[api] unexpected error");
  });
});
