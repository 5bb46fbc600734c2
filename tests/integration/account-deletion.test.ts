import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createThread } from "../helpers/forum-fixtures";
import { createMemberWith, sendClerkWebhook } from "../helpers/members";
import { expectCountersMatchRecount, recountWrittenRows } from "../helpers/recount";

const today = () => new Date(new Date().toISOString().slice(0, 10));

/**
 * A member with a bit of everything: their own thread (poll, image, reactions, replies, a Post of
 * the Day), replies in another member's thread (answered, unanswered, a chain of their own),
 * reactions, a vote, a Post of the Day, notifications received and caused.
 */
async function memberWithHistory(prefix: string) {
  const leaving = await createMemberWith(prefix, { planType: "BASIC" });
  const host = await createMemberWith("host");
  const guest = await createMemberWith("guest");

  const own = await createThread(leaving.id, {
    title: "Leaving soon",
    content: "My last take",
    categoryId: "member_feedback",
    poll: { question: "Stay?", options: ["Yes", "No"], expiresAt: null },
  });
  await testDb.threadMedia.create({ data: { threadId: own.id, url: "https://img.example.com/leaving.png" } });
  const onOwn = await testDb.reply.create({ data: { threadId: own.id, userId: host.id, content: "Don't go" } });
  await testDb.reply.create({ data: { threadId: own.id, userId: guest.id, content: "Agreed", parentReplyId: onOwn.id } });
  await testDb.threadReaction.create({ data: { threadId: own.id, userId: host.id, type: "LIKE" } });
  await testDb.pollVote.create({ data: { pollId: own.poll!.id, optionId: own.poll!.options[0].id, userId: host.id } });
  await testDb.postOfTheDay.create({ data: { threadId: own.id, userId: host.id, day: today() } });

  const hosted = await createThread(host.id, {
    title: "Host's thread",
    content: "Discuss",
    poll: { question: "Who wins?", options: ["A", "B"], expiresAt: null },
  });
  const reply = (userId: string, content: string, parentReplyId?: string) =>
    testDb.reply.create({ data: { threadId: hosted.id, userId, content, parentReplyId } });
  const answered = await reply(leaving.id, "Answered by the guest");
  const guestAnswer = await reply(guest.id, "Guest answers", answered.id);
  const grandchild = await reply(host.id, "Host answers the guest", guestAnswer.id);
  const unanswered = await reply(leaving.id, "Nobody answered this");
  const chainTop = await reply(leaving.id, "Talking to myself");
  const chainChild = await reply(leaving.id, "Still talking to myself", chainTop.id);
  const guestReply = await reply(guest.id, "Guest's own point");
  const answerToGuest = await reply(leaving.id, "Answer to the guest", guestReply.id);

  await testDb.threadReaction.create({ data: { threadId: hosted.id, userId: leaving.id, type: "LIKE" } });
  await testDb.replyReaction.create({ data: { replyId: guestReply.id, userId: leaving.id, type: "LIKE" } });
  await testDb.replyReaction.create({ data: { replyId: answered.id, userId: host.id, type: "LIKE" } });
  await testDb.pollVote.create({ data: { pollId: hosted.poll!.id, optionId: hosted.poll!.options[1].id, userId: leaving.id } });
  await testDb.postOfTheDay.create({ data: { threadId: hosted.id, userId: leaving.id, day: today() } });
  await testDb.replyMedia.create({ data: { replyId: answered.id, url: "https://img.example.com/answered.png" } });

  await testDb.notification.createMany({
    data: [
      { userId: leaving.id, actorId: host.id, type: "LIKE", threadId: own.id, message: "host liked your post" },
      { userId: host.id, actorId: leaving.id, type: "REPLY", threadId: hosted.id, replyId: answered.id, message: "reply" },
      { userId: guest.id, actorId: leaving.id, type: "MENTION", threadId: hosted.id, replyId: answerToGuest.id, message: "mention" },
      { userId: guest.id, actorId: host.id, type: "REPLY", threadId: hosted.id, replyId: grandchild.id, message: "host replied" },
    ],
  });
  await recountWrittenRows({ userIds: [leaving.id, host.id, guest.id], threadIds: [own.id, hosted.id] });

  return {
    leaving, host, guest, own, hosted,
    replies: { answered, guestAnswer, grandchild, unanswered, chainTop, chainChild, guestReply, answerToGuest },
    touched: { userIds: [host.id, guest.id], threadIds: [hosted.id] },
  };
}

async function expectErased(history: Awaited<ReturnType<typeof memberWithHistory>>) {
  const { leaving, own, hosted, replies, touched } = history;
  expect(await testDb.user.findUnique({ where: { id: leaving.id } })).toBeNull();

  // Their thread went with its replies, poll, reactions, media and Post of the Day.
  expect(await testDb.thread.findUnique({ where: { id: own.id } })).toBeNull();
  expect(await testDb.reply.count({ where: { threadId: own.id } })).toBe(0);
  expect(await testDb.poll.count({ where: { threadId: own.id } })).toBe(0);
  expect(await testDb.threadMedia.count({ where: { threadId: own.id } })).toBe(0);
  expect(await testDb.postOfTheDay.count({ where: { threadId: own.id } })).toBe(0);

  // The answered reply stays as "[deleted]" with no author, so the guest's and host's replies stay reachable.
  const placeholder = await testDb.reply.findUniqueOrThrow({ where: { id: replies.answered.id }, include: { reactions: true, media: true } });
  expect(placeholder).toMatchObject({ content: "[deleted]", userId: null, likesCount: 0, reactions: [], media: [] });
  expect(placeholder.deletedAt).not.toBeNull();
  expect(await testDb.reply.findUniqueOrThrow({ where: { id: replies.guestAnswer.id } })).toMatchObject({ parentReplyId: replies.answered.id, content: "Guest answers" });
  expect(await testDb.reply.findUniqueOrThrow({ where: { id: replies.grandchild.id } })).toMatchObject({ parentReplyId: replies.guestAnswer.id });

  // Replies nobody else answered are gone, the guest's reply they answered stays.
  const gone = [replies.unanswered, replies.chainTop, replies.chainChild, replies.answerToGuest].map((r) => r.id);
  expect(await testDb.reply.count({ where: { id: { in: gone } } })).toBe(0);
  expect(await testDb.reply.findUnique({ where: { id: replies.guestReply.id } })).not.toBeNull();

  // Their reactions, votes, Post of the Day marks and notifications are gone; others' notifications stay.
  expect(await testDb.threadReaction.count({ where: { userId: leaving.id } })).toBe(0);
  expect(await testDb.pollVote.count({ where: { userId: leaving.id } })).toBe(0);
  expect(await testDb.postOfTheDay.count({ where: { userId: leaving.id } })).toBe(0);
  expect(await testDb.notification.count({ where: { OR: [{ userId: leaving.id }, { actorId: leaving.id }] } })).toBe(0);
  expect(await testDb.notification.count({ where: { userId: history.guest.id, actorId: history.host.id } })).toBe(1);
  expect(await testDb.notification.count({ where: { userId: history.guest.id } })).toBe(1);

  // The hosted thread now has three live replies: the guest's two and the host's one.
  expect(await testDb.thread.findUniqueOrThrow({ where: { id: hosted.id } })).toMatchObject({ repliesCount: 3, likesCount: 0, potdCount: 0 });

  // Every counter the removal touched already equals what a full recount makes of the rows.
  await expectCountersMatchRecount(touched);
}

describe("DELETE /api/users/account", () => {
  let history: Awaited<ReturnType<typeof memberWithHistory>>;
  let categoryCount: number;

  beforeAll(async () => {
    history = await memberWithHistory("leaving");
    categoryCount = (await testDb.category.findUniqueOrThrow({ where: { id: "member_feedback" } })).threadCount;
  });

  it("refuses another member's userId and signed-out callers", async () => {
    const other = await api("/api/users/account", { method: "DELETE", as: history.leaving.username, body: { userId: history.host.id } });
    expect(other.status).toBe(403);
    expect((await api("/api/users/account", { method: "DELETE" })).status).toBe(401);
    expect(await testDb.user.findUnique({ where: { id: history.leaving.id } })).not.toBeNull();
  });

  it("deletes the member's data, keeps others' reply trees whole and fixes every counter", async () => {
    const { status, json } = await api("/api/users/account", { method: "DELETE", as: history.leaving.username, body: { userId: history.leaving.id } });
    expect(status).toBe(200);
    expect(json).toEqual({ deleted: true });
    await expectErased(history);
    expect((await testDb.category.findUniqueOrThrow({ where: { id: "member_feedback" } })).threadCount).toBe(categoryCount - 1);
  });

  it("signs the deleted member's session out at once", async () => {
    expect((await api("/api/notifications", { as: history.leaving.username })).status).toBe(401);
    expect((await api("/api/users/account", { method: "DELETE", as: history.leaving.username })).status).toBe(401);
  });

  it("works without a body", async () => {
    const member = await createMemberWith("quiet");
    expect((await api("/api/users/account", { method: "DELETE", as: member.username })).json).toEqual({ deleted: true });
    expect(await testDb.user.findUnique({ where: { id: member.id } })).toBeNull();
  });

  it("answers a deletion sent twice at once (a double tap) the same way, and erases once", async () => {
    const twice = await memberWithHistory("twice");
    const answers = await Promise.all([1, 2].map(() => api("/api/users/account", { method: "DELETE", as: twice.leaving.username })));
    expect(answers.map(({ status, json }) => ({ status, json }))).toEqual([1, 2].map(() => ({ status: 200, json: { deleted: true } })));
    await expectErased(twice);
  });

  it("erases once when the member's deletion and Clerk's user.deleted webhook come at once", async () => {
    const both = await memberWithHistory("both");
    const [own, webhook] = await Promise.all([
      api("/api/users/account", { method: "DELETE", as: both.leaving.username }),
      sendClerkWebhook(`msg_both_${both.leaving.id}`, { type: "user.deleted", data: { id: both.leaving.clerkId, object: "user", deleted: true } }),
    ]);
    expect(own.status === 200 || own.status === 401).toBe(true);
    expect(webhook).toMatchObject({ status: 200, json: { received: true } });
    await expectErased(both);
  });
});

describe("Clerk user.deleted webhook", () => {
  it("erases the member the same way, once", async () => {
    const history = await memberWithHistory("erased");
    const eventId = `msg_deleted_${history.leaving.id}`;
    const first = await sendClerkWebhook(eventId, { type: "user.deleted", data: { id: history.leaving.clerkId, object: "user", deleted: true } });
    expect(first).toMatchObject({ status: 200, json: { received: true, duplicate: false } });
    await expectErased(history);
    expect((await api("/api/notifications", { as: history.leaving.username })).status).toBe(401);

    const again = await sendClerkWebhook(eventId, { type: "user.deleted", data: { id: history.leaving.clerkId, object: "user", deleted: true } });
    expect(again).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
  });

  it("accepts the deletion of a user we never stored", async () => {
    const { status } = await sendClerkWebhook(`msg_unknown_${Date.now()}`, { type: "user.deleted", data: { id: "user_never_seen", deleted: true } });
    expect(status).toBe(200);
  });
});
