import { freePort, startNextServer, stopProcess } from "@/scripts/lib/process";

/** A second production server on the same build and database, with some settings changed. */
export async function startAppServer(overrides: Record<string, string | undefined>) {
  const port = await freePort();
  const child = await startNextServer(port, { ...process.env, ...overrides } as NodeJS.ProcessEnv, "ignore");
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
