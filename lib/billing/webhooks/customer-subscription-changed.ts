import "server-only";
import type Stripe from "stripe";
import { idOf } from "../stripe";
import { currentPlanEffect, type WebhookHandler } from "./customer-plan";

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

/**
 * `customer.subscription.created`, `.updated` and `.deleted`: one handler, because each only says
 * "this customer's subscriptions changed"; the plan comes from their current state.
 */
export const customerSubscriptionChanged: WebhookHandler<SubscriptionEvent> = async (event) => {
  const subscription = event.data.object;
  return currentPlanEffect(idOf(subscription.customer), subscription.metadata?.userId);
};
