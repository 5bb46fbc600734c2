import type Stripe from "stripe";

/**
 * The objects the fake keeps, each the part of the `stripe` package's own type that the app and
 * the Stripe.js stand-in read. A field Stripe renames, retypes or drops fails the type check here.
 * Where the fake stores an id that Stripe may also expand into an object, or a smaller sub-object,
 * the field is narrowed to what the fake keeps.
 */

type Ids<Type, Keys extends keyof Type> = Omit<Type, Keys> & { [Key in Keys]: string };

export type FakeProduct = Pick<Stripe.Product, "id" | "object" | "active" | "name" | "description" | "created" | "metadata">;

export type FakePrice = Ids<
  Pick<Stripe.Price, "id" | "object" | "active" | "product" | "currency" | "lookup_key" | "nickname" | "type" | "created" | "metadata">,
  "product"
> & {
  /** Always set: the fake makes no custom-amount prices. */
  unit_amount: number;
  recurring: Pick<Stripe.Price.Recurring, "interval" | "interval_count"> | null;
};

export type FakeCoupon = Pick<
  Stripe.Coupon,
  "id" | "object" | "name" | "valid" | "created" | "percent_off" | "amount_off" | "currency" | "duration" | "duration_in_months"
>;

export type FakePromotionCode = Pick<Stripe.PromotionCode, "id" | "object" | "code" | "active" | "created" | "metadata"> & {
  promotion: Ids<Pick<Stripe.PromotionCode.Promotion, "type" | "coupon">, "coupon">;
};

export type FakeCustomer = Pick<Stripe.Customer, "id" | "object" | "email" | "name" | "created" | "metadata">;

type SessionDiscount = Ids<Pick<Stripe.Checkout.Session.Discount, "promotion_code" | "coupon">, "promotion_code" | "coupon">;

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "ui_mode"
  | "mode"
  | "status"
  | "payment_status"
  | "client_secret"
  | "customer_email"
  | "client_reference_id"
  | "metadata"
  | "currency"
  | "amount_subtotal"
  | "amount_total"
  | "url"
  | "livemode"
  | "created"
  | "expires_at"
> & {
  customer: string | null;
  /** Set for sessions completed in the page (a client secret), null for hosted ones. */
  return_url: NonNullable<Stripe.Checkout.Session["return_url"]> | null;
  customer_details: Pick<Stripe.Checkout.Session.CustomerDetails, "email" | "name"> | null;
  subscription: string | null;
  invoice: string | null;
  discounts: SessionDiscount[];
  total_details?: Pick<Stripe.Checkout.Session.TotalDetails, "amount_discount" | "amount_shipping" | "amount_tax">;
  /** Kept from the create call: Stripe does not return it, the stand-in's promotion code form needs it. */
  allow_promotion_codes: boolean;
};

export type FakeSubscriptionItem = Pick<Stripe.SubscriptionItem, "id" | "object" | "quantity" | "current_period_start" | "current_period_end"> & {
  price: FakePrice;
};

export type FakeSubscription = Pick<
  Stripe.Subscription,
  "id" | "object" | "status" | "created" | "start_date" | "cancel_at_period_end" | "canceled_at" | "ended_at" | "currency" | "metadata" | "livemode"
> & {
  customer: string;
  discounts: string[];
  latest_invoice: string | null;
  items: { object: "list"; data: FakeSubscriptionItem[] };
};

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | "id"
  | "object"
  | "customer_email"
  | "status"
  | "currency"
  | "subtotal"
  | "total"
  | "amount_due"
  | "amount_paid"
  | "amount_remaining"
  | "billing_reason"
  | "created"
  | "metadata"
  | "period_start"
  | "period_end"
> & {
  customer: string;
  status_transitions: Pick<Stripe.Invoice.StatusTransitions, "paid_at">;
  discounts: string[];
  parent: {
    type: Stripe.Invoice.Parent["type"];
    quote_details: null;
    subscription_details: Ids<Pick<Stripe.Invoice.Parent.SubscriptionDetails, "subscription" | "metadata">, "subscription">;
  };
};

export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  "id" | "object" | "amount" | "amount_received" | "currency" | "status" | "created"
> & { customer: string; amount_refunded: number };

export type FakeInvoicePayment = Pick<
  Stripe.InvoicePayment,
  "id" | "object" | "amount_paid" | "amount_requested" | "currency" | "is_default" | "livemode" | "status" | "created" | "status_transitions"
> & {
  invoice: string;
  payment: Ids<Pick<Stripe.InvoicePayment.Payment, "type" | "payment_intent">, "payment_intent">;
};

export type FakeRefund = Pick<Stripe.Refund, "id" | "object" | "amount" | "currency" | "status" | "reason" | "metadata" | "created"> & {
  payment_intent: string;
};

export type FakePortalSession = Pick<Stripe.BillingPortal.Session, "id" | "object" | "return_url" | "url" | "created" | "livemode"> & {
  customer: string;
};

export type FakeAccount = Pick<
  Stripe.Account,
  "id" | "object" | "type" | "email" | "charges_enabled" | "payouts_enabled" | "details_submitted" | "created" | "metadata"
> & {
  capabilities: { transfers?: "active" | "inactive" | "pending" };
};

export type FakeAccountLink = Pick<Stripe.AccountLink, "object" | "url" | "created" | "expires_at"> & {
  /** Kept by the fake for its onboarding page (Stripe does not return them). */
  account: string;
  return_url: string;
  refresh_url: string;
};

export type FakeTransfer = Pick<
  Stripe.Transfer,
  "id" | "object" | "amount" | "amount_reversed" | "currency" | "reversed" | "transfer_group" | "metadata" | "created" | "livemode"
> & {
  destination: string;
};

export type FakeEvent = Pick<Stripe.Event, "id" | "object" | "api_version" | "created" | "livemode" | "pending_webhooks" | "request" | "account"> & {
  type: Stripe.Event.Type;
  data: { object: FakeCheckoutSession | FakeSubscription | FakeInvoice | FakeRefund | FakeAccount | FakeTransfer };
};
