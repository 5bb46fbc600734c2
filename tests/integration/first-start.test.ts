import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, stopProcess } from "@/scripts/lib/process";

/**
 * A newcomer's first start on their own PostgreSQL: `npm start` (scripts/start.ts) with DATABASE_URL,
 * in a copy of the repository's files with no `.data/`. The production build `npm test`
 * made is copied in, so everything runs as on a fresh clone except the build itself.
 */

const root = process.cwd();
const clone = mkdtempSync(path.join(tmpdir(), "fight-forum-clone-"));
let start: ChildProcess | undefined;

afterAll(async () => {
  await stopProcess(start);
  rmSync(clone, { recursive: true, force: true });
});

/** What a clone holds: the files git tracks (and new ones it would, so uncommitted work is tested too). */
function copyRepositoryFiles() {
  const listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  const files = listing.split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(clone, file));
  }
  // What `npm install` (with its postinstall `prisma generate`) and the build add to a clone.
  symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"));
  cpSync(path.join(root, "lib/generated"), path.join(clone, "lib/generated"), { recursive: true });
  cpSync(path.join(root, ".next"), path.join(clone, ".next"), { recursive: true });
}

/** The environment of a machine with only DATABASE_URL and PORT set: no Stripe, Clerk or app settings. */
function newcomerEnv(port: number) {
  const { PATH, HOME, DATABASE_URL } = process.env;
  return { PATH, HOME, DATABASE_URL, PORT: String(port) } as unknown as NodeJS.ProcessEnv;
}

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number) {
  return new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`"${text}" not printed within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with code ${code} before "${text}":\n${output}`));
    });
  });
}

describe("first start from a fresh clone", () => {
  it("serves the forum with DATABASE_URL and no .data/ folder, the offline Stripe fake keeping its state in .data/", async () => {
    copyRepositoryFiles();
    expect(existsSync(path.join(clone, ".data"))).toBe(false);
    const port = await freePort();
    const npmStart = spawn("node_modules/.bin/tsx", ["scripts/start.ts"], { cwd: clone, env: newcomerEnv(port), stdio: "pipe" });
    start = npmStart;
    await waitForOutput(npmStart, "Fight Forum is running at", 120_000);

    const page = await fetch(`http://127.0.0.1:${port}/auth`);
    expect(page.status).toBe(200);
    const plans = await fetch(`http://127.0.0.1:${port}/api/get-plans`);
    expect(plans.status).toBe(200);
    expect(existsSync(path.join(clone, ".data/stripe-fake.json"))).toBe(true);
  }, 180_000);
});

describe("start-up refusals", () => {
  /** Starts the built server with these variables and collects the lines saying why it would not start. */
  async function refusalOf(variables: Record<string, string>) {
    const port = await freePort();
    const env = { ...process.env, ...variables } as NodeJS.ProcessEnv;
    const server = spawn("node_modules/.bin/next", ["start", "-p", String(port)], { env, stdio: "pipe" });
    let output = "";
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exitCode = await new Promise<number | null>((resolve) => server.once("exit", resolve));
    expect(exitCode).not.toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/auth`)).rejects.toThrow();
    return output.split("\n").filter((line) => line.includes("Fight Forum cannot start"));
  }

  it("refuses to start a production deployment with the development sign-in on, with one line saying why", async () => {
    expect(await refusalOf({ DEPLOY_ENV: "production", AUTH_DEV_LOGIN: "1" })).toEqual([
      "Fight Forum cannot start: AUTH_DEV_LOGIN=1 is refused in production (DEPLOY_ENV/VERCEL_ENV=production).",
    ]);
  }, 120_000);

  it("refuses to start with an invalid configuration, naming each bad variable", async () => {
    expect(await refusalOf({ APP_URL: "fightforum.example", DATABASE_POOL_SIZE: "many" })).toEqual([
      "Fight Forum cannot start: Invalid environment: APP_URL must be an absolute URL (https://…); DATABASE_POOL_SIZE must be a number.",
    ]);
  }, 120_000);
});
