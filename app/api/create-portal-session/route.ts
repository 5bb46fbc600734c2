import { createPortalSession } from "@/lib/billing/portal";
import { handler } from "@/lib/http/handler";
import { portalSessionSchema } from "@/lib/validation/billing";

/** A Stripe billing portal link for the viewer's own customer (also at /create-portal-session). */
export const POST = handler({ access: "signedIn", rateLimit: "payments", body: portalSessionSchema }, async ({ viewer, body }) =>
  createPortalSession(viewer, body.customerId),
);
