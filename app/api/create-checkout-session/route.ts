import { createCheckoutSession } from "@/lib/billing/checkout";
import { handler } from "@/lib/http/handler";
import { createCheckoutSessionSchema } from "@/lib/validation/billing";

/** A Basic-plan Checkout Session for the viewer (also at /create-checkout-session): returns its client secret. */
export const POST = handler({ access: "signedIn", rateLimit: "payments", body: createCheckoutSessionSchema }, async ({ viewer, body }) =>
  createCheckoutSession(viewer, body),
);
