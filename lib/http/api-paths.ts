/** SPEC.md lists the payment calls at the root; they are served under /api and answer at both paths. */
export const ROOT_PAYMENT_CALLS = ["get-plans", "get-subscriptions", "create-checkout-session", "session-status", "create-portal-session"];

const ROOT_PAYMENT_PATHS = new Set(ROOT_PAYMENT_CALLS.map((call) => `/${call}`));

/** Whether `pathname` is served by a route handler under /api (directly or through a root alias). */
export function isApiPath(pathname: string) {
  return pathname.startsWith("/api/") || ROOT_PAYMENT_PATHS.has(pathname);
}

/** The /api path a call at `pathname` is served by. */
export function apiPathOf(pathname: string) {
  return ROOT_PAYMENT_PATHS.has(pathname) ? `/api${pathname}` : pathname;
}
