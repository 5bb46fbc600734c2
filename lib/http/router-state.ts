import type { IncomingHttpHeaders } from "node:http";
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";

/**
 * What is wrong with a page request's router state header, or null. A page's RSC request carries
 * the router's state (`Next-Router-State-Tree`), which Next.js reads with this same function and,
 * when it cannot, answers 500. The browser's router always sends a valid one; anything else is bad
 * input. Checked on Node's server (node-request-guards.ts): Next.js hides these headers from proxy.ts.
 */
export function routerStateProblem(headers: IncomingHttpHeaders): string | null {
  const state = headers["next-router-state-tree"];
  if (headers.rsc !== "1" || state === undefined) return null;
  try {
    parseAndValidateFlightRouterState(state);
    return null;
  } catch {
    return "The Next-Router-State-Tree header is not a valid router state";
  }
}
