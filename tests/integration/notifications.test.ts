import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { NOTIFICATION_RETENTION_DAYS, pruneExpiredNotifications } from "@/lib/notifications/retention";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { createMemberWith, privateFieldsIn } from "../helpers/members";
import { recountWrittenRows } from "../helpers/recount";
import { waitFor } from "../helpers/wait";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

interface NotificationJson {
  id: string;
  type: string;
  isRead: boolean;
  threadId: string | null;
  replyId: string | null;
  threadTitle: string | null;
  replyPreview: string | null;
  premiumLocked: boolean;
  message: string;
  relatedUser: { id: string; username: string; imageUrl: string | null; role: string } | null;
  createdAt: string;
}

afterAll(removeCreatedThreads);

describe("notifications", () => {
  let recipient: User, actor: User, fighter: User, paid: User;
  let threadId: string, longReplyId: string, fighterReplyId: string;

  beforeAll(async () => {
    recipient = await createMemberWith("bell");
    actor = await createMemberWith("actor", { imageUrl: "https://img.example.com/actor.png" });
    paid = await createMemberWith("paidbell", { planType: "BASIC" });
    fighter = await testDb.user.findUniqueOrThrow({ where: { username: "fighter" } });
    threadId = (await createThread(recipient.id, { title: "Bell thread", content: "Ring it" })).id;
    longReplyId = (await testDb.reply.create({ data: { threadId, userId: actor.id, content: `${"a".repeat(100)}TAIL` } })).id;
    fighterReplyId = (await testDb.reply.create({ data: { threadId, userId: fighter.id, content: "Premium fighter insight" } })).id;
    await recountWrittenRows({ userIds: [recipient.id, actor.id, fighter.id], threadIds: [threadId] });

    await testDb.notification.createMany({
      data: [
        { userId: recipient.id, actorId: actor.id, type: "REPLY", threadId, replyId: longReplyId, message: "replied to your post", createdAt: minutesAgo(30) },
        { userId: recipient.id, actorId: fighter.id, type: "MENTION", threadId, replyId: fighterReplyId, message: "mentioned you", createdAt: minutesAgo(20) },
        { userId: recipient.id, actorId: actor.id, type: "LIKE", threadId, message: "liked your post", createdAt: minutesAgo(10) },
        { userId: recipient.id, actorId: null, type: "SYSTEM", message: "Welcome to Fight Forum", createdAt: minutesAgo(5) },
        { userId: paid.id, actorId: fighter.id, type: "MENTION", threadId, replyId: fighterReplyId, message: "mentioned you", createdAt: minutesAgo(5) },
      ],
    });
  });

  it("lists the member's own unread notifications newest first with thread, reply preview and related user", async () => {
    const { status, json } = await api<NotificationJson[]>("/api/notifications", { as: recipient.username });
    expect(status).toBe(200);
    expect(json.map((n) => n.type)).toEqual(["SYSTEM", "LIKE", "MENTION", "REPLY"]);
    const [system, like, , reply] = json;
    expect(reply).toMatchObject({
      isRead: false,
      threadId,
      replyId: longReplyId,
      threadTitle: "Bell thread",
      replyPreview: `${"a".repeat(100)}...`,
      message: "replied to your post",
      relatedUser: { id: actor.id, username: actor.username, imageUrl: "https://img.example.com/actor.png", role: "USER" },
    });
    expect(Object.keys(reply.relatedUser!).sort()).toEqual(["id", "imageUrl", "role", "username"]);
    expect(like).toMatchObject({ replyId: null, replyPreview: null, threadTitle: "Bell thread" });
    expect(system).toMatchObject({ relatedUser: null, threadId: null, threadTitle: null });
    expect(privateFieldsIn(json)).toEqual([]);
  });

  it("withholds a fighter's reply preview from a free member and shows it to a paid one", async () => {
    const free = await api<NotificationJson[]>("/api/notifications", { as: recipient.username });
    expect(free.json.find((n) => n.type === "MENTION")).toMatchObject({ premiumLocked: true, replyPreview: null });
    expect(free.text).not.toContain("Premium fighter insight");
    const paidList = await api<NotificationJson[]>("/api/notifications", { as: paid.username });
    expect(paidList.json).toHaveLength(1);
    expect(paidList.json[0]).toMatchObject({ premiumLocked: false, replyPreview: "Premium fighter insight" });
  });

  it("limits the list and validates the query", async () => {
    const { json } = await api<NotificationJson[]>("/api/notifications?limit=2", { as: recipient.username });
    expect(json.map((n) => n.type)).toEqual(["SYSTEM", "LIKE"]);
    expect((await api("/api/notifications?limit=0", { as: recipient.username })).status).toBe(400);
    expect((await api("/api/notifications?status=read", { as: recipient.username })).status).toBe(400);
  });

  it("marks one read for its recipient only, and 404 for anyone else", async () => {
    const [latest] = (await api<NotificationJson[]>("/api/notifications", { as: recipient.username })).json;
    expect((await api("/api/notifications/unread-count", { as: recipient.username })).json).toEqual({ count: 4 });

    const stranger = await api(`/api/notifications/read/${latest.id}`, { method: "POST", as: actor.username });
    expect(stranger).toMatchObject({ status: 404, json: { message: "Notification not found" } });
    expect(await testDb.notification.findUniqueOrThrow({ where: { id: latest.id } })).toMatchObject({ isRead: false });
    expect((await api("/api/notifications/read/no-such-id", { method: "POST", as: recipient.username })).status).toBe(404);

    const own = await api(`/api/notifications/read/${latest.id}`, { method: "POST", as: recipient.username });
    expect(own).toMatchObject({ status: 200, json: { id: latest.id, isRead: true } });
    expect((await api("/api/notifications/unread-count", { as: recipient.username })).json).toEqual({ count: 3 });
    const unread = await api<NotificationJson[]>("/api/notifications", { as: recipient.username });
    expect(unread.json.map((n) => n.id)).not.toContain(latest.id);
    expect(unread.json).toHaveLength(3);
    const all = await api<NotificationJson[]>("/api/notifications?status=all", { as: recipient.username });
    expect(all.json.map((n) => n.id)[0]).toBe(latest.id);
    expect(all.json[0].isRead).toBe(true);
    expect(all.json).toHaveLength(4);
  });

  it("marks one unread again for its recipient only, and 404 for anyone else", async () => {
    const [latest] = (await api<NotificationJson[]>("/api/notifications?status=all", { as: recipient.username })).json;
    expect(latest.isRead).toBe(true);
    const countBefore = (await api<{ count: number }>("/api/notifications/unread-count", { as: recipient.username })).json.count;

    const stranger = await api(`/api/notifications/read/${latest.id}`, { method: "DELETE", as: actor.username });
    expect(stranger).toMatchObject({ status: 404, json: { message: "Notification not found" } });
    expect(await testDb.notification.findUniqueOrThrow({ where: { id: latest.id } })).toMatchObject({ isRead: true });
    expect((await api("/api/notifications/read/no-such-id", { method: "DELETE", as: recipient.username })).status).toBe(404);
    expect((await api(`/api/notifications/read/${latest.id}`, { method: "DELETE" })).status).toBe(401);

    const own = await api(`/api/notifications/read/${latest.id}`, { method: "DELETE", as: recipient.username });
    expect(own).toMatchObject({ status: 200, json: { id: latest.id, isRead: false } });
    expect((await api("/api/notifications/unread-count", { as: recipient.username })).json).toEqual({ count: countBefore + 1 });
    expect((await api<NotificationJson[]>("/api/notifications", { as: recipient.username })).json.map((n) => n.id)).toContain(latest.id);
    // Marking an unread notice unread changes nothing.
    expect((await api(`/api/notifications/read/${latest.id}`, { method: "DELETE", as: recipient.username })).status).toBe(200);
    expect((await api("/api/notifications/unread-count", { as: recipient.username })).json).toEqual({ count: countBefore + 1 });
    // Read again, for the tests after this one.
    expect((await api(`/api/notifications/read/${latest.id}`, { method: "POST", as: recipient.username })).status).toBe(200);
  });

  it("shows each member their own unread count on the bell of a page as the server renders it", async () => {
    const bellOf = async (username: string, path: string) => {
      const response = await fetch(`${APP_URL}${path}`, { headers: { cookie: await sessionCookie(username) } });
      expect(response.status).toBe(200);
      return (await response.text()).match(/aria-label="(Notifications[^"]*)"/)?.[1];
    };
    for (const path of ["/forum", `/thread/${threadId}`]) {
      expect(await bellOf(recipient.username, path)).toBe("Notifications, 3 unread");
      expect(await bellOf(paid.username, path)).toBe("Notifications, 1 unread");
      expect(await bellOf(actor.username, path)).toBe("Notifications");
    }
  });

  it("marks all read for the member only", async () => {
    const { status, json } = await api("/api/notifications/read-all", { method: "POST", as: recipient.username });
    expect(status).toBe(200);
    expect(json).toEqual({ updated: 3 });
    expect((await api("/api/notifications/unread-count", { as: recipient.username })).json).toEqual({ count: 0 });
    expect((await api<NotificationJson[]>("/api/notifications", { as: recipient.username })).json).toEqual([]);
    expect((await api<NotificationJson[]>("/api/notifications?status=all", { as: recipient.username })).json).toHaveLength(4);
    expect((await api("/api/notifications/unread-count", { as: paid.username })).json).toEqual({ count: 1 });
  });

  it("counts unread notifications up to 100, the badge's 99+, however many there are", async () => {
    const crowded = await createMemberWith("crowdedbell");
    await testDb.notification.createMany({ data: Array.from({ length: 150 }, (_, i) => ({ userId: crowded.id, type: "SYSTEM" as const, message: `Notice ${i}` })) });
    const count = async () => (await api("/api/notifications/unread-count", { as: crowded.username })).json;
    expect(await count()).toEqual({ count: 100 });
    const page = await fetch(`${APP_URL}/forum`, { headers: { cookie: await sessionCookie(crowded.username) } });
    expect(await page.text()).toContain('aria-label="Notifications, 99+ unread"');
    const read = await testDb.notification.findMany({ where: { userId: crowded.id }, select: { id: true }, take: 60 });
    await testDb.notification.updateMany({ where: { id: { in: read.map(({ id }) => id) } }, data: { isRead: true } });
    expect(await count()).toEqual({ count: 90 });
  });

  it("pages every notification, read ones too, newest first by cursor, and refuses a bad cursor", async () => {
    const reader = await createMemberWith("historybell");
    await testDb.notification.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({ userId: reader.id, type: "SYSTEM" as const, message: `History ${i}`, isRead: i % 3 === 0, createdAt: minutesAgo(100 - i) })),
    });
    // Two at the same time: the id breaks the tie, so neither is skipped nor shown twice.
    const sameTime = minutesAgo(70);
    await testDb.notification.createMany({ data: ["A", "B"].map((tag) => ({ userId: reader.id, type: "SYSTEM" as const, message: `Same time ${tag}`, createdAt: sameTime })) });

    const seen: NotificationJson[] = [];
    let cursor = "";
    for (let page = 0; page < 5; page++) {
      const { status, json, headers } = await api<NotificationJson[]>(`/api/notifications?status=all&limit=20&cursor=${cursor}`, { as: reader.username });
      expect(status).toBe(200);
      seen.push(...json);
      cursor = headers.get("x-next-cursor") ?? "";
      if (!cursor) break;
    }
    expect(seen).toHaveLength(47);
    expect(new Set(seen.map(({ id }) => id)).size).toBe(47);
    expect(seen.map(({ createdAt }) => createdAt)).toEqual(seen.map(({ createdAt }) => createdAt).sort().reverse());
    expect(seen[0].message).toBe("History 44");
    expect(seen.filter(({ isRead }) => isRead)).toHaveLength(15);

    // The unread list pages the same way, without the read ones.
    const unread = await api<NotificationJson[]>("/api/notifications?limit=50&cursor=", { as: reader.username });
    expect(unread.json).toHaveLength(32);
    expect(unread.headers.get("x-next-cursor")).toBeNull();
    expect(await api("/api/notifications?status=all&cursor=not-a-cursor", { as: reader.username })).toMatchObject({ status: 400, json: { message: "cursor is not valid" } });
  });

  it("keeps one kind of notification, read or unread, paged by cursor, and refuses a kind it does not know", async () => {
    const reader = await createMemberWith("kindbell");
    const types = ["REPLY", "LIKE", "POTD", "MENTION", "FOLLOW", "SYSTEM", "THREAD_PINNED", "LIKE"] as const;
    await testDb.notification.createMany({
      data: types.map((type, i) => ({ userId: reader.id, type, message: `${type} ${i}`, isRead: i === 1, createdAt: minutesAgo(50 - i) })),
    });
    const typesOf = async (query: string) => {
      const { status, json } = await api<NotificationJson[]>(`/api/notifications?${query}`, { as: reader.username });
      expect(status).toBe(200);
      return json.map(({ type }) => type);
    };

    expect(await typesOf("status=all&kind=likes")).toEqual(["LIKE", "POTD", "LIKE"]);
    expect(await typesOf("kind=likes")).toEqual(["LIKE", "POTD"]);
    expect(await typesOf("status=all&kind=replies")).toEqual(["REPLY"]);
    expect(await typesOf("status=all&kind=mentions")).toEqual(["MENTION"]);
    expect(await typesOf("status=all&kind=follows")).toEqual(["FOLLOW"]);
    expect(await typesOf("status=all&kind=forum")).toEqual(["THREAD_PINNED", "SYSTEM"]);

    const first = await api<NotificationJson[]>("/api/notifications?status=all&kind=likes&limit=2&cursor=", { as: reader.username });
    expect(first.json.map(({ message }) => message)).toEqual(["LIKE 7", "POTD 2"]);
    const next = await api<NotificationJson[]>(`/api/notifications?status=all&kind=likes&limit=2&cursor=${first.headers.get("x-next-cursor")}`, { as: reader.username });
    expect(next.json.map(({ message }) => message)).toEqual(["LIKE 1"]);
    expect(next.headers.get("x-next-cursor")).toBeNull();

    expect(await api("/api/notifications?kind=LIKE", { as: reader.username })).toMatchObject({
      status: 400,
      json: { message: "kind must be one of replies, mentions, likes, follows, messages, forum" },
    });

    // Marking one kind read leaves the others unread; a kind it does not know marks nothing.
    expect(await api("/api/notifications/read-all?kind=LIKE", { method: "POST", as: reader.username })).toMatchObject({
      status: 400,
      json: { message: "kind must be one of replies, mentions, likes, follows, messages, forum" },
    });
    expect(await api("/api/notifications/read-all?kind=likes", { method: "POST", as: reader.username })).toMatchObject({ status: 200, json: { updated: 2 } });
    expect(await typesOf("kind=likes")).toEqual([]);
    expect(await typesOf("")).toEqual(["THREAD_PINNED", "SYSTEM", "FOLLOW", "MENTION", "REPLY"]);
    expect((await api("/api/notifications/unread-count", { as: reader.username })).json).toEqual({ count: 5 });
  });

  it("counts the unread of each kind, each up to 100, beside all of them, and follows what is marked read", async () => {
    const reader = await createMemberWith("kindcounts");
    const types = ["REPLY", "LIKE", "POTD", "MENTION", "FOLLOW", "SYSTEM", "THREAD_PINNED", "REPORT", "LIKE"] as const;
    await testDb.notification.createMany({ data: types.map((type, i) => ({ userId: reader.id, type, message: `${type} ${i}`, isRead: i === 1 })) });
    // Read likes are not counted however many there are; unread mentions stop at the cap.
    await testDb.notification.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ userId: reader.id, type: "LIKE" as const, message: `Read ${i}`, isRead: true })) });
    const counts = async () => {
      const { status, json } = await api("/api/notifications/unread-by-kind", { as: reader.username });
      expect(status).toBe(200);
      return json;
    };

    expect(await counts()).toEqual({ unread: 8, kinds: { replies: 1, mentions: 1, likes: 2, follows: 1, messages: 0, forum: 3 } });

    await api("/api/notifications/read-all?kind=forum", { method: "POST", as: reader.username });
    expect(await counts()).toEqual({ unread: 5, kinds: { replies: 1, mentions: 1, likes: 2, follows: 1, messages: 0, forum: 0 } });

    await testDb.notification.createMany({ data: Array.from({ length: 120 }, (_, i) => ({ userId: reader.id, type: "MENTION" as const, message: `Mention ${i}` })) });
    expect(await counts()).toEqual({ unread: 100, kinds: { replies: 1, mentions: 100, likes: 2, follows: 1, messages: 0, forum: 0 } });

    // Another member's notices are not counted.
    const other = await createMemberWith("kindcountsother");
    expect((await api("/api/notifications/unread-by-kind", { as: other.username })).json).toEqual({ unread: 0, kinds: { replies: 0, mentions: 0, likes: 0, follows: 0, messages: 0, forum: 0 } });
  });

  it("needs a signed-in member for every call", async () => {
    expect((await api("/api/notifications")).status).toBe(401);
    expect((await api("/api/notifications/unread-count")).status).toBe(401);
    expect((await api("/api/notifications/unread-by-kind")).status).toBe(401);
    expect((await api("/api/notifications/read/anything", { method: "POST" })).status).toBe(401);
    expect((await api("/api/notifications/read-all", { method: "POST" })).status).toBe(401);
  });

  it("reaches the recipient and never the member who acted", async () => {
    await testDb.$transaction((tx) =>
      notify(tx, [
        { userId: recipient.id, actorId: actor.id, type: "POTD", threadId, message: "marked your post as Post of the Day" },
        { userId: actor.id, actorId: actor.id, type: "LIKE", threadId, message: "liked your own post" },
      ]),
    );
    const recipientList = await api<NotificationJson[]>("/api/notifications", { as: recipient.username });
    expect(recipientList.json.map((n) => [n.type, n.relatedUser?.username])).toEqual([["POTD", actor.username]]);
    expect((await api<NotificationJson[]>("/api/notifications?status=all", { as: actor.username })).json).toEqual([]);
  });
});

describe("notification retention", () => {
  const messagesOf = async (userId: string) =>
    (await testDb.notification.findMany({ where: { userId }, orderBy: { createdAt: "desc" } })).map((notice) => notice.message);

  it(`deletes notices older than ${NOTIFICATION_RETENTION_DAYS} days, read or not, however many, and keeps the newer ones`, async () => {
    const member = await createMemberWith("oldbell");
    await testDb.notification.createMany({
      data: [
        ...Array.from({ length: 6_000 }, (_, i) => ({ userId: member.id, type: "SYSTEM" as const, message: `Old ${i}`, isRead: i % 2 === 0, createdAt: daysAgo(NOTIFICATION_RETENTION_DAYS + 1 + i / 1000) })),
        { userId: member.id, type: "SYSTEM", message: "Read last month", isRead: true, createdAt: daysAgo(NOTIFICATION_RETENTION_DAYS - 1) },
        { userId: member.id, type: "SYSTEM", message: "Unread today", createdAt: minutesAgo(1) },
      ],
    });
    // One pruning takes more than one statement's worth. In the whole suite a server's own pruning
    // may take some at the same time (each skips the other's rows): wait for it, and no count.
    await pruneExpiredNotifications();
    expect(await waitFor(() => messagesOf(member.id), (messages) => messages.length === 2)).toEqual(["Unread today", "Read last month"]);
  });

  it("is pruned by several prunings at once (several instances) without one failing", async () => {
    const member = await createMemberWith("racedbell");
    await testDb.notification.createMany({
      data: Array.from({ length: 12_000 }, (_, i) => ({ userId: member.id, type: "SYSTEM" as const, message: `Old ${i}`, createdAt: daysAgo(NOTIFICATION_RETENTION_DAYS + 1 + i / 1000) })),
    });
    const prunings = await Promise.allSettled([pruneExpiredNotifications(), pruneExpiredNotifications(), pruneExpiredNotifications()]);
    expect(prunings.map((pruning) => pruning.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    expect(await waitFor(() => messagesOf(member.id), (messages) => messages.length === 0)).toEqual([]);
  });

  it("is pruned by a server after every hundredth call that notifies, once the call has answered", async () => {
    const [author, liker] = await Promise.all([createMemberWith("likedbell"), createMemberWith("likerbell", { planType: "BASIC" })]);
    await testDb.notification.create({ data: { userId: author.id, type: "SYSTEM", message: "Expired", createdAt: daysAgo(NOTIFICATION_RETENTION_DAYS + 1) } });
    const thread = await createThread(liker.id, { title: "Liked a hundred times", content: "Like each reply" });
    await testDb.reply.createMany({ data: Array.from({ length: 100 }, (_, i) => ({ threadId: thread.id, userId: author.id, content: `Reply ${i}` })) });
    await recountWrittenRows({ userIds: [author.id, liker.id], threadIds: [thread.id] });
    for (const { id } of await testDb.reply.findMany({ where: { threadId: thread.id }, select: { id: true } })) {
      expect((await api(`/api/replies/${id}/like`, { as: liker.username, method: "POST", body: {} })).status).toBe(200);
    }
    expect(await waitFor(() => messagesOf(author.id), (messages) => !messages.includes("Expired"))).not.toContain("Expired");
    expect(await testDb.notification.count({ where: { userId: author.id, type: "LIKE" } })).toBe(100);
  });
});

describe("mentions in a new thread", () => {
  it("notifies each member named as @username in the content, never the author, once each", async () => {
    const author = await createMemberWith("thread_mentioner", { planType: "BASIC" });
    const named = await createMemberWith("thread_named");
    const alsoNamed = await createMemberWith("thread_named_too");
    const content = `What do you think @${named.username}? And @${alsoNamed.username.toUpperCase()}, @${named.username}, @${author.username}, @nobody_by_that_name`;
    const created = await api<{ id: string; title: string }>("/api/threads", {
      as: author.username,
      body: { title: "Mentions in a new thread", content, categoryId: "general" },
    });
    expect(created.status).toBe(201);
    const mentions = await testDb.notification.findMany({ where: { threadId: created.json.id }, orderBy: { userId: "asc" } });
    expect(mentions.map(({ userId, actorId, type, message, replyId }) => ({ userId, actorId, type, message, replyId }))).toEqual(
      [named, alsoNamed]
        .map((member) => ({ userId: member.id, actorId: author.id, type: "MENTION", message: `${author.username} mentioned you in "Mentions in a new thread"`, replyId: null }))
        .sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    const listed = await api<NotificationJson[]>("/api/notifications", { as: named.username });
    expect(listed.json[0]).toMatchObject({ type: "MENTION", threadId: created.json.id, threadTitle: "Mentions in a new thread" });
    // Gone again, so the browser tests see the seeded forum's first page.
    expect((await api(`/api/threads/${created.json.id}`, { as: author.username, method: "DELETE", body: {} })).status).toBe(200);
  });
});
