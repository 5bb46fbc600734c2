import { getCheckoutSessionStatus } from "@/lib/billing/checkout";
import { handler } from "@/lib/http/handler";
import { sessionStatusQuerySchema } from "@/lib/validation/billing";

/** Status of the viewer's own Checkout Session (also at /session-status). */
export const GET = handler({ access: "signedIn", rateLimit: "payments", query: sessionStatusQuerySchema }, async ({ viewer, query }) =>
  getCheckoutSessionStatus(viewer, query.session_id),
);
