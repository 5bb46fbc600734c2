import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isDatabaseUnavailable } from "./database-errors";

/**
 * Pages that fail because the database is down answer 503 with a Retry-After, as the API does,
 * not Next's 500: crawlers and link previews then know to come back, and monitors tell an outage
 * from a bug. Next has no way for a page to choose its error status, so each page request runs
 * with a record of its own (installed on Node's server, lib/http/node-request-guards.ts); Next's
 * `onRequestError` (instrumentation.ts) notes a database failure on it, and the status line is
 * changed as it is written.
 */

interface PageRequest {
  databaseUnavailable: boolean;
}

// Next loads this module in more than one bundle (instrumentation's, the app's): one store for all.
const processWide = globalThis as typeof globalThis & { pageRequests?: AsyncLocalStorage<PageRequest> };
const pageRequests = (processWide.pageRequests ??= new AsyncLocalStorage<PageRequest>());

const RETRY_AFTER_SECONDS = "30";

/** Runs `handle` for one page request, whose 500 becomes a 503 if the database failed it. */
export function withOutageStatus<T>(res: ServerResponse<IncomingMessage>, handle: () => T): T {
  const request: PageRequest = { databaseUnavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function writeOutageStatus(this: ServerResponse<IncomingMessage>, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 500 || !request.databaseUnavailable) return Reflect.apply(writeHead, this, [statusCode, ...rest]);
    this.statusMessage = "";
    this.setHeader("retry-after", RETRY_AFTER_SECONDS);
    // A status message given with the 500 is dropped: Node writes 503's own.
    return Reflect.apply(writeHead, this, [503, ...rest.filter((arg) => typeof arg !== "string")]);
  } as typeof res.writeHead;
  return pageRequests.run(request, handle);
}

/** Notes on the current page request that the database failed it (Next's onRequestError). */
export function noteRequestError(error: unknown) {
  const request = pageRequests.getStore();
  if (request && isDatabaseUnavailable(error)) request.databaseUnavailable = true;
}
