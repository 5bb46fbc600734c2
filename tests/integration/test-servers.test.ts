import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startNextServer, stopProcess } from "@/scripts/lib/process";

/** `npm test` only ever tests its own server: a taken port is refused, and a server that dies is reported. */

const blockers: Server[] = [];
afterAll(() => Promise.all(blockers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("the servers tests start", () => {
  it("refuses a port another process listens on, before starting anything", async () => {
    const port = await freePort();
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    await expect(startNextServer(port, process.env, "ignore")).rejects.toThrow(`Port ${port} is already in use by another process`);
  });

  it("reports a server that exits during the run", async () => {
    const port = await freePort();
    let reportExit!: (signal: NodeJS.Signals | null) => void;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => (reportExit = resolve));
    const server = await startNextServer(port, process.env, "ignore", (_code, signal) => reportExit(signal));
    server.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
  }, 150_000);

  it("does not report a server stopped on purpose", async () => {
    const port = await freePort();
    let reported = false;
    const server = await startNextServer(port, process.env, "ignore", () => (reported = true));
    await stopProcess(server);
    expect(reported).toBe(false);
  }, 150_000);
});
