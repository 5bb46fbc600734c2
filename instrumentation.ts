/** Runs once when the server starts: the Node.js server's checks and set-up (lib/server-start.ts). */
export async function register() {
  // Imported only in Node.js, so the Edge build of this file holds none of its Node.js APIs.
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@/lib/server-start")).startServer();
}
