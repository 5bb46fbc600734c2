import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from "node:child_process";

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

/** Starts `next start` on a port and resolves once it answers HTTP. */
export async function startNextServer(port: number, env: NodeJS.ProcessEnv, stdio: StdioOptions = "inherit") {
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port)], { env, stdio });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/auth`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  child.kill("SIGTERM");
  throw new Error(`next start did not answer on port ${port} within 60 s`);
}

export function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}
