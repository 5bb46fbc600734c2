import { getRouteRegex } from "next/dist/shared/lib/router/utils/route-regex";
import { getSortedRoutes } from "next/dist/shared/lib/router/utils/sorted-routes";

/**
 * Every API route (app/api/**\/route.ts) and the methods its file exports, for the JSON 405 of
 * node-request-guards.ts: Next answers a method a route does not serve with a bare 405, no body and
 * no `Allow`. tests/unit/api-routes.test.ts checks this table against the route files.
 */
export const API_ROUTE_METHODS: Record<string, readonly string[]> = {
  "/api/[...path]": ["DELETE", "GET", "PATCH", "POST", "PUT"],
  "/api/admin/payouts": ["GET"],
  "/api/admin/payouts/[month]/close": ["POST"],
  "/api/admin/verification": ["GET"],
  "/api/admin/verification/[id]": ["POST"],
  "/api/auth/sign-out": ["POST"],
  "/api/billing/sync-plan": ["POST"],
  "/api/bookmarks": ["GET"],
  "/api/calendar/[token]": ["GET"],
  "/api/categories/[id]/follow": ["DELETE", "PUT"],
  "/api/conversations": ["GET"],
  "/api/conversations/events": ["GET"],
  "/api/create-checkout-session": ["POST"],
  "/api/create-portal-session": ["POST"],
  "/api/cron/cleanup": ["GET"],
  "/api/cron/pickem-reminders": ["GET"],
  "/api/dev/login": ["GET"],
  "/api/dev/statements": ["GET"],
  "/api/dev/token": ["POST"],
  "/api/events": ["GET", "POST"],
  "/api/events/[id]": ["GET", "PUT"],
  "/api/events/[id]/bouts/[boutId]/robbery": ["POST"],
  "/api/events/[id]/calendar": ["GET"],
  "/api/events/[id]/events": ["GET"],
  "/api/events/[id]/leaderboard": ["GET"],
  "/api/events/[id]/picks": ["GET", "POST"],
  "/api/events/[id]/results": ["POST"],
  "/api/events/leaderboard": ["GET"],
  "/api/get-plans": ["GET"],
  "/api/get-subscriptions": ["GET"],
  "/api/messages/[id]": ["DELETE"],
  "/api/messages/[id]/report": ["POST"],
  "/api/moderation/reports": ["GET"],
  "/api/moderation/reports/count": ["GET"],
  "/api/moderation/reports/dismiss": ["POST"],
  "/api/notifications": ["GET"],
  "/api/notifications/events": ["GET"],
  "/api/notifications/read-all": ["POST"],
  "/api/notifications/read/[id]": ["DELETE", "POST"],
  "/api/notifications/unread-by-kind": ["GET"],
  "/api/notifications/unread-count": ["GET"],
  "/api/og/event/[id]": ["GET"],
  "/api/og/thread/[id]": ["GET"],
  "/api/replies/[id]": ["DELETE", "PUT"],
  "/api/replies/[id]/bookmark": ["DELETE", "PUT"],
  "/api/replies/[id]/dislike": ["POST"],
  "/api/replies/[id]/like": ["POST"],
  "/api/replies/[id]/report": ["POST"],
  "/api/search": ["GET"],
  "/api/session-status": ["GET"],
  "/api/threads": ["POST"],
  "/api/threads/[id]": ["DELETE", "GET", "PUT"],
  "/api/threads/[id]/bookmark": ["DELETE", "PUT"],
  "/api/threads/[id]/category": ["PUT"],
  "/api/threads/[id]/dislike": ["POST"],
  "/api/threads/[id]/events": ["GET"],
  "/api/threads/[id]/follow": ["DELETE", "PUT"],
  "/api/threads/[id]/like": ["POST"],
  "/api/threads/[id]/lock": ["POST"],
  "/api/threads/[id]/pin": ["POST"],
  "/api/threads/[id]/poll/[optionId]/vote": ["POST"],
  "/api/threads/[id]/poll/check-vote": ["GET"],
  "/api/threads/[id]/potd": ["POST"],
  "/api/threads/[id]/read": ["POST"],
  "/api/threads/[id]/report": ["POST"],
  "/api/threads/[id]/replies": ["GET", "POST"],
  "/api/threads/[id]/slow-mode": ["PUT"],
  "/api/threads/id/[id]": ["GET"],
  "/api/upload": ["POST"],
  "/api/upload/blob": ["POST"],
  "/api/upload/blob/complete": ["POST"],
  "/api/users/[id]/ban": ["DELETE", "POST"],
  "/api/users/[id]/block": ["DELETE", "PUT"],
  "/api/users/[id]/follow": ["DELETE", "PUT"],
  "/api/users/[id]/followers": ["GET"],
  "/api/users/[id]/following": ["GET"],
  "/api/users/[id]/messages": ["DELETE", "GET", "POST"],
  "/api/users/[id]/messages/read": ["PUT"],
  "/api/users/[id]/mute": ["DELETE", "PUT"],
  "/api/users/[id]/plan": ["GET"],
  "/api/users/[id]/posts": ["GET"],
  "/api/users/[id]/replies": ["GET"],
  "/api/users/[id]/report": ["POST"],
  "/api/users/[id]/reset-profile": ["POST"],
  "/api/users/[id]/verification": ["DELETE"],
  "/api/users/account": ["DELETE"],
  "/api/users/clerk/[id]": ["GET", "POST"],
  "/api/users/directory": ["GET"],
  "/api/users/me": ["GET", "PATCH"],
  "/api/users/me/avatar": ["PUT"],
  "/api/users/me/calendar-feed": ["DELETE", "POST"],
  "/api/users/me/earnings": ["GET"],
  "/api/users/me/follow-suggestions": ["GET"],
  "/api/users/me/followed-categories": ["GET"],
  "/api/users/me/following": ["GET"],
  "/api/users/me/following/threads": ["GET"],
  "/api/users/me/payout-account": ["POST"],
  "/api/users/me/post-draft": ["DELETE", "GET", "PUT"],
  "/api/users/me/restrictions": ["GET"],
  "/api/users/me/verification": ["DELETE", "GET", "POST"],
  "/api/users/mention-suggestions": ["GET"],
  "/api/users/rankings": ["GET"],
  "/api/users/top": ["GET"],
  "/api/users/update-plan": ["POST"],
  "/api/users/username/[username]": ["GET"],
  "/api/webhooks/clerk": ["POST"],
  "/api/webhooks/stripe": ["POST"],
};

// Next's own route sorting and matching, so that a path finds the route Next serves it with: a
// static segment before a dynamic one before a catch-all.
const ROUTES = getSortedRoutes(Object.keys(API_ROUTE_METHODS)).map((pattern) => ({
  regex: getRouteRegex(pattern).re,
  methods: API_ROUTE_METHODS[pattern],
}));

/**
 * The methods the route serving `apiPath` answers (Next adds HEAD to a GET route and OPTIONS to
 * every one), or null where the table cannot tell: an encoded or empty segment, which Next decodes
 * or redirects before it routes.
 */
export function methodsServedAt(apiPath: string): string[] | null {
  if (apiPath.includes("%") || apiPath.split("/").slice(1).some((segment) => segment === "")) return null;
  const route = ROUTES.find(({ regex }) => regex.test(apiPath));
  if (!route) return null;
  return [...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
}
