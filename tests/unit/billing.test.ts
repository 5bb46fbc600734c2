import { describe, expect, it } from "vitest";
import { assertNoLocalStripeInProduction } from "@/lib/billing/config";
import { planForSubscriptions } from "@/lib/billing/subscriptions";
import { formatDate, formatPrice } from "@/lib/format";
import { portalSessionSchema, promoCodeSchema, sessionStatusQuerySchema, subscriptionsQuerySchema } from "@/lib/validation/billing";
import { decodeStripeForm } from "@/fakes/stripe/form-body";

describe("planForSubscriptions", () => {
  it("is BASIC while any subscription is active or trialing, else FREE", () => {
    expect(planForSubscriptions([{ status: "active" }])).toBe("BASIC");
    expect(planForSubscriptions([{ status: "canceled" }, { status: "trialing" }])).toBe("BASIC");
    for (const status of ["past_due", "canceled", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(planForSubscriptions([{ status }]), status).toBe("FREE");
    }
    expect(planForSubscriptions([])).toBe("FREE");
  });
});

describe("the local Stripe fake in production", () => {
  it("is refused on a production deployment and allowed elsewhere", () => {
    expect(() => assertNoLocalStripeInProduction({ STRIPE_API_URL: "http://127.0.0.1:1" }, true)).toThrow(/refused in production/);
    expect(() => assertNoLocalStripeInProduction({ STRIPE_JS_URL: "http://127.0.0.1:1/v3/stripe.js" }, true)).toThrow();
    expect(() => assertNoLocalStripeInProduction({ STRIPE_API_URL: undefined, STRIPE_JS_URL: undefined }, true)).not.toThrow();
    expect(() => assertNoLocalStripeInProduction({ STRIPE_API_URL: "http://127.0.0.1:1" }, false)).not.toThrow();
  });
});

describe("billing formatting and input", () => {
  it("shows prices held in cents as dollars", () => {
    expect(formatPrice(500)).toBe("$5.00");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatDate("2024-03-05T12:00:00Z")).toBe("Mar 5, 2024");
    expect(formatDate("nope")).toBe("Invalid date");
  });

  it("requires a promo code that is not blank", () => {
    expect(promoCodeSchema.safeParse("   ").error?.issues[0].message).toBe("Please enter a promo code");
    expect(promoCodeSchema.parse("  FIGHTYEAR ")).toBe("FIGHTYEAR");
  });

  it("requires a customer id for the portal and subscriptions, and a checkout session id for its status", () => {
    expect(portalSessionSchema.safeParse({}).error?.issues[0].message).toBe("Customer ID is required");
    expect(portalSessionSchema.safeParse({ customerId: " " }).error?.issues[0].message).toBe("Customer ID is required");
    expect(subscriptionsQuerySchema.parse({ customerId: "cus_1" })).toEqual({ customerId: "cus_1", status: "active" });
    expect(sessionStatusQuerySchema.safeParse({ session_id: "cs_test_1/../x" }).success).toBe(false);
  });
});

describe("decodeStripeForm", () => {
  it("rebuilds the nested objects and arrays the Stripe SDK form-encodes", () => {
    const body = "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[userId]=u1&expand[0]=data.product&__proto__[x]=1";
    expect(decodeStripeForm(body)).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { userId: "u1" },
      expand: ["data.product"],
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
