import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANKED_ROLES } from "@/lib/auth/roles";
import type { User } from "@/lib/generated/prisma/client";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { createMemberWith, privateFieldsIn } from "../helpers/members";
import { recountWrittenRows } from "../helpers/recount";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const today = () => new Date(new Date().toISOString().slice(0, 10));

afterAll(removeCreatedThreads);

describe("Fight Cred and counters from a scripted mix of events", () => {
  let poster: User, replier: User, liker: User;
  let older: string, newer: string;

  beforeAll(async () => {
    poster = await createMemberWith("poster");
    replier = await createMemberWith("replier");
    liker = await createMemberWith("liker");
    const mod = await testDb.user.findUniqueOrThrow({ where: { username: "mod" } });
    const thread = (title: string, createdAt: Date) => createThread(poster.id, { title, content: `${title} content`, createdAt });
    older = (await thread("Older take", hoursAgo(3))).id;
    newer = (await thread("Newer take", hoursAgo(2))).id;

    const reply = (userId: string, content: string, parentReplyId?: string) =>
      testDb.reply.create({ data: { threadId: older, userId, content, parentReplyId } });
    const first = await reply(replier.id, "First reply to the poster");
    await reply(replier.id, "Second reply to the poster");
    const answer = await reply(poster.id, "The poster answers the replier", first.id);
    await reply(poster.id, "The poster replies on their own thread");

    await testDb.threadReaction.createMany({
      data: [
        { threadId: older, userId: replier.id, type: "LIKE" },
        { threadId: newer, userId: liker.id, type: "LIKE" },
        { threadId: newer, userId: poster.id, type: "LIKE" },
        { threadId: older, userId: liker.id, type: "DISLIKE" },
      ],
    });
    await testDb.replyReaction.create({ data: { replyId: answer.id, userId: replier.id, type: "LIKE" } });
    await testDb.postOfTheDay.create({ data: { userId: replier.id, threadId: older, day: today() } });
    await testDb.thread.update({ where: { id: newer }, data: { isPinned: true, pinnedAt: new Date(), pinnedById: mod.id } });

    await recountWrittenRows({ userIds: [poster.id, replier.id, liker.id, mod.id], threadIds: [older, newer] });
  });

  it("stores each counter and Fight Cred as the formula counts them, shown on the profile", async () => {
    const { status, json } = await api(`/api/users/username/${poster.username}`, { as: "fan" });
    expect(status).toBe(200);
    // 2 threads × 2 + 2 replies + 3 likes from others + 2 replies from others + 1 POTD × 5 + 1 staff pin × 10
    expect(json).toMatchObject({
      postsCount: 2,
      repliesCount: 2,
      likesCount: 3,
      repliesReceivedCount: 2,
      potdCount: 1,
      pinnedByUserCount: 1,
      fightCred: 26,
      points: 26,
      totalFighterCred: 26,
      status: "REGIONAL_POSTER",
    });
    const ranked = { role: { in: [...RANKED_ROLES] }, isBanned: false };
    const more = await testDb.user.count({ where: { ...ranked, fightCred: { gt: 26 } } });
    const same = await testDb.user.count({ where: { ...ranked, fightCred: 26 } });
    expect(json).toMatchObject({ rank: more + 1, isTied: same > 1 });

    const page = await (await fetch(`${APP_URL}/user/${poster.username}`, { headers: { cookie: await sessionCookie("fan") } })).text();
    expect(page).toContain("FC: 26");
    expect(page).toContain("49 FC to COMPETITOR");

    const replierProfile = await api(`/api/users/username/${replier.username}`, { as: "fan" });
    expect(replierProfile.json).toMatchObject({ repliesCount: 2, repliesReceivedCount: 1, fightCred: 3, likesCount: 0 });
  });

  it("lists the member's threads newest first with their stored counters", async () => {
    const { status, json } = await api(`/api/users/${poster.id}/posts`, { as: "fan" });
    expect(status).toBe(200);
    expect(json.map((t: { id: string }) => t.id)).toEqual([newer, older]);
    expect(json[0]).toMatchObject({ likesCount: 2, isPinned: true, repliesCount: 0, premiumLocked: false, content: "Newer take content" });
    expect(json[1]).toMatchObject({ likesCount: 1, dislikesCount: 1, potdCount: 1, repliesCount: 4 });
    expect(json[0].user).toMatchObject({ id: poster.id, username: poster.username });
  });

  it("pages the member's threads and accepts the Clerk id", async () => {
    const second = await api(`/api/users/${poster.id}/posts?limit=1&offset=1`, { as: "fan" });
    expect(second.json.map((t: { id: string }) => t.id)).toEqual([older]);
    const byClerkId = await api(`/api/users/${poster.clerkId}/posts?limit=1`, { as: "fan" });
    expect(byClerkId.json.map((t: { id: string }) => t.id)).toEqual([newer]);
  });
});

describe("GET /api/users/username/{username}", () => {
  it("shows a fighter's full name, rank, status and social links, and nothing private", async () => {
    const { status, json } = await api("/api/users/username/fighter", { as: "fan" });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      username: "fighter",
      role: "FIGHTER",
      fullName: "Frankie Ferreira",
      isVerified: true,
      socialLinks: { twitter: "https://twitter.com/fightforum", instagram: "https://instagram.com/fightforum", youtube: null, facebook: null },
    });
    expect(typeof json.rank).toBe("number");
    expect(typeof json.status).toBe("string");
    expect(json).toHaveProperty("createdAt");
    expect(privateFieldsIn(json)).toEqual([]);
  });

  it("shows an industry professional's full name but not a member's", async () => {
    expect((await api("/api/users/username/insider", { as: "fan" })).json.fullName).toBe("Ivy Insider");
    expect((await api("/api/users/username/member", { as: "fan" })).json.fullName).toBeNull();
  });

  it("gives staff no rank or status", async () => {
    const { json } = await api("/api/users/username/admin", { as: "member" });
    expect(json).toMatchObject({ role: "ADMIN", rank: null, status: null, fullName: null });
  });

  it("adds e-mail and plan for the member themself only, never billing ids", async () => {
    const self = await api("/api/users/username/member", { as: "member" });
    expect(self.json).toMatchObject({ emailAddress: "member@fightforum.example", planType: "BASIC" });
    expect(JSON.stringify(self.json)).not.toMatch(/stripe|subscription/i);
    const staff = await api("/api/users/username/member", { as: "admin" });
    expect(privateFieldsIn(staff.json)).toEqual([]);
  });

  it("tells staff, and only staff, whether the member is banned", async () => {
    const banned = await createMemberWith("profilebanned", { isBanned: true });
    expect((await api(`/api/users/username/${banned.username}`, { as: "mod" })).json).toMatchObject({ isBanned: true });
    expect((await api("/api/users/username/member", { as: "admin" })).json).toMatchObject({ isBanned: false });
    for (const as of ["member", "fan", banned.username]) expect((await api(`/api/users/username/${banned.username}`, { as })).json).not.toHaveProperty("isBanned");
  });

  it("finds usernames regardless of case and answers 404 for an unknown one", async () => {
    expect((await api("/api/users/username/MEMBER", { as: "fan" })).json.username).toBe("member");
    const missing = await api("/api/users/username/nobody_here", { as: "fan" });
    expect(missing).toMatchObject({ status: 404, json: { error: "NOT_FOUND", message: "User not found" } });
  });

  it("needs a signed-in member", async () => {
    expect((await api("/api/users/username/member")).status).toBe(401);
  });
});

describe("GET /api/users/{id}/posts", () => {
  it("redacts a fighter's threads for a free member and shows them to a paid one", async () => {
    const fighter = await testDb.user.findUniqueOrThrow({ where: { username: "fighter" } });
    const threads = await testDb.thread.findMany({ where: { userId: fighter.id } });
    const free = await api(`/api/users/${fighter.id}/posts`, { as: "fan" });
    expect(free.status).toBe(200);
    expect(free.json).toHaveLength(threads.length);
    for (const thread of free.json) expect(thread).toMatchObject({ premiumLocked: true, content: "", media: [], poll: null });
    for (const thread of threads) expect(free.text).not.toContain(thread.content);

    const paid = await api(`/api/users/${fighter.id}/posts`, { as: "member" });
    expect(paid.json.every((t: { premiumLocked: boolean; content: string }) => !t.premiumLocked && t.content.length > 0)).toBe(true);
  });

  it("answers 404 for an unknown member, 400 for a bad page, 401 signed out", async () => {
    expect((await api("/api/users/no-such-member/posts", { as: "fan" })).json).toMatchObject({ message: "User not found" });
    expect((await api("/api/users/no-such-member/posts", { as: "fan" })).status).toBe(404);
    const member = await testDb.user.findUniqueOrThrow({ where: { username: "member" } });
    expect((await api(`/api/users/${member.id}/posts?limit=0`, { as: "fan" })).status).toBe(400);
    expect((await api(`/api/users/${member.id}/posts`)).status).toBe(401);
  });
});

describe("GET /api/users/{id}/replies", () => {
  interface MemberReplyJson {
    id: string;
    threadId: string;
    threadTitle: string;
    content: string;
    premiumLocked: boolean;
    createdAt: string;
    user: { username: string } | null;
  }

  it("lists the member's replies newest first with their threads' titles, by cursor, without deleted ones", async () => {
    const replier = await createMemberWith("repliesreplier");
    const owner = await createMemberWith("repliesowner");
    const first = await createThread(owner.id, { title: "Replies tab one", content: "Answer me" });
    const second = await createThread(owner.id, { title: "Replies tab two", content: "Answer me" });
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        testDb.reply.create({ data: { threadId: i % 2 === 0 ? first.id : second.id, userId: replier.id, content: `My answer ${i}`, createdAt: hoursAgo(10 - i) } }),
      ),
    );
    await testDb.reply.update({ where: { id: replies[3].id }, data: { deletedAt: new Date(), content: "[deleted]" } });
    // Another member's reply in the same thread is not theirs.
    await testDb.reply.create({ data: { threadId: first.id, userId: owner.id, content: "Not the replier's" } });
    await recountWrittenRows({ userIds: [owner.id, replier.id], threadIds: [first.id, second.id] });

    const page1 = await api<MemberReplyJson[]>(`/api/users/${replier.id}/replies?limit=2`, { as: "fan" });
    expect(page1.status).toBe(200);
    expect(page1.json.map(({ content, threadTitle }) => [content, threadTitle])).toEqual([
      ["My answer 4", "Replies tab one"],
      ["My answer 2", "Replies tab one"],
    ]);
    expect(page1.json[0]).toMatchObject({ id: replies[4].id, threadId: first.id, premiumLocked: false, user: { username: replier.username } });
    const page2 = await api<MemberReplyJson[]>(`/api/users/${replier.clerkId}/replies?limit=2&cursor=${page1.headers.get("x-next-cursor")}`, { as: "fan" });
    expect(page2.json.map(({ content, threadTitle }) => [content, threadTitle])).toEqual([
      ["My answer 1", "Replies tab two"],
      ["My answer 0", "Replies tab one"],
    ]);
    const page3 = await api<MemberReplyJson[]>(`/api/users/${replier.id}/replies?limit=2&cursor=${page2.headers.get("x-next-cursor")}`, { as: "fan" });
    expect(page3.json).toEqual([]);
    expect(page3.headers.get("x-next-cursor")).toBeNull();
    expect(privateFieldsIn(page1.json)).toEqual([]);
  });

  it("redacts a fighter's replies for a free member and shows them to a paid one", async () => {
    const fighter = await testDb.user.findUniqueOrThrow({ where: { username: "fighter" } });
    const stored = await testDb.reply.findMany({ where: { userId: fighter.id, deletedAt: null } });
    expect(stored.length).toBeGreaterThan(0);
    const free = await api<MemberReplyJson[]>(`/api/users/${fighter.id}/replies?limit=50`, { as: "fan" });
    expect(free.json).toHaveLength(Math.min(stored.length, 50));
    for (const reply of free.json) expect(reply).toMatchObject({ premiumLocked: true, content: "" });
    for (const reply of stored) expect(free.text).not.toContain(reply.content);

    const paid = await api<MemberReplyJson[]>(`/api/users/${fighter.id}/replies?limit=50`, { as: "member" });
    expect(paid.json.every((reply) => !reply.premiumLocked && reply.content.length > 0)).toBe(true);
  });

  it("answers 404 for an unknown member, 400 for a bad page or cursor, 401 signed out", async () => {
    const member = await testDb.user.findUniqueOrThrow({ where: { username: "member" } });
    expect(await api("/api/users/no-such-member/replies", { as: "fan" })).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect(await api(`/api/users/${member.id}/replies?limit=0`, { as: "fan" })).toMatchObject({ status: 400, json: { message: "limit must be between 1 and 50" } });
    expect(await api(`/api/users/${member.id}/replies?cursor=nope`, { as: "fan" })).toMatchObject({ status: 400, json: { message: "cursor is not valid" } });
    expect((await api(`/api/users/${member.id}/replies`)).status).toBe(401);
  });
});

describe("GET /api/users/{id}/plan", () => {
  it("answers the member themself, by id or Clerk id", async () => {
    const member = await testDb.user.findUniqueOrThrow({ where: { username: "member" } });
    expect(await api(`/api/users/${member.id}/plan`, { as: "member" })).toMatchObject({ status: 200, json: { planType: "BASIC" } });
    expect((await api(`/api/users/${member.clerkId}/plan`, { as: "member" })).json).toEqual({ planType: "BASIC" });
  });

  it("answers staff for anyone and 404 for an unknown member", async () => {
    const fan = await testDb.user.findUniqueOrThrow({ where: { username: "fan" } });
    expect((await api(`/api/users/${fan.id}/plan`, { as: "mod" })).json).toEqual({ planType: "FREE" });
    expect((await api(`/api/users/${fan.id}/plan`, { as: "admin" })).status).toBe(200);
    expect((await api("/api/users/no-such-member/plan", { as: "admin" })).status).toBe(404);
  });

  it("refuses other members with 403 and signed-out callers with 401", async () => {
    const member = await testDb.user.findUniqueOrThrow({ where: { username: "member" } });
    const other = await api(`/api/users/${member.id}/plan`, { as: "fighter" });
    expect(other).toMatchObject({ status: 403, json: { code: "FORBIDDEN", message: "You can only read your own plan" } });
    expect((await api(`/api/users/${member.id}/plan`)).status).toBe(401);
  });
});

describe("profile pictures", () => {
  it("go through the image optimizer at the avatar's size when uploaded here, and as they are from Clerk", async () => {
    const uploaded = await createMemberWith("pictured", { imageUrl: "/media/avatarpicture000000000.jpg" });
    const fromClerk = await createMemberWith("clerk_pictured", { imageUrl: "https://img.clerk.com/avatar.png" });
    const cookie = await sessionCookie("fan");
    const profilePage = async (username: string) => (await fetch(`${APP_URL}/user/${username}`, { headers: { cookie } })).text();

    const optimized = await profilePage(uploaded.username);
    expect(optimized).toMatch(/<img[^>]*src="\/_next\/image\?url=%2Fmedia%2Favatarpicture000000000\.jpg&amp;w=\d+&amp;q=75"/);
    expect(optimized).not.toContain('src="/media/avatarpicture000000000.jpg"');
    expect(await profilePage(fromClerk.username)).toContain('src="https://img.clerk.com/avatar.png"');
  });
});
