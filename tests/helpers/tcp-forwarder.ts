import net from "node:net";
import { freePort } from "@/scripts/lib/process";

/**
 * A TCP forwarder to a database server, for a connection the test wants to see or break: the
 * database URL through it, how many connections it accepted, the open ones, and a switch that
 * drops every open connection and each new one while it is down.
 */
export async function startTcpForwarder(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const open = new Set<net.Socket>();
  let down = false;
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    if (down) return void socket.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    socket.pipe(upstream).pipe(socket);
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const through = new URL(databaseUrl);
  through.host = `127.0.0.1:${port}`;
  return {
    /** `databaseUrl` through the forwarder. */
    url: through.toString(),
    /** Connections accepted so far, refused ones included. */
    accepted: () => accepted,
    /** Connections open now. */
    openCount: () => open.size,
    setDown(value: boolean) {
      down = value;
      if (down) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
