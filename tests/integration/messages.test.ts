import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember } from "../helpers/forum-fixtures";
import { sendClerkWebhook } from "../helpers/members";
import { openEventStream } from "../helpers/sse";
import { MESSAGE_MAX_LENGTH } from "@/lib/validation/limits";

/**
 * Private messages (lib/messages/messages.ts): a paid member (or a role that counts as paid) writes
 * to any member but themself, neither having blocked the other; both read the conversation, newest
 * first; the recipient is told once per run of messages they have not read; reading it marks the
 * conversation and its notices read.
 */

interface Message {
  id: string;
  content: string;
  createdAt: string;
  fromYou: boolean;
  unsent: boolean;
  seen: boolean;
}

interface Conversation {
  id: string;
  member: { id: string; username: string };
  lastMessage: Message;
  unread: boolean;
}

type Member = Awaited<ReturnType<typeof createMember>>;

async function send(from: Member, to: { id: string }, content: string) {
  const response = await api<Message>(`/api/users/${to.id}/messages`, { as: from.username, body: { content } });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

async function messages(as: Member, withMember: { id: string }, query = "") {
  const response = await api<Message[]>(`/api/users/${withMember.id}/messages${query}`, { as: as.username });
  expect(response.status, response.text).toBe(200);
  return response;
}

async function conversations(as: Member, query = "") {
  const response = await api<Conversation[]>(`/api/conversations${query}`, { as: as.username });
  expect(response.status, response.text).toBe(200);
  return response;
}

const inbox = async (as: Member) =>
  (await api<{ unreadCount: number; latestMessageAt: string | null; latestUnsentAt: string | null; latestSeenAt: string | null }>("/api/conversations/events?poll=1", { as: as.username })).json;

const noticesOf = (member: Member) => testDb.notification.findMany({ where: { userId: member.id, type: "DIRECT_MESSAGE" }, orderBy: { createdAt: "asc" } });

describe("private messages", () => {
  it("start a conversation both members read, newest first, and tell the recipient once per unread run", async () => {
    const [fan, fighter] = await Promise.all([createMember("dmfan"), createMember("dmfighter", { role: "FIGHTER", plan: "FREE" })]);
    const first = await send(fan, fighter, "  Great fight last night!  ");
    expect(first).toMatchObject({ content: "Great fight last night!", fromYou: true });
    const second = await send(fan, fighter, "When is the next one?");

    expect((await messages(fighter, fan)).json.map((message) => [message.id, message.fromYou])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    const { clerkId } = await testDb.user.findUniqueOrThrow({ where: { id: fighter.id }, select: { clerkId: true } });
    expect((await messages(fan, { id: clerkId })).json.map((message) => [message.id, message.fromYou])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);

    expect((await noticesOf(fighter)).map((notice) => [notice.actorId, notice.message, notice.isRead])).toEqual([[fan.id, `${fan.username} sent you a message`, false]]);
    expect((await conversations(fighter)).json).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: fan.id, username: fan.username }), lastMessage: expect.objectContaining({ content: "When is the next one?", fromYou: false }), unread: true }),
    ]);
    expect((await conversations(fan)).json[0]).toMatchObject({ member: { id: fighter.id }, lastMessage: { fromYou: true }, unread: false });
    expect(await inbox(fighter)).toEqual({ unreadCount: 1, latestMessageAt: second.createdAt, latestUnsentAt: null, latestSeenAt: null });

    const read = await api(`/api/users/${fan.id}/messages/read`, { as: fighter.username, method: "PUT", body: {} });
    expect(read.status, read.text).toBe(200);
    expect(read.json).toEqual({ unread: false });
    expect((await conversations(fighter)).json[0].unread).toBe(false);
    expect((await noticesOf(fighter)).map((notice) => notice.isRead)).toEqual([true]);
    expect((await inbox(fighter)).unreadCount).toBe(0);

    // A new run after reading it is told again; the answer tells the fan.
    await send(fan, fighter, "Also: great walkout song.");
    expect(await noticesOf(fighter)).toHaveLength(2);
    await send(fighter, fan, "Thanks, see you at the next one");
    expect((await noticesOf(fan)).map((notice) => notice.actorId)).toEqual([fighter.id]);
    expect((await conversations(fan)).json[0]).toMatchObject({ lastMessage: { content: "Thanks, see you at the next one", fromYou: false }, unread: true });
    await testDb.user.deleteMany({ where: { id: { in: [fan.id, fighter.id] } } });
  });

  it("cut a long last message short in the inbox, on one line", async () => {
    const [from, to] = await Promise.all([createMember("dmlongfrom"), createMember("dmlongto")]);
    await send(from, to, `First line\n\n${"word ".repeat(100)}`);
    const { lastMessage } = (await conversations(to)).json[0];
    expect(lastMessage.content.startsWith("First line word word")).toBe(true);
    expect(lastMessage.content.endsWith("…")).toBe(true);
    expect(lastMessage.content.length).toBeLessThanOrEqual(140);
    expect((await messages(to, from)).json[0].content).toBe(`First line\n\n${"word ".repeat(100)}`.trim());
    await testDb.user.deleteMany({ where: { id: { in: [from.id, to.id] } } });
  });

  it("page the conversation and the inbox by cursor, without repeating or skipping", async () => {
    const [viewer, ...others] = await Promise.all([createMember("dmpager"), createMember("dmpageone"), createMember("dmpagetwo"), createMember("dmpagethree")]);
    const sent: Message[] = [];
    for (const content of ["one", "two", "three", "four", "five"]) sent.push(await send(viewer, others[0], content));
    for (const other of others.slice(1)) await send(other, viewer, "hello");

    const paged: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await messages(viewer, others[0], `?limit=2&cursor=${cursor}`);
      paged.push(...page.json.map((message) => message.content));
      cursor = page.headers.get("x-next-cursor");
    }
    expect(paged).toEqual(["five", "four", "three", "two", "one"]);

    const withWhom: string[] = [];
    cursor = "";
    while (cursor !== null) {
      const page = await conversations(viewer, `?limit=1&cursor=${cursor}`);
      withWhom.push(...page.json.map((conversation) => conversation.member.id));
      cursor = page.headers.get("x-next-cursor");
    }
    expect(withWhom).toEqual([others[2].id, others[1].id, others[0].id]);
    await testDb.user.deleteMany({ where: { id: { in: [viewer.id, ...others.map((other) => other.id)] } } });
  });

  it("answer a message sent again with its Idempotency-Key with the first, told once, and refuse the key for another", async () => {
    const [from, to] = await Promise.all([createMember("dmkeyfrom"), createMember("dmkeyto")]);
    const headers = { "Idempotency-Key": `dm-${from.id}` };
    const sendWithKey = (content: string) => api<Message>(`/api/users/${to.id}/messages`, { as: from.username, body: { content }, headers });
    const [first, again] = await Promise.all([sendWithKey("Lost answer"), sendWithKey("Lost answer")]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.id).toBe(first.json.id);
    expect((await messages(to, from)).json).toHaveLength(1);
    expect(await noticesOf(to)).toHaveLength(1);
    const reused = await sendWithKey("Something else");
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect((await messages(to, from)).json).toHaveLength(1);
    await testDb.user.deleteMany({ where: { id: { in: [from.id, to.id] } } });
  });

  it("make one conversation of two first messages sent at once", async () => {
    const [one, two] = await Promise.all([createMember("dmraceone"), createMember("dmracetwo")]);
    await Promise.all([send(one, two, "Hi"), send(two, one, "Hey")]);
    expect(await testDb.conversationMember.count({ where: { userId: { in: [one.id, two.id] } } })).toBe(2);
    expect((await messages(one, two)).json).toHaveLength(2);
    await testDb.user.deleteMany({ where: { id: { in: [one.id, two.id] } } });
  });

  it("let a free member read what they were sent, but not answer", async () => {
    const [paid, free] = await Promise.all([createMember("dmpaid"), createMember("dmfree", { plan: "FREE" })]);
    await send(paid, free, "Welcome to the forum");
    expect((await messages(free, paid)).json).toHaveLength(1);
    expect((await conversations(free)).json[0]).toMatchObject({ member: { id: paid.id }, unread: true });
    const answer = await api(`/api/users/${paid.id}/messages`, { as: free.username, body: { content: "Thanks" } });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: "UPGRADE_REQUIRED", message: "You need to upgrade your plan to access this feature." });
    await testDb.user.deleteMany({ where: { id: { in: [paid.id, free.id] } } });
  });

  it("refuse what may not be sent, with a clear message, and change nothing", async () => {
    const [sender, blocker, blocked, banned, moderator] = await Promise.all([
      createMember("dmsender"),
      createMember("dmblocker"),
      createMember("dmblocked"),
      createMember("dmbanned"),
      createMember("dmmod", { role: "MODERATOR", plan: "FREE" }),
    ]);
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true } });
    await testDb.memberRestriction.createMany({
      data: [
        { userId: blocker.id, targetId: sender.id, kind: "BLOCK" },
        { userId: sender.id, targetId: blocked.id, kind: "BLOCK" },
        // Staff cannot be blocked: the moderator still writes to the member.
        { userId: blocker.id, targetId: moderator.id, kind: "BLOCK" },
      ],
    });
    const cases: [Member | null, string, unknown, number, string][] = [
      [null, blocker.id, { content: "Hi" }, 401, "You must be logged in to send a message"],
      [sender, sender.id, { content: "Hi" }, 400, "You cannot message yourself"],
      [sender, "no_such_member", { content: "Hi" }, 404, "User not found"],
      [sender, blocker.id, { content: "   " }, 400, "Message cannot be empty"],
      [sender, blocker.id, {}, 400, "Message cannot be empty"],
      [sender, blocker.id, { content: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, 400, `Message cannot be longer than ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`],
      [sender, blocker.id, { content: "Hi" }, 403, "You cannot message this member: they have blocked you."],
      [sender, blocked.id, { content: "Hi" }, 403, "You blocked this member. Unblock them on their profile to send a message."],
      [banned, sender.id, { content: "Hi" }, 403, "Your account has been banned from posting."],
    ];
    for (const [as, to, body, status, message] of cases) {
      const response = await api(`/api/users/${to}/messages`, { as: as?.username, body });
      expect({ status: response.status, message: response.json?.message }, `${as?.username ?? "signed out"} to ${to}`).toEqual({ status, message });
    }
    expect(await testDb.directMessage.count({ where: { senderId: { in: [sender.id, banned.id] } } })).toBe(0);
    expect(await testDb.conversationMember.count({ where: { userId: { in: [sender.id, banned.id] } } })).toBe(0);
    expect(await testDb.notification.count({ where: { userId: { in: [blocker.id, blocked.id, sender.id] }, type: "DIRECT_MESSAGE" } })).toBe(0);

    await send(moderator, blocker, "A word from the moderators");
    expect(await noticesOf(blocker)).toHaveLength(1);
    expect((await api(`/api/users/no_such_member/messages`, { as: sender.username })).status).toBe(404);
    expect((await api("/api/conversations")).status).toBe(401);
    await testDb.user.deleteMany({ where: { id: { in: [sender.id, blocker.id, blocked.id, banned.id, moderator.id] } } });
  });

  it("reach a member who takes them only from members they follow from those, from members they wrote to and from staff; others are refused", async () => {
    const [fighter, stranger, followed, written, moderator] = await Promise.all([
      createMember("dmclosedpro", { role: "FIGHTER", plan: "FREE" }),
      createMember("dmstranger"),
      createMember("dmfollowed"),
      createMember("dmwritten"),
      createMember("dmclosedmod", { role: "MODERATOR", plan: "FREE" }),
    ]);
    const setting = (messagesFrom: unknown) => api<{ messagesFrom: string }>("/api/users/me", { as: fighter.username, method: "PATCH", body: { messagesFrom } });
    expect((await api<{ messagesFrom: string }>("/api/users/me", { as: fighter.username })).json.messagesFrom).toBe("EVERYONE");
    expect(await setting("NOBODY")).toMatchObject({ status: 400, json: { code: "INVALID_INPUT", message: "messagesFrom is EVERYONE or FOLLOWED" } });
    expect(await setting("FOLLOWED")).toMatchObject({ status: 200, json: { messagesFrom: "FOLLOWED" } });
    expect((await api(`/api/users/${followed.id}/follow`, { as: fighter.username, method: "PUT", body: {} })).status).toBe(200);
    await send(fighter, written, "Thanks for the support");

    const refused = await api(`/api/users/${fighter.id}/messages`, { as: stranger.username, body: { content: "Hi champ" } });
    expect({ status: refused.status, ...refused.json }).toMatchObject({ status: 403, code: "MESSAGES_CLOSED", message: "This member only takes messages from members they follow." });
    // Following the fighter is not enough: the fighter must follow them.
    expect((await api(`/api/users/${fighter.id}/follow`, { as: stranger.username, method: "PUT", body: {} })).status).toBe(200);
    expect((await api(`/api/users/${fighter.id}/messages`, { as: stranger.username, body: { content: "Hi champ" } })).status).toBe(403);
    expect(await testDb.directMessage.count({ where: { senderId: stranger.id } })).toBe(0);
    expect(await testDb.notification.count({ where: { userId: fighter.id, actorId: stranger.id, type: "DIRECT_MESSAGE" } })).toBe(0);

    await send(followed, fighter, "From a member you follow");
    await send(written, fighter, "Answering your message");
    await send(moderator, fighter, "A word from the moderators");
    expect((await messages(fighter, followed)).json.map(({ content }) => content)).toEqual(["From a member you follow"]);

    expect(await setting("EVERYONE")).toMatchObject({ status: 200, json: { messagesFrom: "EVERYONE" } });
    await send(stranger, fighter, "Hi champ");
  });

  it("leave a conversation a member deleted out of their inbox, for them alone, until a new message brings it back with what follows", async () => {
    const [fan, pro, stranger] = await Promise.all([createMember("dmclear"), createMember("dmclearpro"), createMember("dmclearstranger")]);
    await send(fan, pro, "First");
    await send(pro, fan, "Second");
    expect(await inbox(fan)).toMatchObject({ unreadCount: 1 });
    const deleteWith = (as: Member | null, memberId: string) => api(`/api/users/${memberId}/messages`, { as: as?.username, method: "DELETE", body: {} });

    expect(await deleteWith(fan, pro.id)).toMatchObject({ status: 200, json: { deleted: true } });
    expect((await conversations(fan)).json.map((conversation) => conversation.member.id)).not.toContain(pro.id);
    expect((await messages(fan, pro)).json).toEqual([]);
    expect(await inbox(fan)).toMatchObject({ unreadCount: 0 });
    expect(await testDb.notification.count({ where: { userId: fan.id, type: "DIRECT_MESSAGE", isRead: false } })).toBe(0);
    // The other member keeps the whole conversation.
    expect((await messages(pro, fan)).json.map(({ content }) => content)).toEqual(["Second", "First"]);
    expect((await conversations(pro)).json.map((conversation) => conversation.member.id)).toContain(fan.id);

    for (const [as, memberId, status, message] of [
      [fan, pro.id, 404, "You have no messages with this member"],
      [fan, stranger.id, 404, "You have no messages with this member"],
      [fan, "no_such_member", 404, "User not found"],
      [null, pro.id, 401, "You must be logged in to read your messages"],
    ] as const) {
      const response = await deleteWith(as, memberId);
      expect({ status: response.status, message: response.json?.message }, `${as?.username ?? "signed out"} with ${memberId}`).toEqual({ status, message });
    }

    // A new message brings the conversation back, with what follows the deletion only.
    await send(pro, fan, "Third");
    expect((await conversations(fan)).json.find((conversation) => conversation.member.id === pro.id)).toMatchObject({ unread: true, lastMessage: { content: "Third" } });
    expect((await messages(fan, pro)).json.map(({ content }) => content)).toEqual(["Third"]);
    expect(await testDb.notification.count({ where: { userId: fan.id, type: "DIRECT_MESSAGE", isRead: false } })).toBe(1);
  });

  it("let a sender unsend a message for both members, who see that it was and not what it said; nobody else may", async () => {
    const [fan, pro, stranger, moderator] = await Promise.all([
      createMember("dmunsend"),
      createMember("dmunsendpro"),
      createMember("dmunsendstranger"),
      createMember("dmunsendmod", { role: "MODERATOR", plan: "FREE" }),
    ]);
    const kept = await send(fan, pro, "Good luck on Saturday");
    const regret = await send(fan, pro, "Your coach is a fraud");
    const inboxBefore = await inbox(pro);
    const unsend = (as: Member | null, messageId: string) => api<Message & { message?: string }>(`/api/messages/${messageId}`, { as: as?.username, method: "DELETE", body: {} });

    for (const [as, status, message] of [
      [pro, 403, "You can only unsend messages you sent."],
      [stranger, 404, "Message not found"],
      [moderator, 404, "Message not found"],
      [null, 401, "You must be logged in to unsend a message"],
    ] as const) {
      const response = await unsend(as, regret.id);
      expect({ status: response.status, message: response.json?.message }, as?.username ?? "signed out").toEqual({ status, message });
    }
    expect((await unsend(fan, "no_such_message")).status).toBe(404);
    expect((await messages(pro, fan)).json.map(({ content }) => content), "nothing changed").toEqual(["Your coach is a fraud", "Good luck on Saturday"]);

    const answer = await unsend(fan, regret.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ id: regret.id, content: "", createdAt: regret.createdAt, fromYou: true, unsent: true, seen: false });
    expect(await unsend(fan, regret.id), "again: the same answer").toMatchObject({ status: 200, json: { id: regret.id, unsent: true } });
    for (const [as, other, fromYou] of [
      [pro, fan, false],
      [fan, pro, true],
    ] as const) {
      expect((await messages(as, other)).json).toEqual([
        { id: regret.id, content: "", createdAt: regret.createdAt, fromYou, unsent: true, seen: false },
        { id: kept.id, content: "Good luck on Saturday", createdAt: kept.createdAt, fromYou, unsent: false, seen: false },
      ]);
      expect((await conversations(as)).json.find((conversation) => conversation.member.id === other.id)?.lastMessage).toMatchObject({ id: regret.id, content: "", unsent: true });
    }
    // Its text is gone from the database, and both inboxes' live state moved, so open pages read the conversation again.
    expect((await testDb.directMessage.findUniqueOrThrow({ where: { id: regret.id } })).content).toBe("");
    const inboxAfter = await inbox(pro);
    expect(inboxAfter).toMatchObject({ unreadCount: inboxBefore.unreadCount, latestMessageAt: inboxBefore.latestMessageAt });
    expect(inboxAfter.latestUnsentAt).not.toBeNull();
    expect((await inbox(fan)).latestUnsentAt).toBe(inboxAfter.latestUnsentAt);
    await testDb.user.deleteMany({ where: { id: { in: [fan.id, pro.id, stranger.id, moderator.id] } } });
  });

  it("take back the recipient's unread notice when the sender unsends all they had not read, so the next message rings again", async () => {
    const [fan, pro] = await Promise.all([createMember("dmtakeback"), createMember("dmtakebackpro")]);
    const unsend = (messageId: string) => api(`/api/messages/${messageId}`, { as: fan.username, method: "DELETE", body: {} });
    const unreadNotices = async () => (await noticesOf(pro)).filter((notice) => !notice.isRead).length;
    const unreadWithFan = async () => (await conversations(pro)).json.find((conversation) => conversation.member.id === fan.id)?.unread;

    const only = await send(fan, pro, "Wrong chat, sorry");
    expect([await unreadNotices(), await unreadWithFan()]).toEqual([1, true]);
    expect((await unsend(only.id)).status).toBe(200);
    expect([await unreadNotices(), await unreadWithFan()], "nothing of the fan's left to read").toEqual([0, false]);

    // The next message is a new run: it rings again. Unsending one of two unread leaves the notice.
    const kept = await send(fan, pro, "Are you cornering Saturday?");
    const regret = await send(fan, pro, "Bring the good tape");
    expect([await unreadNotices(), await unreadWithFan()]).toEqual([1, true]);
    expect((await unsend(regret.id)).status).toBe(200);
    expect([await unreadNotices(), await unreadWithFan()], `"${kept.content}" is still unread`).toEqual([1, true]);
    await testDb.user.deleteMany({ where: { id: { in: [fan.id, pro.id] } } });
  });

  it("show the sender which of their messages the recipient read, live on their inbox's stream, while both share read receipts", async () => {
    const [fan, fighter] = await Promise.all([createMember("rrfan"), createMember("rrfighter")]);
    const seenOf = async (as: Member, withMember: Member) => (await messages(as, withMember)).json.map((message) => [message.content, message.seen]);
    const read = (as: Member, withMember: Member) => api(`/api/users/${withMember.id}/messages/read`, { as: as.username, method: "PUT", body: {} });
    const receipts = async (as: Member, readReceipts: boolean) => {
      const saved = await api("/api/users/me", { as: as.username, method: "PATCH", body: { readReceipts } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json.readReceipts).toBe(readReceipts);
    };

    const first = await send(fan, fighter, "Read me");
    expect(first.seen).toBe(false);
    expect(await seenOf(fan, fighter)).toEqual([["Read me", false]]);
    expect((await inbox(fan)).latestSeenAt).toBeNull();

    const stream = await openEventStream("/api/conversations/events", { as: fan.username });
    await stream.next((event) => event.event === "inbox");
    expect((await read(fighter, fan)).status).toBe(200);
    const told = await stream.next((event) => event.event === "inbox" && JSON.parse(event.data).latestSeenAt !== null);
    stream.close();
    expect(JSON.parse(told.data).latestSeenAt).toBe(first.createdAt);
    expect(await seenOf(fan, fighter)).toEqual([["Read me", true]]);
    // The reader's own view marks nothing: receipts are for the sender.
    expect(await seenOf(fighter, fan)).toEqual([["Read me", false]]);
    expect((await conversations(fan)).json[0].lastMessage).toMatchObject({ content: "Read me", seen: true });

    await send(fan, fighter, "And me");
    expect(await seenOf(fan, fighter)).toEqual([
      ["And me", false],
      ["Read me", true],
    ]);

    // Turned off by the recipient: the sender sees none, and what they read meanwhile is never told.
    await receipts(fighter, false);
    expect(await seenOf(fan, fighter)).toEqual([
      ["And me", false],
      ["Read me", false],
    ]);
    expect((await read(fighter, fan)).status).toBe(200);
    await receipts(fighter, true);
    expect(await seenOf(fan, fighter)).toEqual([
      ["And me", false],
      ["Read me", true],
    ]);

    // Turned off by the sender: they see none of the recipient's reads, not even on their inbox's stream.
    await receipts(fan, false);
    expect(await seenOf(fan, fighter)).toEqual([
      ["And me", false],
      ["Read me", false],
    ]);
    expect((await conversations(fan)).json[0].lastMessage.seen).toBe(false);
    expect((await inbox(fan)).latestSeenAt).toBeNull();
    await receipts(fan, true);

    // An unsent message carries no receipt.
    const unsent = await api<Message>(`/api/messages/${first.id}`, { as: fan.username, method: "DELETE", body: {} });
    expect(unsent.status, unsent.text).toBe(200);
    expect(unsent.json).toMatchObject({ unsent: true, seen: false });
    expect(await seenOf(fan, fighter)).toEqual([
      ["And me", false],
      ["", false],
    ]);
    expect(await api("/api/users/me", { as: fan.username, method: "PATCH", body: { readReceipts: "no" } })).toMatchObject({ status: 400, json: { code: "INVALID_INPUT", message: "readReceipts is true or false" } });
    await testDb.user.deleteMany({ where: { id: { in: [fan.id, fighter.id] } } });
  });

  it("go with either member's account, the other's side of the conversation too", async () => {
    const [staying, leaving] = await Promise.all([createMember("dmstaying"), createMember("dmleaving")]);
    await send(staying, leaving, "Still around?");
    await send(leaving, staying, "Not for long");
    // Clerk tells the server the account was deleted.
    const deleted = await sendClerkWebhook(`msg_dm_${leaving.id}`, { type: "user.deleted", data: { id: leaving.clerkId, deleted: true } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await testDb.user.count({ where: { id: leaving.id } })).toBe(0);
    expect((await conversations(staying)).json).toEqual([]);
    expect(await testDb.directMessage.count({ where: { senderId: staying.id } })).toBe(0);
    await testDb.user.delete({ where: { id: staying.id } });
  });
});
