import Stripe from "stripe";
import { createStripeClient } from "@/lib/billing/client";
import { LOCAL_STRIPE_KEYS, TEST_CARDS } from "@/fakes/stripe/keys";
import { api } from "./api";
import { testDb } from "./db";
import { waitFor } from "./wait";

function stripeApiUrl() {
  if (!process.env.STRIPE_API_URL) throw new Error("STRIPE_API_URL is not set: run the tests with `npm test`.");
  return process.env.STRIPE_API_URL;
}

/** The local Stripe fake that `npm test` started for this run, through the real SDK. */
export const STRIPE_API_URL = stripeApiUrl();
export const stripeFake = createStripeClient(LOCAL_STRIPE_KEYS.secretKey, STRIPE_API_URL);
const webhookSecret = LOCAL_STRIPE_KEYS.webhookSecret;

export function sessionIdOf(clientSecret: string) {
  return clientSecret.split("_secret_")[0];
}

/** Calls the fake's browser-facing endpoints as the Stripe.js stand-in does. */
export async function checkoutAction(clientSecret: string, action: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${STRIPE_API_URL}/js/checkout_sessions/${sessionIdOf(clientSecret)}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_secret: clientSecret, ...body }),
  });
  return { status: response.status, json: await response.json() };
}

/** Pays a checkout with a test card; the fake then delivers its signed webhooks and reports their answers. */
export function payCheckout(clientSecret: string, { card = TEST_CARDS.success, email }: { card?: string; email?: string } = {}) {
  return checkoutAction(clientSecret, "confirm", { email, card: { number: card, expiry: "12 / 34", cvc: "123" } });
}

export const userRow = (username: string) => testDb.user.findUniqueOrThrow({ where: { username } });

/** A fresh member who went through checkout (optionally with a promo code) and is now on the Basic plan. */
export async function subscribedMember(prefix: string, promotionCode?: string) {
  const username = `${prefix}_${Date.now() % 1_000_000}_${Math.floor(Math.random() * 1000)}`;
  const { json } = await api<{ clientSecret: string }>("/api/create-checkout-session", { as: username, body: {} });
  if (promotionCode) await checkoutAction(json.clientSecret, "apply_promotion_code", { code: promotionCode });
  const paid = await payCheckout(json.clientSecret, { email: `${username}@example.com` });
  const user = await waitFor(() => userRow(username), (row) => row.planType === "BASIC");
  return { username, user, clientSecret: json.clientSecret, deliveries: paid.json.deliveries as { type: string; status: number }[] };
}

let eventCounter = 0;

/** A Stripe event as Stripe would send it, around `object`. */
export function stripeEvent(type: string, object: unknown, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Posts an event to the app's webhook endpoint, signed with the webhook secret (or another one). */
export function sendStripeEvent(event: { id: string }, secret: string = webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api("/api/webhooks/stripe", { body: payload, headers: { "stripe-signature": signature } });
}
