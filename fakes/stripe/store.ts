import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { TEST_CARDS } from "./keys.ts";
import type {
  FakeAccount,
  FakeAccountLink,
  FakeCheckoutSession,
  FakeCoupon,
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakeInvoicePayment,
  FakePaymentIntent,
  FakePortalSession,
  FakePrice,
  FakeProduct,
  FakePromotionCode,
  FakeRefund,
  FakeSubscription,
  FakeTransfer,
} from "./objects.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form-encoded parameters of any shape
type Params = Record<string, any>;

/** A Stripe API error: the SDK turns the JSON body into its typed errors. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.details.type ?? "invalid_request_error", message: this.message, ...this.details } };
  }
}

export interface FakeState {
  products: Record<string, FakeProduct>;
  prices: Record<string, FakePrice>;
  coupons: Record<string, FakeCoupon>;
  promotionCodes: Record<string, FakePromotionCode>;
  customers: Record<string, FakeCustomer>;
  checkoutSessions: Record<string, FakeCheckoutSession>;
  subscriptions: Record<string, FakeSubscription>;
  invoices: Record<string, FakeInvoice>;
  invoicePayments: Record<string, FakeInvoicePayment>;
  paymentIntents: Record<string, FakePaymentIntent>;
  refunds: Record<string, FakeRefund>;
  portalSessions: Record<string, FakePortalSession>;
  /** Connect: fighters' Express accounts, their onboarding links (by link id) and the transfers to them. */
  accounts: Record<string, FakeAccount>;
  accountLinks: Record<string, FakeAccountLink>;
  transfers: Record<string, FakeTransfer>;
  /** What Stripe keeps about a session but returns only on request: its line item and promotion code. */
  sessionDetails: Record<string, { priceId: string; quantity: number; subscriptionMetadata: Params; promotionCodeId: string | null }>;
}

export function emptyState(): FakeState {
  return {
    products: {}, prices: {}, coupons: {}, promotionCodes: {}, customers: {}, checkoutSessions: {}, subscriptions: {},
    invoices: {}, invoicePayments: {}, paymentIntents: {}, refunds: {}, portalSessions: {}, sessionDetails: {},
    accounts: {}, accountLinks: {}, transfers: {},
  };
}

const UI_MODES = ["elements", "embedded_page", "hosted_page", "form"];
const MONTH_SECONDS = 30 * 24 * 60 * 60;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A page of a list, newest first, as Stripe pages them: `limit` (at most 100), `starting_after` (the
 * last id of the previous page) and a `created` range (`gte`, `gt`, `lte`, `lt`, Unix seconds).
 */
function listOf<Row extends { id: string; created: number }>(url: string, rows: Row[], params: Params) {
  const max = Math.min(Number(params.limit ?? 10) || 10, 100);
  const created = (params.created ?? {}) as Record<string, string>;
  const inRange = (row: Row) =>
    (created.gte === undefined || row.created >= Number(created.gte)) &&
    (created.gt === undefined || row.created > Number(created.gt)) &&
    (created.lte === undefined || row.created <= Number(created.lte)) &&
    (created.lt === undefined || row.created < Number(created.lt));
  // Same second: the later-made row first, as Stripe orders them.
  const newestFirst = rows.filter(inRange).map((row, index) => ({ row, index })).sort((a, b) => b.row.created - a.row.created || b.index - a.index).map(({ row }) => row);
  const after = params.starting_after ? newestFirst.findIndex((row) => row.id === params.starting_after) + 1 : 0;
  const page = newestFirst.slice(after, after + max);
  return { object: "list", url, has_more: newestFirst.length > after + max, data: page };
}

function required<T>(value: T | undefined | null, param: string): T {
  if (value === undefined || value === null || value === "") throw new FakeStripeError(400, `Missing required param: ${param}.`, { code: "parameter_missing", param });
  return value;
}

function recurringOf(price: FakePrice) {
  if (!price.recurring) throw new FakeStripeError(400, "The local Stripe fake sells recurring prices only.", { param: "line_items[0][price]" });
  return price.recurring;
}

function find<Row>(table: Record<string, Row>, id: string, kind: string): Row {
  const row = table[id];
  if (!row) throw new FakeStripeError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param: "id" });
  return row;
}

/**
 * The in-memory Stripe account: the few resources Fight Forum uses, with the behaviour it relies on
 * (lookup keys, promotion codes, subscriptions created by a completed checkout, refunds). Changes
 * queue webhook events; the server delivers them.
 */
export class FakeStripeAccount {
  private events: FakeEvent[] = [];

  constructor(
    readonly state: FakeState,
    private readonly baseUrl: string,
  ) {}

  /** Events raised since the last call, oldest first. */
  takeEvents() {
    return this.events.splice(0);
  }

  /** Queues an event; `connectedAccount` makes it a connected account's event (sent to the Connect endpoint). */
  private emit(type: FakeEvent["type"], object: FakeEvent["data"]["object"], connectedAccount?: string) {
    this.events.push({
      ...(connectedAccount ? { account: connectedAccount } : {}),
      id: newId("evt"),
      object: "event",
      // The version the SDK asks for: what Stripe would render the event in for this app.
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  // --- Catalogue ------------------------------------------------------------------------------

  createProduct(params: Params) {
    const product: FakeProduct = { id: newId("prod"), object: "product", active: true, name: required(params.name, "name"), description: params.description ?? null, created: now(), metadata: params.metadata ?? {} };
    return (this.state.products[product.id] = product);
  }

  createPrice(params: Params) {
    const product = find(this.state.products, required(params.product, "product"), "product");
    const lookupKey = params.lookup_key ?? null;
    if (lookupKey && Object.values(this.state.prices).some((price) => price.lookup_key === lookupKey)) {
      throw new FakeStripeError(400, `A price (\`lookup_key\`) already uses the lookup key ${lookupKey}.`, { param: "lookup_key" });
    }
    const price: FakePrice = {
      id: newId("price"), object: "price", active: true, product: product.id, currency: required(params.currency, "currency"),
      unit_amount: Number(required(params.unit_amount, "unit_amount")), lookup_key: lookupKey, nickname: params.nickname ?? null,
      recurring: params.recurring ? { interval: params.recurring.interval, interval_count: Number(params.recurring.interval_count ?? 1) } : null,
      type: params.recurring ? "recurring" : "one_time", created: now(), metadata: params.metadata ?? {},
    };
    return (this.state.prices[price.id] = price);
  }

  listPrices(params: Params) {
    const lookupKeys: string[] | undefined = params.lookup_keys;
    const rows = Object.values(this.state.prices)
      .filter((price) => !lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
      .filter((price) => params.active === undefined || price.active === (params.active === "true"))
      .map((price) => (params.expand?.includes("data.product") ? { ...price, product: this.state.products[price.product] } : price));
    return listOf("/v1/prices", rows, params);
  }

  createCoupon(params: Params) {
    const id = params.id ?? newId("coupon");
    if (this.state.coupons[id]) throw new FakeStripeError(400, "Coupon already exists.", { code: "resource_already_exists", param: "id" });
    const coupon: FakeCoupon = {
      id, object: "coupon", name: params.name ?? null, valid: true, created: now(),
      percent_off: params.percent_off ? Number(params.percent_off) : null, amount_off: params.amount_off ? Number(params.amount_off) : null,
      currency: params.currency ?? null, duration: params.duration ?? "once",
      duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
    };
    return (this.state.coupons[id] = coupon);
  }

  retrieveCoupon(id: string) {
    return find(this.state.coupons, id, "coupon");
  }

  createPromotionCode(params: Params) {
    const coupon = find(this.state.coupons, required(params.promotion?.coupon, "promotion[coupon]"), "coupon");
    const code = required(params.code, "code");
    const promotionCode: FakePromotionCode = {
      id: newId("promo"), object: "promotion_code", code, active: params.active !== "false", created: now(),
      promotion: { type: "coupon", coupon: coupon.id }, metadata: params.metadata ?? {},
    };
    return (this.state.promotionCodes[promotionCode.id] = promotionCode);
  }

  listPromotionCodes(params: Params) {
    const rows = Object.values(this.state.promotionCodes)
      .filter((promo) => !params.code || promo.code.toLowerCase() === String(params.code).toLowerCase())
      .filter((promo) => params.active === undefined || promo.active === (params.active === "true"));
    return listOf("/v1/promotion_codes", rows, params);
  }

  // --- Customers and checkout -----------------------------------------------------------------

  createCustomer(params: Params) {
    const customer: FakeCustomer = { id: newId("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, created: now(), metadata: params.metadata ?? {} };
    return (this.state.customers[customer.id] = customer);
  }

  createCheckoutSession(params: Params) {
    const uiMode = params.ui_mode ?? "hosted_page";
    if (!UI_MODES.includes(uiMode)) {
      throw new FakeStripeError(400, `Invalid ui_mode: must be one of ${UI_MODES.join(", ")}`, { param: "ui_mode" });
    }
    if (params.mode !== "subscription") throw new FakeStripeError(400, "The local Stripe fake supports mode=subscription only.", { param: "mode" });
    const lineItem = required(params.line_items?.[0], "line_items");
    const price = find(this.state.prices, required(lineItem.price, "line_items[0][price]"), "price");
    recurringOf(price);
    if (params.customer) find(this.state.customers, params.customer, "customer");
    const id = newId("cs_test");
    const session: FakeCheckoutSession = {
      id, object: "checkout.session", ui_mode: uiMode, mode: "subscription", status: "open", payment_status: "unpaid",
      client_secret: uiMode === "hosted_page" ? null : `${id}_secret_${randomBytes(12).toString("hex")}`,
      customer: params.customer ?? null, customer_email: params.customer_email ?? null, customer_details: null,
      allow_promotion_codes: params.allow_promotion_codes === "true", client_reference_id: params.client_reference_id ?? null,
      return_url: uiMode === "hosted_page" ? null : required(params.return_url, "return_url"), metadata: params.metadata ?? {},
      currency: price.currency, amount_subtotal: price.unit_amount, amount_total: price.unit_amount, discounts: [],
      subscription: null, invoice: null, url: null, livemode: false, created: now(), expires_at: now() + 24 * 60 * 60,
    };
    this.state.checkoutSessions[id] = session;
    this.state.sessionDetails[id] = {
      priceId: price.id, quantity: Number(lineItem.quantity ?? 1), subscriptionMetadata: params.subscription_data?.metadata ?? {}, promotionCodeId: null,
    };
    return session;
  }

  retrieveCheckoutSession(id: string) {
    return find(this.state.checkoutSessions, id, "checkout.session");
  }

  /** The session a client secret opens (what Stripe.js may do with it, and only that). */
  private openSessionFor(id: string, clientSecret: unknown) {
    const session = this.state.checkoutSessions[id];
    if (!session || !session.client_secret || session.client_secret !== clientSecret) {
      throw new FakeStripeError(401, "Invalid client secret for this Checkout Session.", { code: "invalid_client_secret" });
    }
    return session;
  }

  private amounts(sessionId: string) {
    const details = this.state.sessionDetails[sessionId];
    const price = this.state.prices[details.priceId];
    const promotionCode = details.promotionCodeId ? this.state.promotionCodes[details.promotionCodeId] : null;
    const coupon = promotionCode ? this.state.coupons[promotionCode.promotion.coupon] : null;
    const subtotal = price.unit_amount * details.quantity;
    const discount = coupon ? Math.min(subtotal, coupon.percent_off ? Math.round((subtotal * coupon.percent_off) / 100) : coupon.amount_off ?? 0) : 0;
    return { details, price, promotionCode, coupon, subtotal, discount, total: subtotal - discount };
  }

  /** The session as Stripe.js's Checkout SDK describes it (`StripeCheckoutSession`). */
  clientSession(id: string, clientSecret: unknown) {
    const session = this.openSessionFor(id, clientSecret);
    const { details, price, promotionCode, coupon, subtotal, discount, total } = this.amounts(id);
    const product = this.state.products[price.product];
    const amount = (cents: number) => ({ minorUnitsAmount: cents, amount: usd(cents) });
    const customer = session.customer ? this.state.customers[session.customer] : null;
    const { interval, interval_count: intervalCount } = recurringOf(price);
    const recurring = { interval, intervalCount };
    const dueNext = { subtotal: amount(subtotal), discount: amount(discount), total: amount(total), taxExclusive: amount(0), taxInclusive: amount(0), billingCycleAnchor: null };
    return {
      id, livemode: false, currency: session.currency, minorUnitsAmountDivisor: 100,
      status: session.status === "complete" ? { type: "complete", paymentStatus: session.payment_status } : { type: session.status },
      canConfirm: session.status === "open", email: customer?.email ?? session.customer_email ?? null, lastPaymentError: null,
      lineItems: [{
        id: `li_${id}`, name: product.name, description: product.description, quantity: details.quantity, priceId: price.id,
        unitAmount: amount(price.unit_amount), unitAmountDecimal: null, subtotal: amount(subtotal), discount: amount(discount), total: amount(total),
        taxExclusive: amount(0), taxInclusive: amount(0), discountAmounts: null, taxAmounts: null, unitLabel: null, images: [],
        recurring: { ...recurring, usageType: "licensed" }, adjustableQuantity: null, isRemovable: false, pricing: null, transformQuantity: null,
      }],
      discountAmounts: coupon
        ? [{
            ...amount(discount), displayName: coupon.name ?? promotionCode!.code, promotionCode: promotionCode!.code, percentOff: coupon.percent_off,
            recurring: coupon.duration === "repeating" ? { type: "repeating", durationInMonths: coupon.duration_in_months } : coupon.duration === "forever" ? { type: "forever" } : null,
          }]
        : null,
      total: {
        subtotal: amount(subtotal), discount: amount(discount), total: amount(total), appliedBalance: amount(0), balanceAppliedToNextInvoice: false,
        shippingRate: amount(0), surcharge: amount(0), taxExclusive: amount(0), taxInclusive: amount(0),
      },
      recurring: { ...recurring, isProrated: false, dueNext, trial: null },
      billingAddress: null, businessName: null, nameCollection: null, currencyOptions: null, phoneNumber: null, savedPaymentMethods: null,
      shipping: null, shippingAddress: null, shippingOptions: [], surcharge: null, tax: { status: "ready" }, taxAmounts: null, taxIdInfo: null, optionalItems: null,
    };
  }

  applyPromotionCode(id: string, clientSecret: unknown, code: unknown) {
    const session = this.openSessionFor(id, clientSecret);
    if (!session.allow_promotion_codes) throw new FakeStripeError(400, "This checkout does not accept promotion codes.", { code: "invalidCode" });
    const promotionCode = Object.values(this.state.promotionCodes).find(
      (promo) => promo.active && promo.code.toLowerCase() === String(code ?? "").trim().toLowerCase(),
    );
    if (!promotionCode) throw new FakeStripeError(400, "This code is invalid.", { code: "invalidCode" });
    this.state.sessionDetails[id].promotionCodeId = promotionCode.id;
    this.refreshSessionAmounts(session);
    return this.clientSession(id, clientSecret);
  }

  removePromotionCode(id: string, clientSecret: unknown) {
    const session = this.openSessionFor(id, clientSecret);
    this.state.sessionDetails[id].promotionCodeId = null;
    this.refreshSessionAmounts(session);
    return this.clientSession(id, clientSecret);
  }

  private refreshSessionAmounts(session: FakeCheckoutSession) {
    const { promotionCode, discount, subtotal, total } = this.amounts(session.id);
    session.amount_subtotal = subtotal;
    session.amount_total = total;
    session.discounts = promotionCode ? [{ promotion_code: promotionCode.id, coupon: promotionCode.promotion.coupon }] : [];
    session.total_details = { amount_discount: discount, amount_shipping: 0, amount_tax: 0 };
  }

  /**
   * Pays an open session as Stripe would after the card is confirmed: customer, subscription,
   * invoice and payment, then `checkout.session.completed`, `customer.subscription.created` and
   * `invoice.paid`. The test card 4000 0000 0000 0002 is declined.
   */
  confirmCheckoutSession(id: string, clientSecret: unknown, input: { email?: string; card?: { number?: string } }) {
    const session = this.openSessionFor(id, clientSecret);
    if (session.status !== "open") throw new FakeStripeError(400, "This Checkout Session is no longer open.", { code: "checkout_not_open" });
    const cardNumber = String(input.card?.number ?? "").replace(/\D/g, "");
    if (cardNumber.length < 12) throw new FakeStripeError(400, "Your card number is incomplete.", { type: "card_error", code: "incomplete_number" });
    if (cardNumber === TEST_CARDS.declined) {
      throw new FakeStripeError(402, "Your card was declined.", { type: "card_error", code: "card_declined", decline_code: "generic_decline" });
    }
    const customer = session.customer ? this.state.customers[session.customer] : this.createCustomer({ email: input.email ?? session.customer_email });
    const email = customer.email ?? input.email ?? session.customer_email;
    if (!email) throw new FakeStripeError(400, "Please enter your email address.", { code: "email_required" });
    customer.email ??= email;

    const { details, price, promotionCode, coupon, subtotal, total } = this.amounts(id);
    const created = now();
    const discountId = coupon ? newId("di") : null;
    const subscription: FakeSubscription = {
      id: newId("sub"), object: "subscription", customer: customer.id, status: "active", created, start_date: created,
      cancel_at_period_end: false, canceled_at: null, ended_at: null, currency: price.currency, metadata: details.subscriptionMetadata,
      discounts: discountId ? [discountId] : [], latest_invoice: null as string | null, livemode: false,
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price, quantity: details.quantity, current_period_start: created, current_period_end: created + MONTH_SECONDS }] },
    };
    const invoice: FakeInvoice = {
      id: newId("in"), object: "invoice", customer: customer.id, customer_email: email, status: "paid", currency: price.currency,
      subtotal, total, amount_due: total, amount_paid: total, amount_remaining: 0, billing_reason: "subscription_create", created,
      period_start: created, period_end: created, status_transitions: { paid_at: created },
      discounts: discountId ? [discountId] : [], metadata: {},
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscription.id, metadata: details.subscriptionMetadata } },
    };
    subscription.latest_invoice = invoice.id;
    if (total > 0) {
      const paymentIntent: FakePaymentIntent = { id: newId("pi"), object: "payment_intent", amount: total, amount_received: total, amount_refunded: 0, currency: price.currency, customer: customer.id, status: "succeeded", created };
      this.state.paymentIntents[paymentIntent.id] = paymentIntent;
      const invoicePayment: FakeInvoicePayment = {
        id: newId("inpay"), object: "invoice_payment", invoice: invoice.id, amount_paid: total, amount_requested: total, currency: price.currency,
        is_default: true, livemode: false, status: "paid", created, payment: { type: "payment_intent", payment_intent: paymentIntent.id }, status_transitions: { paid_at: created, canceled_at: null },
      };
      this.state.invoicePayments[invoicePayment.id] = invoicePayment;
    }
    this.state.subscriptions[subscription.id] = subscription;
    this.state.invoices[invoice.id] = invoice;
    Object.assign(session, {
      status: "complete", payment_status: total > 0 ? "paid" : "no_payment_required", customer: customer.id,
      customer_details: { email, name: customer.name }, subscription: subscription.id, invoice: invoice.id,
      discounts: promotionCode ? [{ promotion_code: promotionCode.id, coupon: coupon!.id }] : [],
    });
    this.emit("checkout.session.completed", session);
    this.emit("customer.subscription.created", subscription);
    this.emit("invoice.paid", invoice);
    return session;
  }

  // --- Subscriptions, invoices, refunds, portal -----------------------------------------------

  listSubscriptions(params: Params) {
    const status = params.status as string | undefined;
    const ended = ["canceled", "incomplete_expired"];
    const rows = Object.values(this.state.subscriptions)
      .filter((subscription) => !params.customer || subscription.customer === params.customer)
      .filter((subscription) => {
        if (status === "all") return true;
        if (status === "ended") return ended.includes(subscription.status);
        return status ? subscription.status === status : subscription.status !== "canceled";
      });
    return listOf("/v1/subscriptions", rows, params);
  }

  retrieveSubscription(id: string) {
    return find(this.state.subscriptions, id, "subscription");
  }

  cancelSubscription(id: string) {
    const subscription = find(this.state.subscriptions, id, "subscription");
    if (subscription.status === "canceled") {
      throw new FakeStripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    }
    Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
    this.emit("customer.subscription.deleted", subscription);
    return subscription;
  }

  listInvoices(params: Params) {
    const rows = Object.values(this.state.invoices)
      .filter((invoice) => !params.customer || invoice.customer === params.customer)
      .filter((invoice) => !params.status || invoice.status === params.status);
    return listOf("/v1/invoices", rows, params);
  }

  listInvoicePayments(params: Params) {
    const rows = Object.values(this.state.invoicePayments)
      .filter((payment) => !params.invoice || payment.invoice === params.invoice)
      .filter((payment) => !params.status || payment.status === params.status);
    return listOf("/v1/invoice_payments", rows, params);
  }

  createRefund(params: Params) {
    const paymentIntent = find(this.state.paymentIntents, required(params.payment_intent, "payment_intent"), "payment_intent");
    const remaining = paymentIntent.amount_received - paymentIntent.amount_refunded;
    if (remaining <= 0) throw new FakeStripeError(400, `Charge for ${paymentIntent.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = params.amount ? Math.min(Number(params.amount), remaining) : remaining;
    paymentIntent.amount_refunded += amount;
    const refund: FakeRefund = {
      id: newId("re"), object: "refund", amount, currency: paymentIntent.currency, payment_intent: paymentIntent.id,
      status: "succeeded", reason: params.reason ?? null, metadata: params.metadata ?? {}, created: now(),
    };
    this.state.refunds[refund.id] = refund;
    this.emit("refund.created", refund);
    return refund;
  }

  retrieveRefund(id: string) {
    return find(this.state.refunds, id, "refund");
  }

  retrieveInvoice(id: string) {
    return find(this.state.invoices, id, "invoice");
  }

  retrievePaymentIntent(id: string) {
    return find(this.state.paymentIntents, id, "payment_intent");
  }

  listRefunds(params: Params) {
    const rows = Object.values(this.state.refunds).filter((refund) => !params.payment_intent || refund.payment_intent === params.payment_intent);
    return listOf("/v1/refunds", rows, params);
  }

  createPortalSession(params: Params) {
    const customer = find(this.state.customers, required(params.customer, "customer"), "customer");
    const id = newId("bps");
    const session: FakePortalSession = { id, object: "billing_portal.session", customer: customer.id, return_url: params.return_url ?? null, url: `${this.baseUrl}/p/session/${id}`, created: now(), livemode: false };
    return (this.state.portalSessions[id] = session);
  }

  retrievePortalSession(id: string) {
    return find(this.state.portalSessions, id, "billing_portal.session");
  }

  // --- Connect: Express accounts, onboarding links, transfers -----------------------------------

  createAccount(params: Params) {
    if (params.type !== "express") throw new FakeStripeError(400, "The local Stripe fake creates Express accounts only.", { param: "type" });
    const account: FakeAccount = {
      id: newId("acct"), object: "account", type: "express", email: params.email ?? null, charges_enabled: false, payouts_enabled: false,
      details_submitted: false, created: now(), metadata: params.metadata ?? {},
      capabilities: params.capabilities?.transfers?.requested === "true" ? { transfers: "inactive" } : {},
    };
    return (this.state.accounts[account.id] = account);
  }

  retrieveAccount(id: string) {
    return find(this.state.accounts, id, "account");
  }

  createAccountLink(params: Params) {
    const account = find(this.state.accounts, required(params.account, "account"), "account");
    if (params.type !== "account_onboarding") throw new FakeStripeError(400, "The local Stripe fake makes account_onboarding links only.", { param: "type" });
    const id = newId("acctlink");
    const link: FakeAccountLink = {
      object: "account_link", url: `${this.baseUrl}/connect/onboarding/${id}`, created: now(), expires_at: now() + 300,
      account: account.id, return_url: required(params.return_url, "return_url"), refresh_url: required(params.refresh_url, "refresh_url"),
    };
    this.state.accountLinks[id] = link;
    const { account: _account, return_url: _return, refresh_url: _refresh, ...answer } = link;
    return answer;
  }

  accountLink(id: string) {
    const link = find(this.state.accountLinks, id, "account link");
    if (link.expires_at < now()) throw new FakeStripeError(400, "This account link has expired.", { code: "account_link_expired" });
    return link;
  }

  /** What a fighter finishing Stripe's onboarding does: the account can take transfers, and `account.updated`. */
  completeOnboarding(linkId: string) {
    const link = this.accountLink(linkId);
    const account = this.state.accounts[link.account];
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true, capabilities: { transfers: "active" } });
    this.emit("account.updated", account, account.id);
    delete this.state.accountLinks[linkId];
    return link;
  }

  createTransfer(params: Params) {
    const destination = find(this.state.accounts, required(params.destination, "destination"), "account");
    if (destination.capabilities.transfers !== "active") {
      throw new FakeStripeError(400, "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments", { param: "destination" });
    }
    const amount = Number(required(params.amount, "amount"));
    if (!Number.isInteger(amount) || amount < 1) throw new FakeStripeError(400, "Invalid positive integer", { param: "amount" });
    const transfer: FakeTransfer = {
      id: newId("tr"), object: "transfer", amount, amount_reversed: 0, currency: required(params.currency, "currency"), destination: destination.id,
      reversed: false, transfer_group: params.transfer_group ?? null, metadata: params.metadata ?? {}, created: now(), livemode: false,
    };
    this.state.transfers[transfer.id] = transfer;
    this.emit("transfer.created", transfer);
    return transfer;
  }

  retrieveTransfer(id: string) {
    return find(this.state.transfers, id, "transfer");
  }

  listTransfers(params: Params) {
    const rows = Object.values(this.state.transfers)
      .filter((transfer) => !params.destination || transfer.destination === params.destination)
      .filter((transfer) => !params.transfer_group || transfer.transfer_group === params.transfer_group);
    return listOf("/v1/transfers", rows, params);
  }

  /** Reverses what is left of a transfer (a full reversal): `transfer.reversed`. */
  reverseTransfer(id: string) {
    const transfer = this.retrieveTransfer(id);
    if (transfer.reversed) throw new FakeStripeError(400, "This transfer has already been fully reversed.");
    const amount = transfer.amount - transfer.amount_reversed;
    Object.assign(transfer, { amount_reversed: transfer.amount, reversed: true });
    this.emit("transfer.reversed", transfer);
    return { id: newId("trr"), object: "transfer_reversal", amount, currency: transfer.currency, transfer: transfer.id, created: now() };
  }
}
