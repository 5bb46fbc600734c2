import "server-only";
import type Stripe from "stripe";
import { idOf } from "../stripe";
import { currentPlanEffect, type WebhookHandler } from "./customer-plan";

/** A subscription checkout finished: the member's plan follows the subscription it created. */
export const checkoutSessionCompleted: WebhookHandler<Stripe.CheckoutSessionCompletedEvent> = async (event) => {
  const session = event.data.object;
  if (session.mode !== "subscription") return null;
  return currentPlanEffect(idOf(session.customer), session.metadata?.userId);
};
