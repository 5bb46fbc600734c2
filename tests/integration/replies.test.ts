import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";

const postReply = (threadId: string, as: string | undefined, body: unknown) => api(`/api/threads/${threadId}/replies`, { as, body });
const getReplies = (threadId: string, as: string | undefined, query = "") => api(`/api/threads/${threadId}/replies${query}`, { as });
const like = (replyId: string, as?: string) => api(`/api/replies/${replyId}/like`, { as, body: {} });
const dislike = (replyId: string, as?: string) => api(`/api/replies/${replyId}/dislike`, { as, body: {} });
const deleteReply = (replyId: string, as?: string, body: unknown = {}) => api(`/api/replies/${replyId}`, { as, method: "DELETE", body });

const fighterReplyText = "From inside the cage: control without damage doesn't win rounds anymore.";

async function seededPollThread() {
  return testDb.thread.findFirstOrThrow({ where: { title: "Who really won the main event last Saturday?" } });
}

/** A thread by a fresh paid member, and its author. */
async function freshThread(prefix = "author") {
  const author = await createMember(prefix);
  const thread = await createThread(author.id, { title: `Thread by ${author.username}` });
  return { author, thread };
}

async function userRow(id: string) {
  return testDb.user.findUniqueOrThrow({ where: { id }, select: { fightCred: true, repliesCount: true, repliesReceivedCount: true, likesCount: true } });
}

afterAll(removeCreatedThreads);

describe("GET /api/threads/{id}/replies", () => {
  it("returns the seeded three-level tree in creation order, each reply naming its parent", async () => {
    const thread = await seededPollThread();
    const { status, json } = await getReplies(thread.id, "member");
    expect(status).toBe(200);
    expect(json).toHaveLength(3);
    const [top, second, third] = json;
    expect(top).toMatchObject({
      threadId: thread.id,
      parentReplyId: null,
      content: "Red corner clearly. Rounds 2 and 3 were not close.",
      user: { username: "insider", role: "INDUSTRY_PROFESSIONAL", externalId: "user_dev_insider" },
      hasLiked: true,
      likesCount: 1,
      media: [],
      isDeleted: false,
      premiumLocked: false,
    });
    expect(Object.keys(top.user)).toEqual(expect.arrayContaining(["id", "externalId", "role", "username", "imageUrl", "status"]));
    expect(second).toMatchObject({ parentReplyId: top.id, user: { username: "member" }, hasLiked: false });
    expect(third).toMatchObject({ parentReplyId: second.id, content: fighterReplyText, user: { username: "fighter" } });
    expect(new Date(top.createdAt) < new Date(second.createdAt) && new Date(second.createdAt) < new Date(third.createdAt)).toBe(true);
  });

  it("never sends a fighter's reply content to a viewer who is not paid", async () => {
    const thread = await seededPollThread();
    const free = await getReplies(thread.id, "fan");
    expect(free.status).toBe(200);
    expect(free.text).not.toContain(fighterReplyText);
    expect(free.json[2]).toMatchObject({ premiumLocked: true, content: "", media: [], user: { username: "fighter" } });
    expect(free.json[0]).toMatchObject({ premiumLocked: false, content: "Red corner clearly. Rounds 2 and 3 were not close." });

    const fighter = await createMember("fighter", { role: "FIGHTER" });
    const { thread: fresh } = await freshThread();
    const secret = `Camp secret ${fighter.username}: we drill the switch kick 400 times a day.`;
    expect((await postReply(fresh.id, fighter.username, { content: secret })).status).toBe(201);
    const freeView = await getReplies(fresh.id, (await createMember("freeview", { plan: "FREE" })).username);
    expect(freeView.text).not.toContain(secret);
    expect(freeView.json[0]).toMatchObject({ premiumLocked: true, content: "" });
    for (const paidViewer of ["member", "insider", "admin"]) {
      const view = await getReplies(fresh.id, paidViewer);
      expect(view.json[0], paidViewer).toMatchObject({ premiumLocked: false, content: secret });
    }
  });

  it("pages with limit (default 10, at most 100) and offset", async () => {
    const { author, thread } = await freshThread();
    const posted: string[] = [];
    for (let index = 0; index < 12; index++) {
      const { json } = await postReply(thread.id, author.username, { content: `Reply number ${index}` });
      posted.push(json.id);
    }
    const firstPage = await getReplies(thread.id, "fan");
    expect(firstPage.json.map((reply: { id: string }) => reply.id)).toEqual(posted.slice(0, 10));
    const secondPage = await getReplies(thread.id, "fan", "?limit=10&offset=10");
    expect(secondPage.json.map((reply: { id: string }) => reply.id)).toEqual(posted.slice(10));
    expect((await getReplies(thread.id, "fan", "?limit=100&userId=ignored")).json).toHaveLength(12);
    expect((await getReplies(thread.id, "fan", "?limit=5&offset=3")).json.map((reply: { id: string }) => reply.id)).toEqual(posted.slice(3, 8));
  });

  it("rejects bad paging, a missing thread and signed-out callers", async () => {
    const thread = await seededPollThread();
    expect(await getReplies(thread.id, "fan", "?limit=101")).toMatchObject({ status: 400, json: { message: "limit must be between 1 and 100", code: "INVALID_INPUT" } });
    expect(await getReplies(thread.id, "fan", "?limit=0")).toMatchObject({ status: 400 });
    expect(await getReplies(thread.id, "fan", "?limit=ten")).toMatchObject({ status: 400, json: { message: "limit must be a number" } });
    expect(await getReplies(thread.id, "fan", "?offset=-1")).toMatchObject({ status: 400, json: { message: "offset must not be negative" } });
    expect(await getReplies("no-such-thread", "fan")).toMatchObject({ status: 404, json: { message: "Thread not found", code: "NOT_FOUND" } });
    expect((await getReplies(thread.id, undefined)).status).toBe(401);
  });
});

describe("POST /api/threads/{id}/replies", () => {
  it("posts replies three levels deep and returns them in creation order", async () => {
    const { author, thread } = await freshThread();
    const second = await createMember("second");
    const third = await createMember("third");

    const top = await postReply(thread.id, second.username, { content: "  Top-level take  ", userId: second.id });
    expect(top.status).toBe(201);
    expect(top.json).toMatchObject({
      threadId: thread.id,
      parentReplyId: null,
      content: "Top-level take",
      user: { id: second.id, username: second.username, role: "USER" },
      hasLiked: false,
      likesCount: 0,
      isDeleted: false,
      premiumLocked: false,
    });
    const middle = await postReply(thread.id, third.username, { content: "Answering the top", parentReplyId: top.json.id });
    const bottom = await postReply(thread.id, author.username, { content: "Answering the answer", parentReplyId: middle.json.id });
    expect([middle.status, bottom.status]).toEqual([201, 201]);

    const { json } = await getReplies(thread.id, "fan");
    expect(json.map((reply: { id: string; parentReplyId: string | null }) => [reply.id, reply.parentReplyId])).toEqual([
      [top.json.id, null],
      [middle.json.id, top.json.id],
      [bottom.json.id, middle.json.id],
    ]);
    const stored = await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } });
    expect(stored.repliesCount).toBe(3);
    expect(stored.lastActivityAt.toISOString()).toBe(bottom.json.createdAt);
    await expectCountersMatchRecount({ userIds: [author.id, second.id, third.id], threadIds: [thread.id] });
  });

  it("gives Fight Cred for writing and for being answered, never for answering oneself", async () => {
    const { author, thread } = await freshThread();
    const replier = await createMember("replier");
    const before = { author: await userRow(author.id), replier: await userRow(replier.id) };

    const top = await postReply(thread.id, replier.username, { content: "First!" });
    expect(await userRow(replier.id)).toMatchObject({ fightCred: before.replier.fightCred + 1, repliesCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.author.fightCred + 1, repliesReceivedCount: 1 });

    await postReply(thread.id, author.username, { content: "Thanks", parentReplyId: top.json.id });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.author.fightCred + 2, repliesCount: 1, repliesReceivedCount: 1 });
    expect(await userRow(replier.id)).toMatchObject({ fightCred: before.replier.fightCred + 2, repliesReceivedCount: 1 });

    await postReply(thread.id, author.username, { content: "Talking to myself" });
    await postReply(thread.id, replier.username, { content: "Me too", parentReplyId: top.json.id });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.author.fightCred + 3, repliesReceivedCount: 1 });
    expect(await userRow(replier.id)).toMatchObject({ fightCred: before.replier.fightCred + 3, repliesReceivedCount: 1 });
    await expectCountersMatchRecount({ userIds: [author.id, replier.id], threadIds: [thread.id] });
  });

  it("notifies the thread's author, the answered member and mentioned members, never the replier", async () => {
    const { author, thread } = await freshThread();
    const parentAuthor = await createMember("parent");
    const replier = await createMember("replier");
    const mentioned = await createMember("mentioned", { plan: "FREE" });
    const parent = await postReply(thread.id, parentAuthor.username, { content: "Parent reply" });

    const content = `Agreed @${parentAuthor.username}. @${mentioned.username.toUpperCase()} and @${author.username} see this; @${replier.username} @nobody_here_at_all`;
    const reply = await postReply(thread.id, replier.username, { content, parentReplyId: parent.json.id });
    expect(reply.status).toBe(201);

    const notifications = await testDb.notification.findMany({ where: { replyId: reply.json.id }, orderBy: { userId: "asc" } });
    const received = notifications.map((n) => ({ userId: n.userId, type: n.type, actorId: n.actorId, threadId: n.threadId, message: n.message }));
    const about = { actorId: replier.id, threadId: thread.id };
    expect(received).toEqual(
      expect.arrayContaining([
        { ...about, userId: parentAuthor.id, type: "REPLY", message: `${replier.username} replied to your reply in "${thread.title}"` },
        { ...about, userId: author.id, type: "REPLY", message: `${replier.username} replied to your thread "${thread.title}"` },
        { ...about, userId: mentioned.id, type: "MENTION", message: `${replier.username} mentioned you in "${thread.title}"` },
      ]),
    );
    expect(received).toHaveLength(3);

    const ownThread = await postReply(thread.id, author.username, { content: `Replying on my own thread, hi @${author.username}` });
    expect(await testDb.notification.count({ where: { replyId: ownThread.json.id } })).toBe(0);
  });

  it("enforces sign-in, the paid plan, a ban and the body's userId", async () => {
    const { thread } = await freshThread();
    expect(await postReply(thread.id, undefined, { content: "Hi" })).toMatchObject({
      status: 401,
      json: { message: "You must be logged in to reply", code: "UNAUTHORIZED" },
    });
    const free = await postReply(thread.id, "fan", { content: "Hi" });
    expect(free).toMatchObject({ status: 403, json: { error: "UPGRADE_REQUIRED", code: "UPGRADE_REQUIRED" } });
    const banned = await createMember("banned");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true, bannedAt: new Date() } });
    expect((await postReply(thread.id, banned.username, { content: "Hi" })).status).toBe(403);
    expect(await postReply(thread.id, "member", { content: "Hi", userId: "someone-else" })).toMatchObject({ status: 403 });
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(0);
  });

  it("validates the content and the reply being answered", async () => {
    const { thread } = await freshThread();
    const { thread: otherThread } = await freshThread();
    const elsewhere = await postReply(otherThread.id, "member", { content: "Elsewhere" });

    for (const body of [{ content: "   \n " }, {}, { content: "" }]) {
      expect(await postReply(thread.id, "member", body)).toMatchObject({ status: 400, json: { message: "Reply cannot be empty" } });
    }
    expect(await postReply(thread.id, "member", { content: "x".repeat(10_001) })).toMatchObject({
      status: 400,
      json: { message: "Reply cannot be longer than 10,000 characters" },
    });
    expect((await postReply(thread.id, "member", { content: "x".repeat(10_000) })).status).toBe(201);
    expect(await postReply(thread.id, "member", { content: 42 })).toMatchObject({ status: 400 });
    expect(await postReply(thread.id, "member", "not json")).toMatchObject({ status: 400 });
    expect(await postReply(thread.id, "member", { content: "Hi", parentReplyId: "missing" })).toMatchObject({
      status: 404,
      json: { message: "The reply you are answering was not found" },
    });
    expect(await postReply(thread.id, "member", { content: "Hi", parentReplyId: elsewhere.json.id })).toMatchObject({
      status: 400,
      json: { message: "The reply you are answering belongs to another thread" },
    });
    expect(await postReply("no-such-thread", "member", { content: "Hi" })).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    const stored = await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } });
    expect(stored.repliesCount).toBe(1);
  });
});

describe("reply likes and dislikes", () => {
  async function replyBy(prefix: string, options?: Parameters<typeof createMember>[1]) {
    const { thread } = await freshThread();
    const author = await createMember(prefix, options);
    const { json } = await postReply(thread.id, author.username, { content: `A reply by ${author.username}` });
    return { thread, author, reply: json };
  }

  it("likes once: counts it, gives the author Fight Cred and a LIKE notification", async () => {
    const { thread, author, reply } = await replyBy("liked");
    const liker = await createMember("liker", { plan: "FREE" });
    const before = await userRow(author.id);

    const first = await like(reply.id, liker.username);
    expect(first).toMatchObject({ status: 200, json: { id: reply.id, hasLiked: true, likesCount: 1, hasDisliked: false } });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.fightCred + 1, likesCount: before.likesCount + 1 });
    const notifications = await testDb.notification.findMany({ where: { replyId: reply.id, type: "LIKE" } });
    expect(notifications).toMatchObject([{ userId: author.id, actorId: liker.id, message: `${liker.username} liked your reply in "${thread.title}"` }]);

    expect(await like(reply.id, liker.username)).toMatchObject({ status: 409, json: { message: "You have already liked this reply" } });
    expect(await dislike(reply.id, liker.username)).toMatchObject({ status: 409, json: { message: "You have already liked this reply" } });
    expect((await getReplies(thread.id, liker.username)).json[0]).toMatchObject({ hasLiked: true, likesCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.fightCred + 1 });
    await expectCountersMatchRecount({ userIds: [author.id, liker.id], threadIds: [thread.id] });
  });

  it("dislikes once, with no Fight Cred or notification, and then refuses a like", async () => {
    const { thread, author, reply } = await replyBy("disliked");
    const before = await userRow(author.id);
    expect(await dislike(reply.id, "fan")).toMatchObject({ status: 200, json: { hasDisliked: true, hasLiked: false, dislikesCount: 1, likesCount: 0 } });
    expect(await like(reply.id, "fan")).toMatchObject({ status: 409, json: { message: "You have already disliked this reply" } });
    expect(await dislike(reply.id, "fan")).toMatchObject({ status: 409, json: { message: "You have already disliked this reply" } });
    expect(await userRow(author.id)).toEqual(before);
    expect(await testDb.notification.count({ where: { userId: author.id } })).toBe(0);
    await expectCountersMatchRecount({ userIds: [author.id], threadIds: [thread.id] });
  });

  it("refuses one's own reply, a signed-out caller, a missing reply and a locked fighter reply", async () => {
    const { author, reply } = await replyBy("selfish");
    expect(await like(reply.id, author.username)).toMatchObject({ status: 403, json: { message: "You cannot like your own reply" } });
    expect(await dislike(reply.id, author.username)).toMatchObject({ status: 403, json: { message: "You cannot dislike your own reply" } });
    expect(await like(reply.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to like" } });
    expect(await dislike(reply.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to dislike" } });
    expect(await like("no-such-reply", "member")).toMatchObject({ status: 404, json: { message: "Reply not found" } });
    expect(await like(reply.id, "member")).toMatchObject({ status: 200 });
    expect(await api(`/api/replies/${reply.id}/like`, { as: "fan", body: { userId: "someone-else" } })).toMatchObject({ status: 403 });

    const fighterReply = await replyBy("fighter", { role: "FIGHTER" });
    expect(await like(fighterReply.reply.id, "fan")).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED" } });
    expect(await like(fighterReply.reply.id, "member")).toMatchObject({ status: 200 });
  });

  it("counts exactly one of 20 identical concurrent likes and never fails with 5xx", async () => {
    const { thread, author, reply } = await replyBy("popular");
    const liker = await createMember("eager");
    const before = await userRow(author.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => like(reply.id, liker.username)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await testDb.replyReaction.count({ where: { replyId: reply.id } })).toBe(1);
    expect(await testDb.reply.findUniqueOrThrow({ where: { id: reply.id } })).toMatchObject({ likesCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.fightCred + 1 });
    expect(await testDb.notification.count({ where: { replyId: reply.id, type: "LIKE" } })).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, liker.id], threadIds: [thread.id] });
  });
});

describe("DELETE /api/replies/{id}", () => {
  it("removes the author's reply without answers and takes back its counters", async () => {
    const { author, thread } = await freshThread();
    const replier = await createMember("regret");
    const before = { author: await userRow(author.id), replier: await userRow(replier.id) };
    const first = await postReply(thread.id, replier.username, { content: "Keeps" });
    const second = await postReply(thread.id, replier.username, { content: "Regrettable" });
    await like(second.json.id, author.username);

    const removed = await deleteReply(second.json.id, replier.username, { userId: replier.id, role: "USER" });
    expect(removed).toMatchObject({ status: 200, json: { id: second.json.id, deleted: true, keptAsPlaceholder: false } });
    expect(await testDb.reply.findUnique({ where: { id: second.json.id } })).toBeNull();
    expect(await testDb.replyReaction.count({ where: { replyId: second.json.id } })).toBe(0);
    const stored = await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } });
    expect(stored.repliesCount).toBe(1);
    expect(stored.lastActivityAt.toISOString()).toBe(first.json.createdAt);
    expect(await userRow(replier.id)).toMatchObject({ fightCred: before.replier.fightCred + 1, repliesCount: 1, likesCount: 0 });
    expect(await userRow(author.id)).toMatchObject({ fightCred: before.author.fightCred + 1, repliesReceivedCount: 1 });
    await expectCountersMatchRecount({ userIds: [author.id, replier.id], threadIds: [thread.id] });
  });

  it("keeps a reply with answers as [deleted] so the tree stays whole, and prunes it once its answers go", async () => {
    const { author, thread } = await freshThread();
    const parentAuthor = await createMember("parent");
    const childAuthor = await createMember("child");
    const parent = await postReply(thread.id, parentAuthor.username, { content: "The original take" });
    const child = await postReply(thread.id, childAuthor.username, { content: "An answer", parentReplyId: parent.json.id });
    await like(parent.json.id, childAuthor.username);

    const deleted = await deleteReply(parent.json.id, parentAuthor.username);
    expect(deleted).toMatchObject({ status: 200, json: { keptAsPlaceholder: true } });
    const { json } = await getReplies(thread.id, "member");
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: parent.json.id, content: "[deleted]", user: null, isDeleted: true, likesCount: 0, media: [] });
    expect(json[1]).toMatchObject({ id: child.json.id, parentReplyId: parent.json.id, content: "An answer" });
    expect(JSON.stringify(json)).not.toContain("The original take");
    expect(await testDb.reply.findUniqueOrThrow({ where: { id: parent.json.id } })).toMatchObject({ userId: null, content: "[deleted]" });
    expect(await testDb.notification.count({ where: { replyId: parent.json.id } })).toBe(0);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).repliesCount).toBe(1);
    await expectCountersMatchRecount({ userIds: [author.id, parentAuthor.id, childAuthor.id], threadIds: [thread.id] });

    expect(await deleteReply(parent.json.id, "admin")).toMatchObject({ status: 404, json: { message: "Reply not found" } });
    expect(await like(parent.json.id, "member")).toMatchObject({ status: 404 });
    expect(await postReply(thread.id, "member", { content: "Hi", parentReplyId: parent.json.id })).toMatchObject({
      status: 400,
      json: { message: "You cannot reply to a deleted reply" },
    });

    expect((await deleteReply(child.json.id, childAuthor.username)).status).toBe(200);
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(0);
    expect((await testDb.thread.findUniqueOrThrow({ where: { id: thread.id } })).repliesCount).toBe(0);
    await expectCountersMatchRecount({ userIds: [author.id, parentAuthor.id, childAuthor.id], threadIds: [thread.id] });
  });

  it("lets moderators and admins delete any reply, and nobody else whatever role they claim", async () => {
    const { author, thread } = await freshThread();
    const replier = await createMember("target");
    const first = await postReply(thread.id, replier.username, { content: "One" });
    const second = await postReply(thread.id, replier.username, { content: "Two" });

    expect(await deleteReply(first.json.id, "member", { role: "ADMIN" })).toMatchObject({
      status: 403,
      json: { message: "You can only delete your own replies", code: "FORBIDDEN" },
    });
    expect((await deleteReply(first.json.id, author.username)).status).toBe(403);
    expect(await deleteReply(first.json.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to delete" } });
    expect(await deleteReply("no-such-reply", "admin")).toMatchObject({ status: 404 });

    expect((await deleteReply(first.json.id, "mod")).status).toBe(200);
    expect((await deleteReply(second.json.id, "admin")).status).toBe(200);
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(0);
    await expectCountersMatchRecount({ userIds: [author.id, replier.id], threadIds: [thread.id] });
  });
});

describe("PUT /api/replies/{id}", () => {
  const editReply = (replyId: string, as: string | undefined, body: unknown) => api(`/api/replies/${replyId}`, { as, method: "PUT", body });
  const contentOf = async (replyId: string) => (await testDb.reply.findUniqueOrThrow({ where: { id: replyId }, select: { content: true } })).content;

  it("lets the author change the text within the hour, marked as edited and found by search under the new words", async () => {
    const { thread } = await freshThread();
    const replier = await createMember("editor");
    const posted = await postReply(thread.id, replier.username, { content: "Takedowns win it." });
    expect(posted.json.editedAt).toBeNull();

    const edited = await editReply(posted.json.id, replier.username, { content: "  Takedowns and **cage control** win it.  ", userId: replier.id });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ id: posted.json.id, content: "Takedowns and **cage control** win it.", user: { username: replier.username } });
    expect(Date.parse(edited.json.editedAt)).toBeGreaterThanOrEqual(Date.parse(posted.json.createdAt));

    const listed = (await getReplies(thread.id, "member")).json.find((reply: { id: string }) => reply.id === posted.json.id);
    expect(listed).toMatchObject({ content: "Takedowns and **cage control** win it.", editedAt: edited.json.editedAt });
    const found = await api(`/api/search?type=replies&q=${encodeURIComponent("cage control")}&author=${replier.username}`, { as: "member" });
    expect(found.json.results.map((result: { id: string }) => result.id)).toEqual([posted.json.id]);
  });

  it("refuses anyone but the author, whatever their role, and a signed-out caller", async () => {
    const { author, thread } = await freshThread();
    const replier = await createMember("owner");
    const posted = await postReply(thread.id, replier.username, { content: "Mine to change." });
    for (const other of [author.username, "member", "mod", "admin"]) {
      expect(await editReply(posted.json.id, other, { content: "Not yours." }), other).toMatchObject({
        status: 403,
        json: { code: "FORBIDDEN", message: "You can only edit your own replies." },
      });
    }
    expect(await editReply(posted.json.id, undefined, { content: "Anonymous" })).toMatchObject({ status: 401, json: { message: "You must be logged in to edit a reply" } });
    expect(await editReply(posted.json.id, replier.username, { content: "Hi", userId: "someone-else" })).toMatchObject({ status: 403 });
    expect(await contentOf(posted.json.id)).toBe("Mine to change.");
  });

  it("refuses after the hour, in a locked thread, for a deleted or missing reply, and for a banned member or one whose plan ended", async () => {
    const { thread } = await freshThread();
    const replier = await createMember("late");
    const late = await postReply(thread.id, replier.username, { content: "Posted long ago." });
    await testDb.reply.update({ where: { id: late.json.id }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    expect(await editReply(late.json.id, replier.username, { content: "Too late." })).toMatchObject({
      status: 403,
      json: { code: "EDIT_WINDOW_CLOSED", message: "Posts can only be edited within the first 1 hour after they're published" },
    });

    const fresh = await postReply(thread.id, replier.username, { content: "Just posted." });
    await testDb.thread.update({ where: { id: thread.id }, data: { isLocked: true } });
    expect(await editReply(fresh.json.id, replier.username, { content: "Locked out." })).toMatchObject({ status: 403, json: { code: "THREAD_LOCKED" } });
    await testDb.thread.update({ where: { id: thread.id }, data: { isLocked: false } });

    await testDb.user.update({ where: { id: replier.id }, data: { planType: "FREE" } });
    expect(await editReply(fresh.json.id, replier.username, { content: "On the free plan." })).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED" } });
    await testDb.user.update({ where: { id: replier.id }, data: { planType: "BASIC", isBanned: true, bannedAt: new Date() } });
    expect(await editReply(fresh.json.id, replier.username, { content: "Banned." })).toMatchObject({ status: 403, json: { code: "BANNED" } });
    await testDb.user.update({ where: { id: replier.id }, data: { isBanned: false, bannedAt: null } });

    expect((await deleteReply(fresh.json.id, replier.username)).status).toBe(200);
    expect(await editReply(fresh.json.id, replier.username, { content: "Gone." })).toMatchObject({ status: 404, json: { message: "Reply not found" } });
    expect(await editReply("no-such-reply", replier.username, { content: "Nothing." })).toMatchObject({ status: 404 });
    expect(await contentOf(late.json.id)).toBe("Posted long ago.");
  });

  it("validates the text as a new reply's", async () => {
    const { thread } = await freshThread();
    const replier = await createMember("checker");
    const posted = await postReply(thread.id, replier.username, { content: "Valid." });
    expect(await editReply(posted.json.id, replier.username, { content: "   " })).toMatchObject({ status: 400, json: { message: "Reply cannot be empty" } });
    expect(await editReply(posted.json.id, replier.username, {})).toMatchObject({ status: 400, json: { message: "Reply cannot be empty" } });
    expect(await editReply(posted.json.id, replier.username, { content: "x".repeat(10_001) })).toMatchObject({
      status: 400,
      json: { message: "Reply cannot be longer than 10,000 characters" },
    });
    expect(await contentOf(posted.json.id)).toBe("Valid.");
  });

  it("tells only the members an edit newly mentions, never the editor", async () => {
    const { thread } = await freshThread();
    const [replier, first, added] = await Promise.all([createMember("mentioner"), createMember("first"), createMember("added")]);
    const posted = await postReply(thread.id, replier.username, { content: `Ask @${first.username}.` });
    const edited = await editReply(posted.json.id, replier.username, { content: `Ask @${first.username}, @${added.username.toUpperCase()} and @${replier.username}.` });
    expect(edited.status, edited.text).toBe(200);

    const mentions = await testDb.notification.findMany({ where: { replyId: posted.json.id, type: "MENTION" }, select: { userId: true, actorId: true, threadId: true, message: true } });
    const about = { actorId: replier.id, threadId: thread.id, message: `${replier.username} mentioned you in "${thread.title}"` };
    expect(mentions).toHaveLength(2);
    expect(mentions).toEqual(expect.arrayContaining([{ ...about, userId: first.id }, { ...about, userId: added.id }]));
  });

  it("keeps a pro fighter's edited reply from a viewer who is not paid", async () => {
    const { thread } = await freshThread();
    const fighter = await createMember("editfighter", { role: "FIGHTER" });
    const posted = await postReply(thread.id, fighter.username, { content: "Camp notes." });
    expect((await editReply(posted.json.id, fighter.username, { content: "Edited camp secret." })).status).toBe(200);
    const free = await getReplies(thread.id, "fan");
    expect(free.text).not.toContain("Edited camp secret.");
    expect(free.json.find((reply: { id: string }) => reply.id === posted.json.id)).toMatchObject({ content: "", premiumLocked: true });
  });
});
