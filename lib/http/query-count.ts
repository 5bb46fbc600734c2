import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * SQL statements per API request, for the benchmark and the tests that prove list endpoints run a
 * constant number of queries whatever the page size. Off unless QUERY_COUNT_HEADER=1: then
 * lib/db.ts counts every statement and `handler()` answers with an `x-query-count` header.
 */
export const queryCountEnabled = process.env.QUERY_COUNT_HEADER === "1";

export const QUERY_COUNT_HEADER_NAME = "x-query-count";

const currentRequest = new AsyncLocalStorage<{ queries: number }>();

/** Records one statement sent to the database for the request being served, if any. */
export function countQuery() {
  const counter = currentRequest.getStore();
  if (counter) counter.queries += 1;
}

/** Runs a request and counts the statements it sent. */
export async function withQueryCount<T>(run: () => Promise<T>) {
  const counter = { queries: 0 };
  const result = await currentRequest.run(counter, run);
  return { result, queries: counter.queries };
}
