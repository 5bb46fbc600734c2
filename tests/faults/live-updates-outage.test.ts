import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { localAppEnv } from "@/scripts/lib/app-env";
import { createThrowawayDatabase, migrate, startEmbeddedPostgres } from "@/scripts/lib/database";
import { freePort, portFromEnv, run, startNextServer, stopProcess } from "@/scripts/lib/process";
import { openEventStream, type ReceivedEvent } from "../helpers/sse";
import { startTcpForwarder } from "../helpers/tcp-forwarder";
import { waitFor } from "../helpers/wait";

/**
 * Live updates lose their transport and get it back (lib/live/hub.ts): the LISTEN connection to
 * PostgreSQL (the default), or Redis (REDIS_URL). Writes keep answering; the server tries again at
 * a steady pace, logs the loss once and the return once, and an open stream reads again when the
 * transport is back and hears the next announcement.
 */

let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
const dataDir = path.join(process.cwd(), ".data");

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: "faults-postgres", port: await portFromEnv("FAULTS_DB_PORT") });
  database = await createThrowawayDatabase(postgres.url, "fightforum_faults_live");
  await migrate(database.url);
  await run("node_modules/.bin/tsx", ["prisma/seed.ts"], { env: { ...process.env, DATABASE_URL: database.url }, quiet: true });
});

afterAll(async () => {
  await database?.drop().catch((error) => console.error(`Could not drop the faults database: ${error.message}`));
  await postgres?.stop();
});

/** Waits until `check` holds; fails with `what` after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  if (!(await waitFor(async () => check(), Boolean, timeoutMs))) throw new Error(`Timed out waiting for ${what}`);
}

/** Every server's log, printed when a test fails: it tells what the hub saw. */
const logFiles: string[] = [];
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  for (const logFile of logFiles) console.error(`--- ${logFile}\n${await readFile(logFile, "utf8")}`);
});

/** A production server on its own port and log, with the development sign-in. */
async function startApp(name: string, extraEnv: Record<string, string | undefined>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, `faults-live-${name}.log`);
  const log = openSync(logFile, "w");
  logFiles.push(logFile);
  const server = await startNextServer(port, { ...localAppEnv(port, database.url), APP_URL: url, ...extraEnv }, ["ignore", log, log]);
  const tokenResponse = await fetch(`${url}/api/dev/token`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"username":"member"}' });
  const { token } = (await tokenResponse.json()) as { token: string };
  const threads = (await (await fetch(`${url}/api/threads/general?sort=new&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }[];
  return {
    server,
    url,
    threadId: threads[0].id,
    token,
    headers: { authorization: `Bearer ${token}` },
    log: () => readFile(logFile, "utf8"),
  };
}

type App = Awaited<ReturnType<typeof startApp>>;

/** Likes or unlikes the thread; the answer's like count. */
async function toggleLike(app: App) {
  const response = await fetch(`${app.url}/api/threads/${app.threadId}/like`, {
    method: "POST",
    headers: { ...app.headers, "content-type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { likesCount: number }).likesCount;
}

const STREAM_WAIT_MS = 20_000;

/** The thread's live stream, and waits for its `thread` events (the counts a live page keeps). */
async function openStream(app: App) {
  const stream = await openEventStream(`/api/threads/${app.threadId}/events`, { token: app.token, baseUrl: app.url });
  const likesOf = (event: ReceivedEvent) => (event.event === "thread" ? (JSON.parse(event.data) as { likesCount: number }).likesCount : null);
  return {
    firstRead: () => stream.next((event) => likesOf(event) !== null, { boundMs: STREAM_WAIT_MS }),
    /** Where the events received so far end: `likes` looks after it. */
    mark: () => stream.events.length,
    /** A `thread` event after `from` saying the thread has `likesCount` likes. */
    likes: (likesCount: number, from: number) => stream.next((event) => likesOf(event) === likesCount, { from, boundMs: STREAM_WAIT_MS }),
    close: stream.close,
  };
}

const occurrences = (text: string, line: string) => text.split(line).length - 1;

describe("the LISTEN connection to PostgreSQL is lost, then comes back", () => {
  // The LISTEN connection goes through a forwarder (DATABASE_URL_UNPOOLED) that the test breaks.
  let forwarder: Awaited<ReturnType<typeof startTcpForwarder>>;
  let app: App;

  beforeAll(async () => {
    forwarder = await startTcpForwarder(database.url);
    app = await startApp("postgres", { DATABASE_URL_UNPOOLED: forwarder.url, REDIS_URL: undefined });
  });

  afterAll(async () => {
    await stopProcess(app?.server);
    await forwarder?.close();
  });

  it("tries once a second while it is away, and the stream reads again once it is back", async () => {
    const stream = await openStream(app);
    await stream.firstRead();
    // The server's one LISTEN connection; the cache of members (lib/cache) listens on its own.
    await until("the LISTEN connections", () => forwarder.openCount() >= 1);
    const listening = forwarder.openCount();

    const attemptsBefore = forwarder.accepted();
    const lostAt = Date.now();
    forwarder.setDown(true);
    // A write while live updates are away still answers.
    const beforeOutage = stream.mark();
    const likesDuringOutage = await toggleLike(app);
    await until("three attempts to listen again", () => forwarder.accepted() - attemptsBefore >= 3);
    // One chain of attempts, each a second after the last failed: never more than one a second
    // (a lost connection once started two chains each time, doubling the attempts every second).
    const seconds = (Date.now() - lostAt) / 1000;
    expect(forwarder.accepted() - attemptsBefore).toBeLessThanOrEqual((Math.floor(seconds) + 1) * listening);

    forwarder.setDown(false);
    await stream.likes(likesDuringOutage, beforeOutage);
    await until("the LISTEN connections again", () => forwarder.openCount() === listening);
    const afterReturn = stream.mark();
    await stream.likes(await toggleLike(app), afterReturn);
    expect(forwarder.openCount()).toBe(listening);
    stream.close();
  });

  it("logged the loss once and the return once", async () => {
    const log = await app.log();
    expect(occurrences(log, "Live updates lost PostgreSQL")).toBe(1);
    expect(occurrences(log, "Live updates: PostgreSQL is back")).toBe(1);
  });
});

describe("Redis is lost, then comes back", () => {
  let redis: ChildProcess | undefined;
  let redisPort = 0;
  let app: App;

  async function startRedis() {
    redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const failed = new Promise<never>((_, reject) =>
      redis!.once("error", (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`))),
    );
    const accepting = until("redis-server to accept connections", async () => {
      const socket = net.connect(redisPort, "127.0.0.1");
      const connected = await new Promise<boolean>((resolve) => socket.once("connect", () => resolve(true)).once("error", () => resolve(false)));
      socket.destroy();
      return connected;
    });
    await Promise.race([accepting, failed]);
  }

  async function stopRedis() {
    if (!redis || redis.exitCode !== null || redis.signalCode !== null) return;
    const exited = new Promise((resolve) => redis!.once("exit", resolve));
    redis.kill("SIGKILL");
    await exited;
  }

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    app = await startApp("redis", { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  });

  afterAll(async () => {
    await stopProcess(app?.server);
    await stopRedis();
  });

  it("keeps answering writes while Redis is away, and the stream reads again once it is back", async () => {
    const stream = await openStream(app);
    await stream.firstRead();

    await stopRedis();
    await until("the loss in the log", async () => (await app.log()).includes("Live updates lost Redis"));
    // A write while Redis is away still answers; its announcement is dropped, not queued.
    const beforeOutage = stream.mark();
    const likesDuringOutage = await toggleLike(app);

    await startRedis();
    await stream.likes(likesDuringOutage, beforeOutage);
    const afterReturn = stream.mark();
    await stream.likes(await toggleLike(app), afterReturn);
    stream.close();
    expect(app.server.exitCode).toBeNull();
  });

  it("logged the loss once and the return once, not every attempt", async () => {
    const log = await app.log();
    expect(occurrences(log, "Live updates lost Redis")).toBe(1);
    expect(occurrences(log, "Live updates: Redis is back")).toBe(1);
  });

  it("a server started while Redis is away streams at once, and announces once Redis is there", async () => {
    await stopRedis();
    const late = await startApp("redis-late", { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    try {
      const stream = await openStream(late);
      // The first read does not wait for a Redis that is not there.
      await stream.firstRead();
      await startRedis();
      await until("Redis in the log", async () => (await late.log()).includes("Live updates: Redis is back"));
      const afterReturn = stream.mark();
      await stream.likes(await toggleLike(late), afterReturn);
      stream.close();
    } finally {
      await stopProcess(late.server);
    }
  });
});
