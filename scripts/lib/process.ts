import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from "node:child_process";
import path from "node:path";
import { createServer } from "node:net";

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.quiet ? "pipe" : "inherit", ...options });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})\n${output}`));
    });
  });
}

/** Listens on `port` (0: any free one) on every interface next start uses, then frees it again. */
function claimPort(port: number) {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, () => {
      const { port: claimed } = probe.address() as { port: number };
      probe.close(() => resolve(claimed));
    });
  });
}

/** A port no process listens on now, chosen by the operating system. */
export function freePort() {
  return claimPort(0);
}

/** Throws a clear error when another process already listens on `port`. */
async function assertPortFree(port: number) {
  try {
    await claimPort(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(`Port ${port} is already in use by another process: stop it or choose another port.`);
    }
    throw error;
  }
}

/** The port a variable names, or a free one when it is unset. */
export async function portFromEnv(name: string) {
  const value = process.env[name];
  if (value === undefined || value === "") return freePort();
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

/**
 * Starts `next start` on a free port and resolves once it answers HTTP. It refuses a port another
 * process holds (whose answers would otherwise be mistaken for ours), and `onUnexpectedExit` is
 * called if the server exits before `stopProcess` stops it.
 */
export async function startNextServer(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = "inherit",
  onUnexpectedExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => {},
  /** The checkout whose build it serves (`npm run bench:compare` serves two). */
  cwd = process.cwd(),
) {
  await assertPortFree(port);
  const child = spawn(path.join(cwd, "node_modules/.bin/next"), ["start", "-p", String(port)], { env, stdio, cwd });
  let answered = false;
  child.once("exit", (code, signal) => {
    if (answered && !stopping.has(child)) onUnexpectedExit(code, signal);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited with ${child.signalCode ?? `code ${child.exitCode}`} before it answered on port ${port}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/auth`);
      answered = true;
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stopping.add(child);
  child.kill("SIGTERM");
  throw new Error(`next start did not answer on port ${port} within 120 s`);
}

const stopping = new WeakSet<ChildProcess>();

export function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}
