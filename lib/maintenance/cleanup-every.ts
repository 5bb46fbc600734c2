import "server-only";
import { after } from "next/server";
import { errorLine } from "@/lib/logging/error-line";

/**
 * A cleanup that a server runs now and then instead of on a schedule (a serverless host runs no
 * job of ours between requests): the function it returns counts a call, and every `every`th call
 * of a server runs `cleanup` once the answer is sent (next/server's `after`). A failed cleanup is
 * logged; the next due call tries again. Outside a request (a script) nothing is scheduled.
 */
export function cleanupEvery(every: number, what: string, cleanup: () => Promise<unknown>) {
  let callsSinceCleanup = 0;
  return function countCall() {
    if (++callsSinceCleanup < every) return;
    callsSinceCleanup = 0;
    try {
      after(() => cleanup().catch((error: unknown) => console.error(`${what} not cleaned up: ${errorLine(error)}`)));
    } catch {
      // Outside a request: the next request's server cleans up.
    }
  };
}
