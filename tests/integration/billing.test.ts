import { describe, expect, it } from "vitest";
import { PAYMENT_FAILED_MESSAGE } from "@/lib/billing/webhooks/invoice-payment-failed";
import { TEST_CARDS } from "@/fakes/stripe/keys";
import { api, APP_URL } from "../helpers/api";
import { testDb } from "../helpers/db";
import {
  checkoutAction,
  payCheckout,
  sendStripeEvent,
  sessionIdOf,
  stripeEvent,
  stripeFake,
  subscribedMember,
  userRow,
} from "../helpers/stripe";
import { waitFor } from "../helpers/wait";

const fresh = (prefix: string) => `${prefix}_${Date.now() % 1_000_000}_${Math.floor(Math.random() * 1000)}`;

const systemNotifications = (userId: string) =>
  testDb.notification.findMany({ where: { userId, type: "SYSTEM" }, orderBy: { createdAt: "asc" } });

describe("plans", () => {
  it("lists the Basic plan at $5.00 a month, under /api and at the documented root path, signed out too", async () => {
    for (const path of ["/api/get-plans", "/get-plans"]) {
      const { status, json } = await api(path);
      expect(status, path).toBe(200);
      expect(json.plans).toEqual([expect.objectContaining({ name: "Basic", price: 500, currency: "usd", interval: "month" })]);
    }
  });
});

describe("checkout sessions", () => {
  it("returns a client secret for an Elements-mode subscription checkout and reuses the member's Stripe customer", async () => {
    const username = fresh("buyer");
    const first = await api("/create-checkout-session", { as: username, body: { clerkUserId: `user_dev_${username}` } });
    expect(first.status).toBe(200);
    expect(first.json.clientSecret).toMatch(/^cs_test_\w+_secret_\w+$/);

    const session = await stripeFake.checkout.sessions.retrieve(sessionIdOf(first.json.clientSecret));
    const user = await userRow(username);
    expect(session).toMatchObject({
      ui_mode: "elements",
      mode: "subscription",
      status: "open",
      allow_promotion_codes: true,
      customer: user.stripeCustomerId,
      return_url: `${APP_URL}/return?session_id={CHECKOUT_SESSION_ID}`,
      metadata: { userId: user.id, clerkUserId: user.clerkId },
    });

    const second = await api("/api/create-checkout-session", { as: username, body: {} });
    const again = await stripeFake.checkout.sessions.retrieve(sessionIdOf(second.json.clientSecret));
    expect(again.customer).toBe(user.stripeCustomerId);
    expect((await userRow(username)).stripeCustomerId).toBe(user.stripeCustomerId);
  });

  it("refuses signed-out callers, someone else's clerkUserId, bad e-mails and members who already pay", async () => {
    expect((await api("/api/create-checkout-session", { body: {} })).status).toBe(401);
    const other = await api("/api/create-checkout-session", { as: fresh("buyer"), body: { clerkUserId: "user_dev_member" } });
    expect(other).toMatchObject({ status: 403, json: { message: "You can only start a checkout for yourself" } });
    const badEmail = await api("/api/create-checkout-session", { as: fresh("buyer"), body: { email: "nope" } });
    expect(badEmail).toMatchObject({ status: 400, json: { message: "Email must be a valid address" } });
    const member = await api("/api/create-checkout-session", { as: "member", body: {} });
    expect(member).toMatchObject({ status: 409, json: { code: "ALREADY_SUBSCRIBED" } });
  });

  it("reports the viewer's own session status only", async () => {
    const username = fresh("status");
    const { json } = await api("/api/create-checkout-session", { as: username, body: { email: `${username}@example.com` } });
    const sessionId = sessionIdOf(json.clientSecret);

    const open = await api(`/session-status?session_id=${sessionId}`, { as: username });
    expect(open).toMatchObject({ status: 200, json: { status: "open", customer_email: null } });
    expect((await api(`/api/session-status?session_id=${sessionId}`, { as: fresh("snoop") })).status).toBe(403);
    expect((await api(`/api/session-status?session_id=${sessionId}`)).status).toBe(401);
    expect((await api("/api/session-status?session_id=cs_test_missing", { as: username })).json).toMatchObject({
      code: "NOT_FOUND",
      message: "Checkout session not found",
    });
    expect((await api("/api/session-status", { as: username })).status).toBe(400);
    expect((await api("/api/session-status?session_id=../../v1/customers", { as: username })).status).toBe(400);

    await payCheckout(json.clientSecret);
    const complete = await api(`/api/session-status?session_id=${sessionId}`, { as: username });
    expect(complete.json).toEqual({ status: "complete", customer_email: `${username}@example.com` });
  });
});

describe("completing a checkout", () => {
  it("delivers signed webhooks that put the member on the Basic plan and tell them", async () => {
    const { username, user, deliveries } = await subscribedMember("upgrade");
    expect(deliveries).toEqual([
      { type: "checkout.session.completed", status: 200 },
      { type: "customer.subscription.created", status: 200 },
      { type: "invoice.paid", status: 200 },
    ]);
    expect(user.subscriptionStatus).toBe("active");
    expect(user.stripeSubscriptionId).toMatch(/^sub_/);
    const notifications = await systemNotifications(user.id);
    expect(notifications.map((n) => n.message)).toEqual([expect.stringContaining("Welcome to the Basic plan")]);
    const processed = await testDb.processedWebhookEvent.count({ where: { source: "stripe", type: "invoice.paid" } });
    expect(processed).toBeGreaterThan(0);
    expect((await api(`/api/users/clerk/${user.clerkId}`, { as: username })).json.planType).toBe("BASIC");
  });

  it("declines the test card that Stripe declines, leaving the member free", async () => {
    const username = fresh("declined");
    const { json } = await api("/api/create-checkout-session", { as: username, body: {} });
    const declined = await payCheckout(json.clientSecret, { card: TEST_CARDS.declined, email: `${username}@example.com` });
    expect(declined).toMatchObject({ status: 402, json: { error: { message: "Your card was declined.", code: "card_declined" } } });
    expect((await userRow(username)).planType).toBe("FREE");
  });

  it("applies the FIGHTYEAR promotion code: nothing due today and the discount on the subscription", async () => {
    const username = fresh("promo");
    const { json } = await api("/api/create-checkout-session", { as: username, body: {} });
    const invalid = await checkoutAction(json.clientSecret, "apply_promotion_code", { code: "NOPE" });
    expect(invalid).toMatchObject({ status: 400, json: { error: { code: "invalidCode" } } });
    const applied = await checkoutAction(json.clientSecret, "apply_promotion_code", { code: "fightyear" });
    expect(applied.json.total.total.amount).toBe("$0.00");
    expect(applied.json.discountAmounts[0]).toMatchObject({ promotionCode: "FIGHTYEAR", recurring: { type: "repeating", durationInMonths: 12 } });
    await payCheckout(json.clientSecret, { email: `${username}@example.com` });
    const user = await waitFor(() => userRow(username), (row) => row.planType === "BASIC");

    const { status, json: list } = await api(`/get-subscriptions?customerId=${user.stripeCustomerId}`, { as: username });
    expect(status).toBe(200);
    expect(list.subscriptions).toEqual([expect.objectContaining({ id: user.stripeSubscriptionId, status: "active", discounts: [expect.stringMatching(/^di_/)] })]);
  });
});

describe("subscriptions and the billing portal", () => {
  it("shows a customer's subscriptions to that customer and staff only", async () => {
    const { username, user } = await subscribedMember("subs");
    const path = `/api/get-subscriptions?customerId=${user.stripeCustomerId}`;
    expect((await api(path, { as: username })).json.subscriptions).toHaveLength(1);
    expect((await api(path, { as: "mod" })).status).toBe(200);
    expect((await api(path, { as: fresh("snoop") })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    expect((await api(`${path}&status=canceled`, { as: username })).json.subscriptions).toEqual([]);
    expect((await api(`${path}&status=bogus`, { as: username })).status).toBe(400);
    expect((await api("/api/get-subscriptions", { as: username })).json).toMatchObject({ message: "Customer ID is required" });
  });

  it("opens the billing portal for the member's own customer only", async () => {
    const { username, user } = await subscribedMember("portal");
    const own = await api("/create-portal-session", { as: username, body: { customerId: user.stripeCustomerId } });
    expect(own.status).toBe(200);
    expect(own.json.url).toMatch(/\/p\/session\/bps_/);
    const page = await fetch(own.json.url);
    expect(await page.text()).toContain("Billing portal");

    expect((await api("/api/create-portal-session", { as: fresh("snoop"), body: { customerId: user.stripeCustomerId } })).status).toBe(403);
    expect((await api("/api/create-portal-session", { body: { customerId: user.stripeCustomerId } })).status).toBe(401);
    const missing = await api("/api/create-portal-session", { as: username, body: {} });
    expect(missing).toMatchObject({ status: 400, json: { message: "Customer ID is required" } });
  });

  it("re-derives the plan from Stripe on sync, and leaves members without a Stripe customer alone", async () => {
    const { username, user } = await subscribedMember("sync");
    await testDb.user.update({ where: { id: user.id }, data: { planType: "FREE" } });
    const synced = await api("/api/billing/sync-plan", { as: username, body: {} });
    expect(synced.json).toMatchObject({ planType: "BASIC", isPaid: true, customerId: user.stripeCustomerId, subscription: { status: "active" } });
    expect((await userRow(username)).planType).toBe("BASIC");

    expect((await api("/api/billing/sync-plan", { as: "member", body: {} })).json).toMatchObject({ planType: "BASIC", customerId: null });
    expect((await api("/api/billing/sync-plan", { body: {} })).status).toBe(401);
  });
});

describe("Stripe webhooks", () => {
  async function subscribedThenFreedByStaff(prefix: string) {
    const member = await subscribedMember(prefix);
    await api("/api/users/update-plan", { as: "admin", body: { clerkUserId: member.user.clerkId, planType: "FREE" } });
    expect((await userRow(member.username)).planType).toBe("FREE");
    const subscription = await stripeFake.subscriptions.retrieve(member.user.stripeSubscriptionId!);
    return { ...member, subscription };
  }

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { username, subscription } = await subscribedThenFreedByStaff("forged");
    const event = stripeEvent("customer.subscription.updated", subscription);
    const forged = await sendStripeEvent(event, "whsec_not_the_secret");
    expect(forged).toMatchObject({ status: 400, json: { code: "INVALID_SIGNATURE" } });
    const unsigned = await api("/api/webhooks/stripe", { body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await userRow(username)).planType).toBe("FREE");
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id: event.id } })).toBeNull();

    expect((await sendStripeEvent(event)).json).toEqual({ received: true, handled: true });
    expect((await userRow(username)).planType).toBe("BASIC");
  });

  it("answers 400 to a correctly signed event without an object to act on, and records nothing", async () => {
    const shapes = [undefined, {}, { object: null }, { object: [] }, { object: "sub_123" }, { object: { status: "active" } }];
    for (const data of shapes) {
      const event = { ...stripeEvent("customer.subscription.updated", {}), data };
      const answer = await sendStripeEvent(event);
      expect(answer, JSON.stringify(data)).toMatchObject({ status: 400, json: { code: "INVALID_INPUT" } });
      expect(answer.json.message).toMatch(/data\.object/);
      expect(await testDb.processedWebhookEvent.findUnique({ where: { id: event.id } })).toBeNull();
    }
    const withoutType = { ...stripeEvent("invoice.paid", { id: "in_123" }), type: undefined };
    expect((await sendStripeEvent(withoutType)).status).toBe(400);
  });

  it("applies an event once: the same delivery again changes nothing", async () => {
    const { username, user, subscription } = await subscribedThenFreedByStaff("dupe");
    const event = stripeEvent("customer.subscription.updated", subscription);
    expect((await sendStripeEvent(event)).json).toEqual({ received: true, handled: true });
    expect((await userRow(username)).planType).toBe("BASIC");

    await api("/api/users/update-plan", { as: "admin", body: { clerkUserId: user.clerkId, planType: "FREE" } });
    const notificationsBefore = await testDb.notification.count({ where: { userId: user.id } });
    const again = await sendStripeEvent(event);
    expect(again).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
    expect((await userRow(username)).planType).toBe("FREE");
    expect(await testDb.notification.count({ where: { userId: user.id } })).toBe(notificationsBefore);
    expect(await testDb.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("ends FREE when subscription.deleted arrives before a stale subscription.updated", async () => {
    const { username, user } = await subscribedMember("order");
    const activeCopy = await stripeFake.subscriptions.retrieve(user.stripeSubscriptionId!);
    await stripeFake.subscriptions.cancel(activeCopy.id);
    const afterDeleted = await waitFor(() => userRow(username), (row) => row.planType === "FREE");
    expect(afterDeleted).toMatchObject({ planType: "FREE", subscriptionStatus: "canceled" });

    const stale = stripeEvent("customer.subscription.updated", activeCopy);
    expect((await sendStripeEvent(stale)).json).toEqual({ received: true, handled: true });
    expect((await userRow(username)).planType).toBe("FREE");
    const messages = (await systemNotifications(user.id)).map((n) => n.message);
    expect(messages.at(-1)).toContain("Your Basic plan has ended");
  });

  it("tells the member when a payment fails", async () => {
    const { username, user } = await subscribedMember("failed");
    const invoice = (await stripeFake.invoices.list({ customer: user.stripeCustomerId!, limit: 1 })).data[0];
    expect((await sendStripeEvent(stripeEvent("invoice.payment_failed", invoice))).json).toEqual({ received: true, handled: true });
    const messages = (await systemNotifications(user.id)).map((n) => n.message);
    expect(messages).toContain(PAYMENT_FAILED_MESSAGE);
    expect((await userRow(username)).planType).toBe("BASIC");
  });

  it("acknowledges event types it does not handle without recording them", async () => {
    const event = stripeEvent("customer.created", { id: "cus_unknown", object: "customer" });
    expect((await sendStripeEvent(event)).json).toEqual({ received: true, handled: false });
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id: event.id } })).toBeNull();
  });
});

describe("POST /api/users/update-plan", () => {
  it("is refused to members, even for themselves, and to signed-out callers", async () => {
    const username = fresh("self");
    await api(`/api/users/clerk/user_dev_${username}`, { as: username });
    const self = await api("/api/users/update-plan", { as: username, body: { clerkUserId: `user_dev_${username}`, planType: "BASIC" } });
    expect(self.status).toBe(403);
    expect((await api("/api/users/update-plan", { body: { clerkUserId: "user_dev_fan", planType: "BASIC" } })).status).toBe(401);
    expect((await userRow(username)).planType).toBe("FREE");
  });

  it("lets staff change a member's plan and tells the member", async () => {
    const username = fresh("staffset");
    await api(`/api/users/clerk/user_dev_${username}`, { as: username });
    const body = { clerkUserId: `user_dev_${username}`, planType: "BASIC" };
    const { status, json } = await api("/api/users/update-plan", { as: "mod", body });
    expect(status).toBe(200);
    expect(json).toMatchObject({ updated: true, previousPlan: "FREE", newPlan: "BASIC", planType: "BASIC", user: { username, planType: "BASIC" } });
    const user = await userRow(username);
    expect(await systemNotifications(user.id)).toHaveLength(1);

    expect((await api("/api/users/update-plan", { as: "mod", body })).json).toMatchObject({ updated: false, previousPlan: "BASIC" });
    expect(await systemNotifications(user.id)).toHaveLength(1);
    expect((await api("/api/users/update-plan", { as: "admin", body: { clerkUserId: "user_dev_nobody_here", planType: "FREE" } })).status).toBe(404);
    expect((await api("/api/users/update-plan", { as: "admin", body: { clerkUserId: "user_dev_fan", planType: "GOLD" } })).json).toMatchObject({
      message: "planType must be FREE or BASIC",
    });
  });
});

describe("POST /api/users/{id}/ban", () => {
  it("cancels the subscription, refunds the latest payment in full and stops the member", async () => {
    const { username, user } = await subscribedMember("banned");
    const { status, json } = await api(`/api/users/${user.id}/ban`, { as: "mod", body: {} });
    expect(status).toBe(200);
    expect(json).toMatchObject({ banned: true, user: { username, isBanned: true, planType: "FREE" }, refund: { amount: 500, currency: "usd" } });
    expect(json.canceledSubscriptions).toEqual([user.stripeSubscriptionId]);

    const refunds = await stripeFake.refunds.list({ limit: 100 });
    expect(refunds.data.find((refund) => refund.id === json.refund.id)).toMatchObject({ amount: 500, status: "succeeded", metadata: { userId: user.id } });
    expect((await stripeFake.subscriptions.retrieve(user.stripeSubscriptionId!)).status).toBe("canceled");
    expect(await userRow(username)).toMatchObject({ isBanned: true, planType: "FREE", bannedAt: expect.any(Date) });
    const messages = (await systemNotifications(user.id)).map((n) => n.message);
    expect(messages.at(-1)).toContain("Your account has been banned");
    expect(messages.at(-1)).toContain("$5.00 has been refunded");

    expect((await api(`/api/users/${user.id}/ban`, { as: "admin", body: {} })).status).toBe(409);
    const checkout = await api("/api/create-checkout-session", { as: username, body: {} });
    expect(checkout).toMatchObject({ status: 403, json: { code: "BANNED" } });
    // A banned member can no longer post or reply.
    const post = await api("/api/threads", { as: username, body: { title: "Still here", content: "Banned post" } });
    expect(post).toMatchObject({ status: 403, json: { code: "BANNED" } });
    const thread = await testDb.thread.findFirstOrThrow({ where: { categoryId: "general" }, select: { id: true } });
    const reply = await api(`/api/threads/${thread.id}/replies`, { as: username, body: { content: "Banned reply" } });
    expect(reply).toMatchObject({ status: 403, json: { code: "BANNED" } });
  });

  it("refunds nothing when the latest invoice was free (the FIGHTYEAR promo)", async () => {
    const { user } = await subscribedMember("freeyear", "FIGHTYEAR");
    const { json } = await api(`/api/users/${user.id}/ban`, { as: "admin", body: {} });
    expect(json).toMatchObject({ banned: true, refund: null, canceledSubscriptions: [user.stripeSubscriptionId] });
  });

  it("is for staff only, never against staff", async () => {
    const target = await userRow("fan");
    expect((await api(`/api/users/${target.id}/ban`, { as: "member", body: {} })).status).toBe(403);
    expect((await api(`/api/users/${target.id}/ban`, { body: {} })).status).toBe(401);
    const admin = await userRow("admin");
    expect((await api(`/api/users/${admin.id}/ban`, { as: "mod", body: {} })).json).toMatchObject({
      code: "FORBIDDEN",
      message: "Moderators and admins cannot be banned",
    });
    expect((await api("/api/users/no_such_user/ban", { as: "mod", body: {} })).status).toBe(404);
    expect((await userRow("fan")).isBanned).toBe(false);
  });
});

describe("DELETE /api/users/{id}/ban", () => {
  it("lifts a ban: the member is told, subscribes again and posts", async () => {
    const { username, user } = await subscribedMember("unbanned");
    expect((await api(`/api/users/${user.id}/ban`, { as: "mod", body: {} })).status).toBe(200);

    const lifted = await api(`/api/users/${user.id}/ban`, { as: "admin", method: "DELETE" });
    expect(lifted).toMatchObject({ status: 200, json: { banned: false, user: { username, isBanned: false, planType: "FREE" } } });
    expect(await userRow(username)).toMatchObject({ isBanned: false, bannedAt: null, planType: "FREE" });
    expect((await systemNotifications(user.id)).at(-1)?.message).toBe("The moderators lifted your ban. Subscribe again to post and reply.");
    // Free again, not banned: the plan gate answers now, and checkout is open.
    expect(await api("/api/threads", { as: username, body: { title: "Back again", content: "Lifted" } })).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED" } });
    expect((await api("/api/create-checkout-session", { as: username, body: {} })).status).toBe(200);

    expect(await api(`/api/users/${user.id}/ban`, { as: "mod", method: "DELETE" })).toMatchObject({
      status: 409,
      json: { code: "NOT_BANNED", message: "This member is not banned" },
    });
  });

  it("is for staff only", async () => {
    const { user } = await subscribedMember("stillbanned");
    expect((await api(`/api/users/${user.id}/ban`, { as: "admin", body: {} })).status).toBe(200);
    expect((await api(`/api/users/${user.id}/ban`, { as: "member", method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/users/${user.id}/ban`, { method: "DELETE" })).status).toBe(401);
    expect(await api("/api/users/no_such_user/ban", { as: "mod", method: "DELETE" })).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect((await testDb.user.findUniqueOrThrow({ where: { id: user.id } })).isBanned).toBe(true);
  });
});

describe("checkout pages", () => {
  async function cookieFor(username: string) {
    const response = await fetch(`${APP_URL}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
    return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  }

  it("/return sends an open session back to /checkout and thanks the member for a complete one", async () => {
    const username = fresh("returner");
    const { json } = await api("/api/create-checkout-session", { as: username, body: {} });
    const sessionId = sessionIdOf(json.clientSecret);
    const cookie = await cookieFor(username);

    const open = await fetch(`${APP_URL}/return?session_id=${sessionId}`, { headers: { cookie }, redirect: "manual" });
    expect(open.status).toBe(307);
    expect(new URL(open.headers.get("location") ?? "", APP_URL).pathname).toBe("/checkout");

    await payCheckout(json.clientSecret, { email: `${username}@example.com` });
    const complete = await fetch(`${APP_URL}/return?session_id=${sessionId}`, { headers: { cookie } });
    const html = await complete.text();
    expect(html).toContain("Thank you for subscribing!");
    expect(html).toContain("Go to Forum");
  });

  it("/checkout tells a member who already pays instead of offering a second subscription", async () => {
    const html = await (await fetch(`${APP_URL}/checkout`, { headers: { cookie: await cookieFor("member") } })).text();
    expect(html).toContain("You already have the Basic plan");
  });
});
