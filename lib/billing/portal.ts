import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { forbidden } from "@/lib/http/errors";
import { billingConfig } from "./config";
import { callStripe } from "./stripe";

/** POST /create-portal-session: Stripe's billing portal for the viewer's own customer, back to the forum. */
export async function createPortalSession(viewer: NonNullable<Viewer>, customerId: string) {
  if (customerId !== viewer.stripeCustomerId) throw forbidden("You can only manage your own billing");
  const session = await callStripe((stripe) =>
    stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${billingConfig.appUrl}/forum` }),
  );
  return { url: session.url };
}

export type PortalSessionAnswer = Awaited<ReturnType<typeof createPortalSession>>;
