import "server-only";
import { after } from "next/server";
import Stripe from "stripe";
import { errorLine } from "@/lib/logging/error-line";
import { badRequest, payloadTooLarge, serviceUnavailable } from "@/lib/http/errors";
import { BODY_LIMITS } from "@/lib/http/body-limits";
import { readBodyAtMost } from "@/lib/http/read-body";
import { applyDeliveryOnce, wasDelivered } from "@/lib/webhooks/deliveries";
import { billingConfig } from "../config";
import { accountUpdated } from "./account-updated";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionChanged } from "./customer-subscription-changed";
import type { WebhookHandler } from "./customer-plan";
import { invoicePaid } from "./invoice-paid";
import { invoicePaymentFailed } from "./invoice-payment-failed";
import { refundChanged } from "./refund-changed";
import { transferChanged } from "./transfer-changed";

type HandlerFor<T extends Stripe.Event.Type> = WebhookHandler<Extract<Stripe.Event, { type: T }>>;

const HANDLERS: { [T in Stripe.Event.Type]?: HandlerFor<T> } = {
  "checkout.session.completed": checkoutSessionCompleted,
  "customer.subscription.created": customerSubscriptionChanged,
  "customer.subscription.updated": customerSubscriptionChanged,
  "customer.subscription.deleted": customerSubscriptionChanged,
  "invoice.paid": invoicePaid,
  "invoice.payment_failed": invoicePaymentFailed,
  "refund.created": refundChanged,
  "refund.updated": refundChanged,
  "account.updated": accountUpdated,
  "transfer.created": transferChanged,
  "transfer.updated": transferChanged,
  "transfer.reversed": transferChanged,
};

/**
 * Verifies with the platform endpoint's secret, then the Connect endpoint's: Stripe signs connected
 * accounts' events (a fighter's `account.updated`) for an endpoint of their own, with its own secret.
 */
function constructEvent(payload: string | Buffer, signature: string) {
  const secrets = [billingConfig.webhookSecret, billingConfig.connectWebhookSecret].filter((secret): secret is string => Boolean(secret));
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      // Not this endpoint's signature: the next secret, if any.
    }
  }
  throw badRequest("Invalid Stripe signature", "INVALID_SIGNATURE");
}

/** The event Stripe signed, from the raw body and the `Stripe-Signature` header; 400 when forged. */
export async function readSignedStripeEvent(req: Request): Promise<Stripe.Event> {
  if (!billingConfig.webhookSecret) throw serviceUnavailable("Stripe webhooks are not configured on this server.");
  const payload = await readBodyAtMost(req, BODY_LIMITS.stripeWebhook, () => payloadTooLarge("Webhook payload is too large"));
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe-Signature header", "INVALID_SIGNATURE");
  const event = constructEvent(payload, signature);
  assertEventShape(event);
  return event;
}

/** A signature proves who sent the payload, not its shape: the handlers need an id, a type and an object with an id. */
function assertEventShape(event: Stripe.Event) {
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  const object = data?.object as { id?: unknown } | null | undefined;
  const valid =
    typeof id === "string" &&
    typeof type === "string" &&
    typeof object === "object" &&
    object !== null &&
    !Array.isArray(object) &&
    typeof object.id === "string";
  if (!valid) throw badRequest("Stripe event must have a string id, a type and a data.object with an id");
}

/**
 * Applies a verified Stripe event once (`applyDeliveryOnce`). The handler re-reads the truth from
 * Stripe first, outside the transaction; a delivery already applied skips that call. An effect's
 * follow-up (calls to Stripe that must see the committed rows) runs once the answer is sent.
 */
export async function processStripeEvent(event: Stripe.Event) {
  const handle = HANDLERS[event.type] as WebhookHandler | undefined;
  if (!handle) return { received: true, handled: false };
  if (await wasDelivered(event.id)) return { received: true, handled: false, duplicate: true };
  const effect = await handle(event);
  const delivery = await applyDeliveryOnce({ id: event.id, source: "stripe", type: event.type }, async (tx) => (await effect?.(tx)) || null);
  if (!delivery.applied) return { received: true, handled: false, duplicate: true };
  // Stripe waits for our answer before its next delivery: the follow-up runs after it is sent.
  const followUp = delivery.result;
  if (followUp) after(() => followUp().catch((error: unknown) => console.error(`[billing] after ${event.type}: ${errorLine(error)}`)));
  return { received: true, handled: true };
}
