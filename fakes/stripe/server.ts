/**
 * A local stand-in for Stripe's API, for `npm test` and the offline demo (`npm start` without Stripe
 * keys). Plain Node http, in memory (optionally saved to a file), only the endpoints Fight Forum
 * calls. The real `stripe` SDK talks to it through `host`/`port`; it signs and delivers webhooks to
 * the app like Stripe. It also serves a stand-in for Stripe.js (`/v3/stripe.js`) and the few
 * browser-facing calls it makes (`/js/...`, CORS-enabled), plus a minimal billing portal page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Stripe from "stripe";
import { decodeStripeForm } from "./form-body.ts";
import type { FakeEvent } from "./objects.ts";
import { emptyState, FakeStripeAccount, FakeStripeError } from "./store.ts";

export interface StripeFakeOptions {
  /** Where to deliver webhooks (the app's /api/webhooks/stripe). */
  webhookUrl: string;
  webhookSecret: string;
  /** Signs events of connected accounts (those with `account` set), as Stripe does for a Connect endpoint; unset: `webhookSecret`. */
  connectWebhookSecret?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Keeps the account across restarts (the offline demo); unset keeps it in memory only. */
  stateFile?: string;
}

// Form-encoded Stripe parameters, any shape a call sends.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Params = Record<string, any>;
type Route = {
  method: string;
  pattern: RegExp;
  run: (account: FakeStripeAccount, match: string[], params: Params, req: IncomingMessage) => unknown;
};

const STAND_IN = readFileSync(path.join(import.meta.dirname, "stripe-js-stand-in.js"), "utf8");

/** Stripe's API (`/v1`), as the SDK calls it: form-encoded bodies, query strings on GET. */
const API_ROUTES: Route[] = [
  { method: "GET", pattern: /^\/v1\/prices$/, run: (a, _, p) => a.listPrices(p) },
  { method: "POST", pattern: /^\/v1\/prices$/, run: (a, _, p) => a.createPrice(p) },
  { method: "POST", pattern: /^\/v1\/products$/, run: (a, _, p) => a.createProduct(p) },
  { method: "GET", pattern: /^\/v1\/coupons\/([^/]+)$/, run: (a, [id]) => a.retrieveCoupon(id) },
  { method: "POST", pattern: /^\/v1\/coupons$/, run: (a, _, p) => a.createCoupon(p) },
  { method: "GET", pattern: /^\/v1\/promotion_codes$/, run: (a, _, p) => a.listPromotionCodes(p) },
  { method: "POST", pattern: /^\/v1\/promotion_codes$/, run: (a, _, p) => a.createPromotionCode(p) },
  { method: "POST", pattern: /^\/v1\/customers$/, run: (a, _, p) => a.createCustomer(p) },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, run: (a, _, p) => a.createCheckoutSession(p) },
  { method: "GET", pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: (a, [id]) => a.retrieveCheckoutSession(id) },
  { method: "GET", pattern: /^\/v1\/subscriptions$/, run: (a, _, p) => a.listSubscriptions(p) },
  { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (a, [id]) => a.retrieveSubscription(id) },
  { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (a, [id]) => a.cancelSubscription(id) },
  { method: "GET", pattern: /^\/v1\/invoices$/, run: (a, _, p) => a.listInvoices(p) },
  { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, run: (a, [id]) => a.retrieveInvoice(id) },
  { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, run: (a, [id]) => a.retrievePaymentIntent(id) },
  { method: "GET", pattern: /^\/v1\/invoice_payments$/, run: (a, _, p) => a.listInvoicePayments(p) },
  { method: "GET", pattern: /^\/v1\/refunds$/, run: (a, _, p) => a.listRefunds(p) },
  { method: "POST", pattern: /^\/v1\/refunds$/, run: (a, _, p) => a.createRefund(p) },
  { method: "GET", pattern: /^\/v1\/refunds\/([^/]+)$/, run: (a, [id]) => a.retrieveRefund(id) },
  { method: "POST", pattern: /^\/v1\/accounts$/, run: (a, _, p) => a.createAccount(p) },
  { method: "GET", pattern: /^\/v1\/accounts\/([^/]+)$/, run: (a, [id]) => a.retrieveAccount(id) },
  { method: "POST", pattern: /^\/v1\/account_links$/, run: (a, _, p) => a.createAccountLink(p) },
  { method: "GET", pattern: /^\/v1\/transfers$/, run: (a, _, p) => a.listTransfers(p) },
  { method: "POST", pattern: /^\/v1\/transfers$/, run: (a, _, p) => a.createTransfer(p) },
  { method: "GET", pattern: /^\/v1\/transfers\/([^/]+)$/, run: (a, [id]) => a.retrieveTransfer(id) },
  { method: "POST", pattern: /^\/v1\/transfers\/([^/]+)\/reversals$/, run: (a, [id]) => a.reverseTransfer(id) },
  { method: "POST", pattern: /^\/v1\/billing_portal\/sessions$/, run: (a, _, p) => a.createPortalSession(p) },
];

/**
 * What Stripe.js does in the browser with a Checkout Session's client secret (JSON, CORS). Tests use
 * the confirm call too: it is how a checkout gets "paid" here.
 */
const BROWSER_ROUTES: Route[] = [
  { method: "POST", pattern: /^\/js\/checkout_sessions\/([^/]+)\/init$/, run: (a, [id], p) => a.clientSession(id, p.client_secret) },
  {
    method: "POST",
    pattern: /^\/js\/checkout_sessions\/([^/]+)\/apply_promotion_code$/,
    run: (a, [id], p) => a.applyPromotionCode(id, p.client_secret, p.code),
  },
  {
    method: "POST",
    pattern: /^\/js\/checkout_sessions\/([^/]+)\/remove_promotion_code$/,
    run: (a, [id], p) => a.removePromotionCode(id, p.client_secret),
  },
  {
    method: "POST",
    pattern: /^\/js\/checkout_sessions\/([^/]+)\/confirm$/,
    run: (a, [id], p) => {
      const session = a.confirmCheckoutSession(id, p.client_secret, { email: p.email, card: p.card });
      return { session: a.clientSession(id, p.client_secret), returnUrl: session.return_url?.replace("{CHECKOUT_SESSION_ID}", session.id) ?? null };
    },
  },
];

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json", ...headers });
  res.end(text);
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

function escapeHtml(value: unknown) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A minimal billing portal: the customer's subscriptions with a cancel button, and the way back. */
function portalPage(account: FakeStripeAccount, sessionId: string) {
  const session = account.retrievePortalSession(sessionId);
  const subscriptions = account.listSubscriptions({ customer: session.customer, status: "all" }).data;
  const rows = subscriptions
    .map((subscription) => {
      const item = subscription.items.data[0];
      const cancel =
        subscription.status === "canceled"
          ? ""
          : `<form method="post" action="/p/session/${escapeHtml(sessionId)}/cancel/${escapeHtml(subscription.id)}"><button type="submit">Cancel subscription</button></form>`;
      return `<li><strong>$${(item.price.unit_amount / 100).toFixed(2)} / ${escapeHtml(item.price.recurring?.interval ?? "once")}</strong> — ${escapeHtml(subscription.status)} ${cancel}</li>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Billing portal (test mode)</title></head>
<body style="font-family:system-ui;background:#0b0b0f;color:#f4f4f5;max-width:36rem;margin:2rem auto;padding:0 1rem">
<h1>Billing portal</h1><p>Test mode: this is the local Stripe fake, no real payment is taken.</p>
<ul>${rows || "<li>No subscriptions.</li>"}</ul>
<p><a style="color:#f87171" href="${escapeHtml(session.return_url ?? "/")}">Return to Fight Forum</a></p></body></html>`;
}

/** Stripe's hosted Connect onboarding, reduced to one button: the fighter's account becomes able to take transfers. */
function onboardingPage(account: FakeStripeAccount, linkId: string) {
  const link = account.accountLink(linkId);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Set up payouts (test mode)</title></head>
<body style="font-family:system-ui;background:#0b0b0f;color:#f4f4f5;max-width:36rem;margin:2rem auto;padding:0 1rem">
<h1>Set up payouts</h1><p>Test mode: this is the local Stripe fake's stand-in for Stripe's onboarding. No bank details are asked for.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(linkId)}"><button type="submit">Agree and finish setup</button></form>
<p><a style="color:#f87171" href="${escapeHtml(link.refresh_url)}">Return to Fight Forum without finishing</a></p></body></html>`;
}

export async function startStripeFake(options: StripeFakeOptions) {
  // A state saved by an older fake lacks the newer tables: they start empty.
  const state = { ...emptyState(), ...(options.stateFile && existsSync(options.stateFile) ? JSON.parse(readFileSync(options.stateFile, "utf8")) : {}) };
  const idempotentReplies = new Map<string, { status: number; body: unknown }>();
  let deliveries = Promise.resolve();

  /**
   * Delivers events one after another, in the order they happened, signed like Stripe's, and resolves
   * once this call's events are answered. A call without events never waits: the app's webhook
   * handlers read from the fake while their own delivery is still open.
   */
  function deliver(events: FakeEvent[]) {
    const results: { type: string; status: number }[] = [];
    if (events.length === 0) return Promise.resolve(results);
    for (const event of events) {
      deliveries = deliveries.then(async () => {
        const payload = JSON.stringify(event);
        const secret = event.account ? (options.connectWebhookSecret ?? options.webhookSecret) : options.webhookSecret;
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
        const status = await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        })
          .then((response) => response.status)
          .catch(() => 0);
        if (status !== 200) console.error(`[stripe-fake] webhook ${event.type} was answered with ${status || "no connection"}`);
        results.push({ type: event.type, status });
      });
    }
    return deliveries.then(() => results);
  }

  function persist() {
    if (!options.stateFile) return;
    // On a fresh clone started with DATABASE_URL nothing else has created .data/ yet.
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    writeFileSync(options.stateFile, JSON.stringify(account.state));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const method = req.method ?? "GET";
    if (method === "OPTIONS") return send(res, 204, "", CORS);
    if (method === "GET" && url.pathname === "/v3/stripe.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "access-control-allow-origin": "*" });
      return res.end(STAND_IN);
    }
    const portal = /^\/p\/session\/([^/]+)(?:\/cancel\/([^/]+))?$/.exec(url.pathname);
    if (portal) {
      if (method === "POST" && portal[2]) {
        const session = account.retrievePortalSession(portal[1]);
        const subscription = account.retrieveSubscription(portal[2]);
        if (subscription.customer !== session.customer) throw new FakeStripeError(404, "No such subscription");
        account.cancelSubscription(subscription.id);
        persist();
        await deliver(account.takeEvents());
        return send(res, 303, "", { location: `/p/session/${portal[1]}` });
      }
      return send(res, 200, portalPage(account, portal[1]));
    }

    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
    if (onboarding) {
      if (method === "POST") {
        const link = account.completeOnboarding(onboarding[1]);
        persist();
        await deliver(account.takeEvents());
        return send(res, 303, "", { location: link.return_url });
      }
      return send(res, 200, onboardingPage(account, onboarding[1]));
    }

    const browser = url.pathname.startsWith("/js/");
    const routes = browser ? BROWSER_ROUTES : API_ROUTES;
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
    if (!route) throw new FakeStripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    const body = await readBody(req);
    const params: Params = browser
      ? body ? JSON.parse(body) : {}
      : method === "GET" || method === "DELETE" ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(body);

    const idempotencyKey = req.headers["idempotency-key"];
    const replayKey = typeof idempotencyKey === "string" && method !== "GET" ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? idempotentReplies.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body, browser ? CORS : {});

    const match = route.pattern.exec(url.pathname)!.slice(1);
    const result = route.run(account, match, params, req);
    if (replayKey) idempotentReplies.set(replayKey, { status: 200, body: result });
    if (method !== "GET") persist();
    const delivered = await deliver(account.takeEvents());
    const reply = browser && delivered.length > 0 ? { ...(result as object), deliveries: delivered } : result;
    return send(res, 200, reply, browser ? CORS : {});
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const cors = req.url?.startsWith("/js/") ? CORS : {};
      if (error instanceof FakeStripeError) return send(res, error.status, error.toJSON(), cors);
      console.error(`[stripe-fake] ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      send(res, 500, { error: { type: "api_error", message: "The local Stripe fake failed." } }, cors);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Created once the server listens: its billing portal links need the port the system picked.
  const account = new FakeStripeAccount(state, url);

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
