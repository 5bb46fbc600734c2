import { processStripeEvent, readSignedStripeEvent } from "@/lib/billing/webhooks/process-event";
import { handler } from "@/lib/http/handler";

/** Stripe's webhook endpoint: signature checked on the raw body, each event applied once. */
export const POST = handler({ access: "public", rawBody: true }, async ({ req }) =>
  processStripeEvent(await readSignedStripeEvent(req)),
);
