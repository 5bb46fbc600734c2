import { syncPlanFromStripe } from "@/lib/billing/subscriptions";
import { handler } from "@/lib/http/handler";

/** Re-derives the viewer's plan from their Stripe subscriptions and returns their billing summary. */
export const POST = handler({ access: "signedIn", rateLimit: "payments" }, async ({ viewer }) => syncPlanFromStripe(viewer));
