import { updatePlan } from "@/lib/billing/update-plan";
import { handler } from "@/lib/http/handler";
import { updatePlanSchema } from "@/lib/validation/billing";

/** Staff set a member's plan by hand; members never set their own (403). */
export const POST = handler({ access: "staff", body: updatePlanSchema }, async ({ viewer, body }) =>
  updatePlan(viewer, body.clerkUserId, body.planType),
);
