import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/lib/env";

/**
 * SQL statements per request, for the benchmark and the tests that prove a request runs a constant
 * number of queries whatever the page size. Off unless QUERY_COUNT_HEADER=1: then lib/db.ts counts
 * every statement, `handler()` answers with an `x-query-count` header, and
 * `GET /api/dev/statements` tells how many the server has sent in all (pages carry no header:
 * their count is the difference around one request).
 */
export const queryCountEnabled = env.QUERY_COUNT_HEADER;

export const QUERY_COUNT_HEADER_NAME = "x-query-count";

interface QueryCounts {
  currentRequest: AsyncLocalStorage<{ queries: number }>;
  total: number;
}

// Route handlers and pages are separate module graphs in a Next.js build, each with its own copy
// of this module, while the Prisma client is one per process (lib/db.ts) and counts through the
// copy of whichever graph created it. The counts therefore live on globalThis, shared by both.
const COUNTS_KEY = Symbol.for("fight-forum.query-counts");
const counts = ((globalThis as { [COUNTS_KEY]?: QueryCounts })[COUNTS_KEY] ??= {
  currentRequest: new AsyncLocalStorage(),
  total: 0,
});

/** Records one statement sent to the database, for the request being served if any. */
export function countQuery() {
  counts.total += 1;
  const counter = counts.currentRequest.getStore();
  if (counter) counter.queries += 1;
}

/** Runs a request and counts the statements it sent. */
export async function withQueryCount<T>(run: () => Promise<T>) {
  const counter = { queries: 0 };
  const result = await counts.currentRequest.run(counter, run);
  return { result, queries: counter.queries };
}

/** Every statement this server process has sent since it started. */
export function statementsSent() {
  return counts.total;
}
