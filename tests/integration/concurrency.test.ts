import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";
import { sendStripeEvent, stripeEvent, stripeFake, subscribedMember, userRow } from "../helpers/stripe";

/**
 * Fifty identical requests at once from one member (a double-click storm, a retrying client):
 * one-time actions take effect exactly once and refuse the rest with 409; toggles (thread like,
 * pin) are serialized by the thread's row lock, so the final state is the one the number of
 * successful calls gives (odd: on, even: off). Never a 5xx, and every counter equals its recount.
 */

const BURST = 50;

function burst(path: string, as: string) {
  return Promise.all(Array.from({ length: BURST }, () => api(path, { as, body: {} })));
}

function statusCounts(responses: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

afterAll(removeCreatedThreads);

describe(`${BURST} concurrent identical requests`, () => {
  it("thread like: every call toggles once, in turn", async () => {
    const author = await createMember("burstauthor");
    const liker = await createMember("burstliker");
    const thread = await createThread(author.id);

    const responses = await burst(`/api/threads/${thread.id}/like`, liker.username);
    expect(statusCounts(responses)).toEqual({ 200: BURST });
    // Serialized toggles alternate: half the calls found it unliked, half found it liked.
    const liked = responses.filter((response) => response.json.wasLiked === false).length;
    expect(liked).toBe(Math.ceil(BURST / 2));
    const finallyLiked = BURST % 2 === 1;
    expect(await testDb.threadReaction.count({ where: { threadId: thread.id, userId: liker.id } })).toBe(finallyLiked ? 1 : 0);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).likesCount).toBe(finallyLiked ? 1 : 0);
    // An unlike withdraws the like's notification: the author hears about this like at most once.
    expect(await testDb.notification.count({ where: { userId: author.id, actorId: liker.id, type: "LIKE" } })).toBe(finallyLiked ? 1 : 0);
    await expectCountersMatchRecount({ userIds: [author.id, liker.id], threadIds: [thread.id] });
  });

  it("pin by staff: every call toggles once, in turn", async () => {
    const author = await createMember("pinauthor");
    const moderator = await createMember("pinmod", { role: "MODERATOR" });
    const thread = await createThread(author.id);

    const responses = await burst(`/api/threads/${thread.id}/pin`, moderator.username);
    expect(statusCounts(responses)).toEqual({ 200: BURST });
    expect(responses.filter((response) => response.json.isPinned).length).toBe(Math.ceil(BURST / 2));
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).isPinned).toBe(BURST % 2 === 1);
    expect(await testDb.notification.count({ where: { userId: author.id, type: "THREAD_PINNED" } })).toBe(BURST % 2);
    await expectCountersMatchRecount({ userIds: [author.id, moderator.id], threadIds: [thread.id] });
  });

  it("reply like: counted once, the rest 409", async () => {
    const author = await createMember("replyauthor");
    const liker = await createMember("replyliker");
    const thread = await createThread(author.id);
    const reply = await api(`/api/threads/${thread.id}/replies`, { as: author.username, body: { content: "Like me once" } });

    const responses = await burst(`/api/replies/${reply.json.id}/like`, liker.username);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(responses.filter((response) => response.status === 409).every((response) => response.json.code === "ALREADY_REACTED")).toBe(true);
    expect((await testDb.reply.findUniqueOrThrow({ where: { id: reply.json.id } })).likesCount).toBe(1);
    expect(await testDb.notification.count({ where: { userId: author.id, type: "LIKE", replyId: reply.json.id } })).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, liker.id], threadIds: [thread.id] });
  });

  it("poll vote: counted once, the rest 409", async () => {
    const author = await createMember("pollauthor");
    const voter = await createMember("pollvoter", { plan: "FREE" });
    const thread = await createThread(author.id, { poll: { question: "Who?", options: ["Red", "Blue"], expiresAt: null } });
    const [red] = thread.poll!.options;

    const responses = await burst(`/api/threads/${thread.id}/poll/${red.id}/vote`, voter.username);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(await testDb.pollVote.count({ where: { pollId: thread.poll!.id } })).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, voter.id], threadIds: [thread.id] });
  });

  it("Post of the Day: marked once, the rest 409", async () => {
    const author = await createMember("potdauthor");
    const marker = await createMember("potdmarker", { plan: "FREE" });
    const thread = await createThread(author.id);

    const responses = await burst(`/api/threads/${thread.id}/potd`, marker.username);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(await testDb.postOfTheDay.count({ where: { userId: marker.id } })).toBe(1);
    expect(await testDb.notification.count({ where: { userId: author.id, type: "POTD" } })).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, marker.id], threadIds: [thread.id] });
  });

  it("Post of the Day on many threads at once: one per day all the same", async () => {
    const author = await createMember("potdmany");
    const marker = await createMember("potdracer", { plan: "FREE" });
    const threads = await Promise.all(Array.from({ length: 20 }, () => createThread(author.id)));

    const responses = await Promise.all(threads.map((thread) => api(`/api/threads/${thread.id}/potd`, { as: marker.username, body: {} })));
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: threads.length - 1 });
    expect(responses.filter((response) => response.status === 409).every((response) => response.json.code === "POTD_ALREADY_USED")).toBe(true);
    await expectCountersMatchRecount({ userIds: [author.id, marker.id], threadIds: threads.map((thread) => thread.id) });
  });
});

describe("Stripe webhooks delivered twice at once, or replayed late and out of order", () => {
  it("applies concurrent duplicate deliveries once", async () => {
    const member = await subscribedMember("dupburst");
    await api("/api/users/update-plan", { as: "admin", body: { clerkUserId: member.user.clerkId, planType: "FREE" } });
    const subscription = await stripeFake.subscriptions.retrieve(member.user.stripeSubscriptionId!);
    const event = stripeEvent("customer.subscription.updated", subscription);
    const notificationsBefore = await testDb.notification.count({ where: { userId: member.user.id } });

    const deliveries = await Promise.all(Array.from({ length: 10 }, () => sendStripeEvent(event)));
    expect(statusCounts(deliveries)).toEqual({ 200: 10 });
    expect(deliveries.filter((delivery) => delivery.json.handled).length).toBe(1);
    expect((await userRow(member.username)).planType).toBe("BASIC");
    expect(await testDb.notification.count({ where: { userId: member.user.id } })).toBe(notificationsBefore + 1);
    expect(await testDb.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("keeps FREE when the whole checkout's events are replayed, in reverse, after the subscription ended", async () => {
    const member = await subscribedMember("replay");
    const subscription = await stripeFake.subscriptions.retrieve(member.user.stripeSubscriptionId!);
    const [invoice] = (await stripeFake.invoices.list({ customer: member.user.stripeCustomerId!, limit: 1 })).data;
    await stripeFake.subscriptions.cancel(subscription.id);
    await sendStripeEvent(stripeEvent("customer.subscription.deleted", await stripeFake.subscriptions.retrieve(subscription.id)));
    expect((await userRow(member.username)).planType).toBe("FREE");

    const replayed = [
      stripeEvent("invoice.paid", invoice),
      stripeEvent("customer.subscription.updated", subscription),
      stripeEvent("customer.subscription.created", subscription),
      stripeEvent("checkout.session.completed", { id: `cs_test_replay_${Date.now()}`, object: "checkout.session", mode: "subscription", customer: member.user.stripeCustomerId, metadata: { userId: member.user.id } }),
    ];
    for (const event of replayed) expect((await sendStripeEvent(event)).status).toBe(200);
    expect(await userRow(member.username)).toMatchObject({ planType: "FREE", subscriptionStatus: "canceled" });
  });
});
