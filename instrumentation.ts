import type { Instrumentation } from "next";

/** Runs once when the server starts: the Node.js server's checks and set-up (lib/server-start.ts). */
export async function register() {
  // Imported only in Node.js, so the Edge build of this file holds none of its Node.js APIs.
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@/lib/server-start")).startServer();
}

/** A page the database failed answers 503, not 500 (lib/http/outage-status.ts). */
export const onRequestError: Instrumentation.onRequestError = async (error) => {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("@/lib/http/outage-status")).noteRequestError(error);
};
