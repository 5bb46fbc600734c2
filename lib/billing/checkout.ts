import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { HttpError, conflict, forbidden, notFound, serviceUnavailable } from "@/lib/http/errors";
import type { CreateCheckoutSessionInput } from "@/lib/validation/billing";
import { billingConfig } from "./config";
import { getBasicPlan } from "./plans";
import { callStripe } from "./stripe";
import { applyBillingState, fetchBillingState, syncPlanFromStripe } from "./subscriptions";

type SignedInViewer = NonNullable<Viewer>;

/** The member's Stripe customer, created with their e-mail on their first checkout. */
async function ensureStripeCustomer(viewer: SignedInViewer, fallbackEmail: string | null | undefined) {
  if (viewer.stripeCustomerId) return viewer.stripeCustomerId;
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(" ") || viewer.username;
  const customer = await callStripe((stripe) =>
    stripe.customers.create({
      email: viewer.email ?? fallbackEmail ?? undefined,
      name,
      metadata: { userId: viewer.id, clerkUserId: viewer.clerkId },
    }),
  );
  // Two checkouts started at once each create a customer: the first one saved wins.
  await db.user.updateMany({ where: { id: viewer.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const { stripeCustomerId } = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { stripeCustomerId: true } });
  return stripeCustomerId ?? customer.id;
}

/**
 * POST /create-checkout-session: a Checkout Session for the Basic plan in Stripe's Elements mode
 * (`ui_mode: "elements"`), promotion codes allowed, returning to /return. Refused for banned members
 * and for members who already pay (a second subscription would bill them twice).
 */
export async function createCheckoutSession(viewer: SignedInViewer, input: CreateCheckoutSessionInput) {
  if (input.clerkUserId && input.clerkUserId !== viewer.clerkId) {
    throw forbidden("You can only start a checkout for yourself");
  }
  if (viewer.isBanned) throw forbidden("Banned accounts cannot subscribe.", "BANNED");
  if (viewer.planType !== "FREE") throw conflict("You already have the Basic plan.", "ALREADY_SUBSCRIBED");

  if (viewer.stripeCustomerId) {
    const state = await fetchBillingState(viewer.stripeCustomerId);
    if (state.planType !== "FREE") {
      await db.$transaction((tx) => applyBillingState(tx, viewer.id, state));
      throw conflict("You already have the Basic plan.", "ALREADY_SUBSCRIBED");
    }
  }
  const customerId = await ensureStripeCustomer(viewer, input.email);
  const plan = await getBasicPlan();
  const metadata = { userId: viewer.id, clerkUserId: viewer.clerkId };
  const session = await callStripe((stripe) =>
    stripe.checkout.sessions.create({
      ui_mode: "elements",
      mode: "subscription",
      line_items: [{ price: plan.id, quantity: 1 }],
      customer: customerId,
      allow_promotion_codes: true,
      client_reference_id: viewer.id,
      return_url: `${billingConfig.appUrl}/return?session_id={CHECKOUT_SESSION_ID}`,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.client_secret) throw serviceUnavailable("No client secret received from the payment provider.");
  return { clientSecret: session.client_secret };
}

/** GET /session-status: where the viewer's own checkout stands (open, complete or expired). */
export async function getCheckoutSessionStatus(viewer: SignedInViewer, sessionId: string) {
  const session = await callStripe((stripe) => stripe.checkout.sessions.retrieve(sessionId)).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 404 ? notFound("Checkout session not found") : error;
  });
  if (session.metadata?.userId !== viewer.id) throw forbidden("You can only check your own checkout session");
  return { status: session.status, customer_email: session.customer_details?.email ?? session.customer_email ?? null };
}

/**
 * What /checkout shows: the plan and how to load Stripe.js (the local stand-in in test mode), or
 * that the member already has the Basic plan (re-read from Stripe first, SPEC.md section 4).
 */
export async function loadCheckoutPage(viewer: SignedInViewer) {
  const { planType } = await syncPlanFromStripe(viewer);
  if (planType !== "FREE") return { kind: "subscribed" as const };
  if (!billingConfig.publishableKey) throw serviceUnavailable("Payments are not configured on this server.");
  return {
    kind: "ready" as const,
    plan: await getBasicPlan(),
    stripeJs: { publishableKey: billingConfig.publishableKey, standInUrl: billingConfig.stripeJsUrl ?? null },
    testMode: billingConfig.testMode,
  };
}

export type CheckoutSessionAnswer = Awaited<ReturnType<typeof createCheckoutSession>>;
