import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FOLLOWED_MEMBERS } from "@/lib/members/member-follows";
import { api, sessionCookie } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";
import { privateFieldsIn } from "../helpers/members";
import { waitFor } from "../helpers/wait";

/**
 * Following members: a follower is told of each thread the member starts (NEW_THREAD), once the
 * thread's request has answered, by one statement. A test waits for the notice of a follower
 * nothing else tells (`watcher`), and then knows every follower's is there.
 */

type Member = { id: string; username: string };
let author: Member;
let fan: Member;
let watcher: Member;
let stranger: Member;

beforeAll(async () => {
  [author, fan, watcher, stranger] = await Promise.all(["mfauthor", "mffan", "mfwatcher", "mfstranger"].map((prefix) => createMember(prefix)));
});

afterAll(removeCreatedThreads);

const follow = (member: Member | string, as: string) => api(`/api/users/${typeof member === "string" ? member : member.id}/follow`, { as, method: "PUT", body: {} });
const unfollow = (member: Member | string, as: string) => api(`/api/users/${typeof member === "string" ? member : member.id}/follow`, { as, method: "DELETE", body: {} });
const followedBy = async (as: string) => (await api<{ members: { username: string }[] }>("/api/users/me/following", { as })).json.members.map((member) => member.username);

/** Starts a thread through the API, as members do (the fixtures' threads tell nobody). */
async function startThread(as: Member, title: string, content = "What do you all think?") {
  const { status, json } = await api<{ id: string }>("/api/threads", { as: as.username, body: { title, content, categoryId: "general" } });
  expect(status).toBe(201);
  trackCreatedThread(json.id);
  return json.id;
}

/** Waits until the thread's author's followers have been told: the watcher's notice of it is there. */
async function followersTold(threadId: string) {
  const notice = await waitFor(
    () => testDb.notification.findFirst({ where: { threadId, userId: watcher.id, type: "NEW_THREAD" } }),
    (found) => found !== null,
  );
  expect(notice, "the watcher's notice of the thread").not.toBeNull();
}

/** Who was told what of the thread: [username, type], sorted. */
async function toldAbout(threadId: string) {
  const rows = await testDb.notification.findMany({ where: { threadId }, include: { user: { select: { username: true } } } });
  return rows.map((row) => [row.user.username, row.type]).sort((a, b) => a.join(":").localeCompare(b.join(":")));
}

describe("following a member", () => {
  it("tells each follower of every thread the member starts, once, until they unfollow", async () => {
    expect((await follow(author, fan.username)).json).toEqual({ following: true });
    expect((await follow(author, fan.username)).json, "following again changes nothing").toEqual({ following: true });
    await follow(author, watcher.username);
    const followersCount = async () => (await api<{ followersCount: number }>(`/api/users/username/${author.username}`, { as: stranger.username })).json.followersCount;
    expect(await followersCount(), "the profile counts its followers").toBe(2);

    const threadId = await startThread(author, "Who wins the rematch?");
    await followersTold(threadId);
    expect(await toldAbout(threadId)).toEqual([
      [fan.username, "NEW_THREAD"],
      [watcher.username, "NEW_THREAD"],
    ]);
    expect(await testDb.pendingNewThreadNotice.count({ where: { threadId } }), "the thread's pending notice, taken").toBe(0);
    const notice = await testDb.notification.findFirst({ where: { threadId, userId: fan.id } });
    expect(notice).toMatchObject({ type: "NEW_THREAD", actorId: author.id, replyId: null, isRead: false, message: `${author.username} started a thread: "Who wins the rematch?"` });
    const listedNotice = async () =>
      (await api<{ type: string; threadId: string; relatedUser: { id: string }; action: string | null }[]>("/api/notifications?kind=follows", { as: fan.username })).json.find(
        (item) => item.threadId === threadId,
      );
    expect(await listedNotice()).toMatchObject({ type: "NEW_THREAD", relatedUser: { id: author.id }, action: "unfollowMember" });

    expect((await unfollow(author, fan.username)).json).toEqual({ following: false });
    expect(await listedNotice(), "unfollowed: the notice offers it no more").toMatchObject({ action: null });
    expect((await unfollow(author, fan.username)).json, "unfollowing again changes nothing").toEqual({ following: false });
    expect(await followersCount()).toBe(1);
    const next = await startThread(author, "And the trilogy?");
    await followersTold(next);
    expect(await toldAbout(next)).toEqual([[watcher.username, "NEW_THREAD"]]);
    await unfollow(author, watcher.username);
  });

  it("lists the members the viewer follows by username, theirs alone", async () => {
    const [zed, abe, follower] = await Promise.all([createMember("zz_mflist"), createMember("aa_mflist"), createMember("mflister")]);
    await follow(zed, follower.username);
    await follow(abe, follower.username);
    expect(await followedBy(follower.username)).toEqual([abe.username, zed.username]);
    expect(await followedBy(stranger.username)).toEqual([]);
    const { json } = await api<{ members: Record<string, unknown>[] }>("/api/users/me/following", { as: follower.username });
    expect(Object.keys(json.members[0]).sort()).toEqual(["id", "imageUrl", "role", "username"]);
  });

  it("tells a follower the thread mentions once, by the mention, and nobody who turned the notice off", async () => {
    const [mentioned, quiet, writer] = await Promise.all([createMember("mfmentioned"), createMember("mfquiet"), createMember("mfwriter")]);
    for (const member of [mentioned, quiet, watcher]) await follow(writer, member.username);
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { NEW_THREAD: false } } })).status).toBe(200);
    const threadId = await startThread(writer, "Callout", `What say you, @${mentioned.username}?`);
    await followersTold(threadId);
    expect(await toldAbout(threadId)).toEqual([
      [mentioned.username, "MENTION"],
      [watcher.username, "NEW_THREAD"],
    ]);
    await unfollow(writer, watcher.username);
  });

  it("refuses to follow a member who blocked the viewer, and a block ends the blocked member's follow", async () => {
    const [blocker, blocked, later] = await Promise.all([createMember("mfblocker"), createMember("mfblocked"), createMember("mflater")]);
    expect((await api(`/api/users/${blocked.id}/block`, { as: blocker.username, method: "PUT", body: {} })).status).toBe(200);
    const refused = await follow(blocker, blocked.username);
    expect(refused).toMatchObject({ status: 403, json: { code: "BLOCKED", message: "You cannot follow this member: they have blocked you." } });
    expect(await followedBy(blocked.username)).toEqual([]);

    await follow(blocker, later.username);
    await follow(blocker, watcher.username);
    await api(`/api/users/${later.id}/block`, { as: blocker.username, method: "PUT", body: {} });
    expect(await followedBy(later.username)).toEqual([]);
    const threadId = await startThread(blocker, "Only for those I let in");
    await followersTold(threadId);
    expect(await toldAbout(threadId)).toEqual([[watcher.username, "NEW_THREAD"]]);
    await unfollow(blocker, watcher.username);
  });

  it("does not tell a follower of a thread by a member they blocked", async () => {
    const [writer, wary] = await Promise.all([createMember("mfblockedwriter"), createMember("mfwary")]);
    await follow(writer, wary.username);
    await follow(writer, watcher.username);
    await api(`/api/users/${writer.id}/block`, { as: wary.username, method: "PUT", body: {} });
    const threadId = await startThread(writer, "Still posting");
    await followersTold(threadId);
    expect(await toldAbout(threadId)).toEqual([[watcher.username, "NEW_THREAD"]]);
    await unfollow(writer, watcher.username);
  });

  it("keeps a pro fighter's premium thread out of a free follower's notice, the title shown as in lists", async () => {
    const [fighter, free] = await Promise.all([createMember("mffighter", { role: "FIGHTER" }), createMember("mffree", { plan: "FREE" })]);
    await follow(fighter, free.username);
    await follow(fighter, watcher.username);
    const canary = `mfcanary${Date.now()}`;
    const threadId = await startThread(fighter, "Camp diary", `Tonight's game plan: ${canary}`);
    await followersTold(threadId);
    const notices = await waitFor(
      () => api<{ threadId: string }[]>("/api/notifications", { as: free.username }),
      (answer) => answer.json.some((notice) => notice.threadId === threadId),
    );
    expect(notices.text).not.toContain(canary);
    expect(notices.json.find((notice) => notice.threadId === threadId)).toMatchObject({ type: "NEW_THREAD", premiumLocked: true, replyPreview: null, threadTitle: "Camp diary" });
    const paid = await api<{ threadId: string }[]>("/api/notifications", { as: watcher.username });
    expect(paid.json.find((notice) => notice.threadId === threadId)).toMatchObject({ premiumLocked: false });
    await unfollow(fighter, watcher.username);
  });

  it("tells the followers of a thread whose server stopped before telling them, after the next new thread", async () => {
    const writer = await createMember("mfstranded");
    await follow(writer, watcher.username);
    // What a thread's transaction leaves when its server stops right after the commit.
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const stranded = await createThread(writer.id, { title: "Told late", content: "Late" });
    await testDb.pendingNewThreadNotice.create({ data: { threadId: stranded.id, createdAt: twoMinutesAgo } });
    await startThread(stranger, "The next thread anywhere");
    await followersTold(stranded.id);
    expect(await testDb.notification.count({ where: { threadId: stranded.id, type: "NEW_THREAD" } })).toBe(1);
    expect(await testDb.pendingNewThreadNotice.count({ where: { threadId: stranded.id } })).toBe(0);
    await unfollow(writer, watcher.username);
  });

  it("answers a new thread without waiting for its followers' notices, which come once it has", async () => {
    const writer = await createMember("mfcrowded");
    await follow(writer, watcher.username);
    // The notice's row refers to the watcher's, which this transaction holds: it waits until the end.
    const threadId = await testDb.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${watcher.id} FOR UPDATE`;
        const id = await startThread(writer, "Fight night is here");
        expect(await testDb.notification.count({ where: { threadId: id, userId: watcher.id } })).toBe(0);
        return id;
      },
      { timeout: 60_000 },
    );
    await followersTold(threadId);
    await unfollow(writer, watcher.username);
  });

  it("refuses following oneself (400), a missing member (404), signed out (401) and past the limit (409), recording nothing", async () => {
    expect(await follow(fan, fan.username)).toMatchObject({ status: 400, json: { code: "INVALID_INPUT", message: "You cannot follow yourself" } });
    expect(await follow("no-such-member", fan.username)).toMatchObject({ status: 404, json: { code: "NOT_FOUND", message: "User not found" } });
    expect(await unfollow("no-such-member", fan.username)).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect(await api(`/api/users/${author.id}/follow`, { method: "PUT", body: {} })).toMatchObject({ status: 401, json: { message: "You must be logged in to follow a member" } });
    expect(await testDb.memberFollow.count({ where: { followerId: fan.id } })).toBe(0);

    const collector = await createMember("mfcollector");
    const stamp = Date.now();
    const members = Array.from({ length: MAX_FOLLOWED_MEMBERS }, (_, index) => ({ id: `mfbulk${stamp}_${index}`, clerkId: `user_mfbulk${stamp}_${index}`, username: `mfbulk${stamp}_${index}` }));
    await testDb.user.createMany({ data: members });
    await testDb.memberFollow.createMany({ data: members.map((member) => ({ followerId: collector.id, memberId: member.id })) });
    const refused = await follow(author, collector.username);
    expect(refused).toMatchObject({ status: 409, json: { message: `You can follow at most ${MAX_FOLLOWED_MEMBERS} members. Unfollow some on your account page first.` } });
    expect((await follow(members[0].id, collector.username)).json, "one already followed is still answered").toEqual({ following: true });
    await testDb.user.deleteMany({ where: { id: { in: members.map((member) => member.id) } } });
  });
});

describe("telling a member who started following them", () => {
  const newFollowerNotices = (member: Member) =>
    testDb.notification.findMany({ where: { userId: member.id, type: "NEW_FOLLOWER" }, select: { actorId: true, message: true, isRead: true } });

  it("tells the member followed, with the follower's name, once a day for the same follower", async () => {
    const [followed, follower] = await Promise.all([createMember("mfnfollowed"), createMember("mfnfollower")]);
    await follow(followed, follower.username);
    await follow(followed, follower.username);
    await unfollow(followed, follower.username);
    await follow(followed, follower.username);
    expect(await newFollowerNotices(followed), "following again, or again after unfollowing the same day, tells nobody").toEqual([
      { actorId: follower.id, message: `${follower.username} started following you`, isRead: false },
    ]);
    expect(await testDb.notification.count({ where: { userId: follower.id, type: "NEW_FOLLOWER" } }), "the follower is told nothing").toBe(0);

    const listed = await api<{ type: string; relatedUser: { id: string; username: string } | null; threadId: string | null }[]>("/api/notifications?status=all&kind=follows", {
      as: followed.username,
    });
    expect(listed.json).toEqual([
      expect.objectContaining({ type: "NEW_FOLLOWER", threadId: null, relatedUser: expect.objectContaining({ id: follower.id, username: follower.username }), action: "followBack" }),
    ]);
    await follow(follower, followed.username);
    const followedBack = await api<{ action: string | null }[]>("/api/notifications?status=all&kind=follows", { as: followed.username });
    expect(followedBack.json.map((notice) => notice.action), "followed back: offered no more").toEqual([null]);
    await unfollow(follower, followed.username);
    expect((await api<{ count: number }>("/api/notifications/unread-count", { as: followed.username })).json.count).toBe(1);

    // A day later the same follower's return is news again.
    await testDb.notification.updateMany({ where: { userId: followed.id, type: "NEW_FOLLOWER" }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    await unfollow(followed, follower.username);
    await follow(followed, follower.username);
    expect(await newFollowerNotices(followed)).toHaveLength(2);
  });

  it("tells nobody who turned new followers off, nor of a follow refused", async () => {
    const [quiet, follower, blocker] = await Promise.all([createMember("mfnquiet"), createMember("mfnfan"), createMember("mfnblocker")]);
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { NEW_FOLLOWER: false } } })).status).toBe(200);
    expect((await follow(quiet, follower.username)).status).toBe(200);
    expect(await newFollowerNotices(quiet)).toEqual([]);

    expect((await api(`/api/users/${follower.id}/block`, { as: blocker.username, method: "PUT", body: {} })).status).toBe(200);
    expect((await follow(blocker, follower.username)).status).toBe(403);
    expect(await newFollowerNotices(blocker)).toEqual([]);
  });
});

/**
 * A member's two follow lists, each tested the same way: `owner`'s list shows `listed`, who
 * follows the owner (followers) or whom the owner follows (following).
 */
const FOLLOW_LISTS = [
  { kind: "followers", prefix: "mflr", signedOutMessage: "You must be logged in to see who follows a member", followerOf: (owner: Member, listed: Member) => [listed, owner] },
  { kind: "following", prefix: "mflg", signedOutMessage: "You must be logged in to see whom a member follows", followerOf: (owner: Member, listed: Member) => [owner, listed] },
] as const;

describe.each(FOLLOW_LISTS)("a member's $kind (GET /api/users/{id}/$kind)", ({ kind, prefix, signedOutMessage, followerOf }) => {
  type ListedJson = { id: string; username: string; imageUrl: string | null; role: string; followedAt: string; youFollow: boolean; followsYou: boolean };
  const listPage = (member: string, as: string, query = "") => api<ListedJson[]>(`/api/users/${member}/${kind}${query}`, { as });
  /** Makes the follow between the list's owner and a listed member, as the list reads it. */
  const link = (owner: Member, listed: Member) => {
    const [follower, followed] = followerOf(owner, listed);
    return follow(followed, follower.username);
  };
  const unlink = (owner: Member, listed: Member) => {
    const [follower, followed] = followerOf(owner, listed);
    return unfollow(followed, follower.username);
  };
  const profileCounts = async (member: Member, as: string) => {
    const { json } = await api<{ followersCount: number; followingCount: number }>(`/api/users/username/${member.username}`, { as });
    return kind === "followers" ? json.followersCount : json.followingCount;
  };

  it("lists the members, the newest follow first, by cursor, ties kept apart by id, nothing private, as many as the profile counts", async () => {
    const [owner, reader] = await Promise.all([createMember(`${prefix}owner`), createMember(`${prefix}reader`)]);
    const listed = await Promise.all(["first", "second", "third", "fourth"].map((nth) => createMember(`${prefix}${nth}`)));
    for (const member of listed) expect((await link(owner, member)).status).toBe(200);
    // The first follow is the oldest; the last two began at the same instant.
    const [oldest, older, newest] = [30, 20, 10].map((minutesAgo) => new Date(Date.now() - minutesAgo * 60_000));
    for (const [index, createdAt] of [oldest, older, newest, newest].entries()) {
      const [follower, followed] = followerOf(owner, listed[index]);
      await testDb.memberFollow.update({ where: { followerId_memberId: { followerId: follower.id, memberId: followed.id } }, data: { createdAt } });
    }
    const whole = await listPage(owner.id, reader.username);
    expect(whole.status).toBe(200);
    const newestFirst = whole.json.map((member) => member.username);
    expect(newestFirst.slice(0, 2).sort()).toEqual([listed[2].username, listed[3].username].sort());
    expect(newestFirst.slice(2)).toEqual([listed[1].username, listed[0].username]);
    expect(whole.json[3]).toEqual({ id: listed[0].id, username: listed[0].username, imageUrl: null, role: "USER", followedAt: oldest.toISOString(), youFollow: false, followsYou: false });
    expect(privateFieldsIn(whole.json)).toEqual([]);
    expect(whole.headers.get("x-next-cursor"), "a page that is not full is the last").toBeNull();
    expect(await profileCounts(owner, reader.username), "the profile counts the list").toBe(4);

    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 3; page++) {
      const answer = await listPage(owner.clerkId, reader.username, `?limit=2&cursor=${cursor}`);
      expect(answer.status).toBe(200);
      seen.push(...answer.json.map((member) => member.username));
      cursor = answer.headers.get("x-next-cursor") ?? "";
      if (!cursor) break;
    }
    expect(seen, "each member once, in the same order, by Clerk id too").toEqual(newestFirst);

    // Whether the viewer follows each listed member: the reader follows the second; the first reads itself.
    await follow(listed[1], reader.username);
    const youFollow = async (as: string) => Object.fromEntries((await listPage(owner.id, as)).json.map((member) => [member.username, member.youFollow]));
    expect(await youFollow(reader.username)).toEqual(Object.fromEntries(newestFirst.map((username) => [username, username === listed[1].username])));
    expect((await youFollow(listed[0].username))[listed[0].username], "nobody follows themselves").toBe(false);
    // Whether each listed member follows the viewer: the third follows the reader.
    await follow(reader, listed[2].username);
    const followsYou = Object.fromEntries((await listPage(owner.id, reader.username)).json.map((member) => [member.username, member.followsYou]));
    expect(followsYou).toEqual(Object.fromEntries(newestFirst.map((username) => [username, username === listed[2].username])));

    await unlink(owner, listed[0]);
    expect((await listPage(owner.id, reader.username)).json.map((member) => member.username), "an unfollow leaves the list").toEqual(newestFirst.slice(0, 3));
    expect(await profileCounts(owner, reader.username)).toBe(3);
    expect((await listPage(listed[0].id, reader.username)).json, "the member left out has an empty list").toEqual([]);
  });

  it("answers 401 signed out, 404 for a missing member and 400 for a cursor or limit it does not know", async () => {
    expect(await api(`/api/users/${author.id}/${kind}`)).toMatchObject({ status: 401, json: { message: signedOutMessage } });
    expect(await listPage("no-such-member", fan.username)).toMatchObject({ status: 404, json: { code: "NOT_FOUND", message: "User not found" } });
    expect((await listPage(author.id, fan.username, "?cursor=nonsense")).status).toBe(400);
    expect((await listPage(author.id, fan.username, "?limit=51")).status).toBe(400);
  });
});

describe("members to follow (GET /api/users/me/follow-suggestions)", () => {
  type SuggestionJson = { id: string; username: string; imageUrl: string | null; role: string; followersCount: number; followsYou: boolean };
  const suggestedTo = async (as: string) => (await api<{ members: SuggestionJson[] }>("/api/users/me/follow-suggestions", { as })).json.members;

  it("suggests pro fighters and insiders, the highest Fight Cred first, leaving out whom the viewer follows, mutes or blocks, who blocked them and the banned", async () => {
    const viewer = await createMember("mfsviewer");
    const pros = await Promise.all(
      (["FIGHTER", "INDUSTRY_PROFESSIONAL", "FIGHTER", "FIGHTER", "INDUSTRY_PROFESSIONAL", "FIGHTER", "FIGHTER"] as const).map((role, index) => createMember(`mfspro${index}`, { role })),
    );
    const member = await createMember("mfsmember");
    // Above every other member's Fight Cred, so that these lead whatever else the database holds; given back after.
    const top = 2_000_000_000;
    const raised = [...pros, member];
    try {
      await Promise.all(pros.map((pro, index) => testDb.user.update({ where: { id: pro.id }, data: { fightCred: top - index } })));
      await testDb.user.update({ where: { id: member.id }, data: { fightCred: top } });
      await testDb.user.update({ where: { id: pros[6].id }, data: { isBanned: true } });
      await follow(pros[0], viewer.username);
      await api(`/api/users/${pros[1].id}/mute`, { as: viewer.username, method: "PUT", body: {} });
      await api(`/api/users/${pros[2].id}/block`, { as: viewer.username, method: "PUT", body: {} });
      await api(`/api/users/${viewer.id}/block`, { as: pros[3].username, method: "PUT", body: {} });
      await follow(pros[4], member.username);
      await follow(viewer, pros[5].username);

      const suggestions = await suggestedTo(viewer.username);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      expect(suggestions.slice(0, 2)).toEqual([
        { id: pros[4].id, username: pros[4].username, imageUrl: null, role: "INDUSTRY_PROFESSIONAL", followersCount: 1, followsYou: false },
        { id: pros[5].id, username: pros[5].username, imageUrl: null, role: "FIGHTER", followersCount: 0, followsYou: true },
      ]);
      const left = [...pros.slice(0, 4), pros[6], member, viewer].map((left) => left.id);
      expect(suggestions.filter((suggestion) => left.includes(suggestion.id))).toEqual([]);
      expect(suggestions.every((suggestion) => ["FIGHTER", "INDUSTRY_PROFESSIONAL"].includes(suggestion.role))).toBe(true);
      expect(privateFieldsIn(suggestions)).toEqual([]);

      await follow(pros[4], viewer.username);
      expect((await suggestedTo(viewer.username))[0].id, "a follow takes the member out").toBe(pros[5].id);
      expect((await suggestedTo(pros[5].username)).map((suggestion) => suggestion.id), "nobody is suggested to themselves").not.toContain(pros[5].id);

      // /following suggests them while the viewer follows fewer than five members.
      const followingPage = async () => (await api("/following", { headers: { cookie: await sessionCookie(viewer.username) } })).text;
      expect(await followingPage()).toContain("Fighters and insiders to follow");
      for (const other of [pros[5], member, pros[6]]) await follow(other, viewer.username);
      expect(await followingPage()).not.toContain("Fighters and insiders to follow");
    } finally {
      await testDb.user.updateMany({ where: { id: { in: raised.map((raisedMember) => raisedMember.id) } }, data: { fightCred: 0 } });
    }
  });

  it("answers 401 signed out", async () => {
    expect(await api("/api/users/me/follow-suggestions")).toMatchObject({ status: 401 });
  });
});

describe("the threads of the members one follows (/following)", () => {
  type Card = { id: string; title: string; content: string; user: { username: string } };
  const page = (as: string, query = "") => api<Card[]>(`/api/users/me/following/threads${query}`, { as });

  it("lists the followed members' threads alone, newest first, by cursor", async () => {
    const [reader, first, second, other] = await Promise.all(["mffeedreader", "mffeedone", "mffeedtwo", "mffeedother"].map((prefix) => createMember(prefix)));
    expect((await page(reader.username)).json, "nobody followed yet").toEqual([]);
    await follow(first, reader.username);
    await follow(second, reader.username);
    const titles: string[] = [];
    for (const [index, author] of [first, other, second, first, second].entries()) {
      const title = `Feed ${index} by ${author.username}`;
      await startThread(author, title);
      if (author !== other) titles.unshift(title);
    }

    const firstPage = await page(reader.username, "?limit=3");
    expect(firstPage.status).toBe(200);
    expect(firstPage.json.map((thread) => thread.title)).toEqual(titles.slice(0, 3));
    const cursor = firstPage.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const secondPage = await page(reader.username, `?limit=3&cursor=${cursor}`);
    expect(secondPage.json.map((thread) => thread.title)).toEqual(titles.slice(3));
    expect(secondPage.headers.get("x-next-cursor")).toBeNull();

    await unfollow(second, reader.username);
    expect((await page(reader.username)).json.map((thread) => thread.user.username)).toEqual([first.username, first.username]);
  });

  it("shows a followed pro fighter's thread to a free member as every list does: content withheld", async () => {
    const [fighter, free] = await Promise.all([createMember("mffeedfighter", { role: "FIGHTER" }), createMember("mffeedfree", { plan: "FREE" })]);
    await follow(fighter, free.username);
    const canary = `mffeedcanary${Date.now()}`;
    const threadId = await startThread(fighter, "Fight week", `Secret: ${canary}`);
    const answer = await page(free.username);
    expect(answer.json.map((thread) => thread.id)).toEqual([threadId]);
    expect(answer.text).not.toContain(canary);
    expect(answer.json[0]).toMatchObject({ title: "Fight week", premiumLocked: true, content: "" });
  });

  it("answers 401 signed out and 400 for a cursor or limit it does not know", async () => {
    expect((await api("/api/users/me/following/threads")).status).toBe(401);
    expect((await page(fan.username, "?cursor=nonsense")).status).toBe(400);
    expect((await page(fan.username, "?limit=0")).status).toBe(400);
  });
});
