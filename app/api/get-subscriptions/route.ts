import { listSubscriptions } from "@/lib/billing/subscriptions";
import { handler } from "@/lib/http/handler";
import { subscriptionsQuerySchema } from "@/lib/validation/billing";

/** A customer's subscriptions (also at /get-subscriptions): the viewer's own customer, or staff. */
export const GET = handler({ access: "signedIn", rateLimit: "payments", query: subscriptionsQuerySchema }, async ({ viewer, query }) =>
  listSubscriptions(viewer, query),
);
