import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMemberWith, sendClerkWebhook } from "../helpers/members";
import { stripeFake, subscribedMember } from "../helpers/stripe";

const subscriptionStatus = async (id: string | null) => (await stripeFake.subscriptions.retrieve(id!)).status;
const refundsFor = async (userId: string) =>
  (await stripeFake.refunds.list({ limit: 100 })).data.filter((refund) => refund.metadata?.userId === userId);
const userDeleted = (clerkId: string) => ({ type: "user.deleted", data: { id: clerkId, object: "user", deleted: true } });

describe("deleting an account cancels the member's Stripe subscription", () => {
  it("cancels a paying member's subscription, without a refund, and erases them", async () => {
    const { username, user } = await subscribedMember("leaver");
    expect(await subscriptionStatus(user.stripeSubscriptionId)).toBe("active");

    const { status, json } = await api("/api/users/account", { method: "DELETE", as: username, body: { userId: user.id } });
    expect(status).toBe(200);
    expect(json).toEqual({ deleted: true });
    expect(await subscriptionStatus(user.stripeSubscriptionId)).toBe("canceled");
    expect(await refundsFor(user.id)).toEqual([]);
    expect(await testDb.user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("deletes a member whose checkout never finished (a customer without subscriptions)", async () => {
    const member = await createMemberWith("browser");
    expect((await api("/api/create-checkout-session", { as: member.username, body: {} })).status).toBe(200);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).stripeCustomerId).not.toBeNull();

    expect((await api("/api/users/account", { method: "DELETE", as: member.username })).json).toEqual({ deleted: true });
    expect(await testDb.user.findUnique({ where: { id: member.id } })).toBeNull();
  });

  it("calls Stripe for no one when the member has no Stripe customer", async () => {
    const bystander = await subscribedMember("bystander");
    const member = await createMemberWith("nocustomer");
    expect(member.stripeCustomerId).toBeNull();

    expect((await api("/api/users/account", { method: "DELETE", as: member.username })).json).toEqual({ deleted: true });
    // A Stripe call without a customer would list, and cancel, everyone's subscriptions.
    expect(await subscriptionStatus(bystander.user.stripeSubscriptionId)).toBe("active");
  });
});

describe("the Clerk user.deleted webhook cancels the subscription too", () => {
  it("cancels a paying member's subscription before erasing them, once", async () => {
    const { user } = await subscribedMember("clerkgone");
    const eventId = `msg_billing_${user.id}`;

    expect(await sendClerkWebhook(eventId, userDeleted(user.clerkId))).toMatchObject({ status: 200, json: { duplicate: false } });
    expect(await subscriptionStatus(user.stripeSubscriptionId)).toBe("canceled");
    expect(await testDb.user.findUnique({ where: { id: user.id } })).toBeNull();

    expect(await sendClerkWebhook(eventId, userDeleted(user.clerkId))).toMatchObject({ status: 200, json: { duplicate: true } });
  });

  it("leaves Stripe alone for a member without a customer", async () => {
    const bystander = await subscribedMember("bystander");
    const member = await createMemberWith("nocustomer");

    const { status } = await sendClerkWebhook(`msg_billing_${member.id}`, userDeleted(member.clerkId));
    expect(status).toBe(200);
    expect(await testDb.user.findUnique({ where: { id: member.id } })).toBeNull();
    expect(await subscriptionStatus(bystander.user.stripeSubscriptionId)).toBe("active");
  });
});
