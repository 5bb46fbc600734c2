import { z } from "zod";

/** Body of POST /create-checkout-session: both fields optional; `clerkUserId` must name the viewer. */
export const createCheckoutSessionSchema = z.object({
  email: z.email("Email must be a valid address").max(320).optional().nullable(),
  clerkUserId: z.string().max(100).optional().nullable(),
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;

/** Query of GET /session-status. */
export const sessionStatusQuerySchema = z.object({
  session_id: z
    .string({ error: "session_id is required" })
    .min(1, "session_id is required")
    .max(255)
    .regex(/^cs_\w+$/, "session_id is not a checkout session id"),
});

const customerIdSchema = z
  .string({ error: "Customer ID is required" })
  .trim()
  .min(1, "Customer ID is required")
  .max(255)
  .regex(/^cus_\w+$/, "Customer ID is not valid");

/** Body of POST /create-portal-session. */
export const portalSessionSchema = z.object({ customerId: customerIdSchema });

const SUBSCRIPTION_STATUSES = [
  "active",
  "all",
  "canceled",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
] as const;

/** Query of GET /get-subscriptions: the customer's subscriptions, active ones by default. */
export const subscriptionsQuerySchema = z.object({
  customerId: customerIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "status is not a subscription status" }).default("active"),
});

/** Body of POST /api/users/update-plan (staff only). */
export const updatePlanSchema = z.object({
  clerkUserId: z.string({ error: "User ID is required" }).trim().min(1, "User ID is required").max(100),
  planType: z.enum(["FREE", "BASIC"], { error: "planType must be FREE or BASIC" }),
});

/** The checkout page's promo code box (SPEC.md section 5): non-empty after trimming. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1, "Please enter a promo code")
  .max(100, "Promo codes are at most 100 characters");
