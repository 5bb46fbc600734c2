import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, forgetCategoryFollowsSince, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";
import { waitFor } from "../helpers/wait";

/**
 * Following categories: a follower is told of each thread started in the category
 * (CATEGORY_THREAD), once the thread's request has answered, in the statement that tells the
 * author's followers; one notice a member, whichever way they follow. A test waits for the notice
 * of a follower nothing else tells (`watcher`), and then knows every follower's is there.
 */

type Member = { id: string; username: string };
let author: Member;
let watcher: Member;
let fan: Member;

const CATEGORY = { id: "member_feedback", name: "Member Feedback" };

beforeAll(async () => {
  [author, watcher, fan] = await Promise.all(["cfauthor", "cfwatcher", "cffan"].map((prefix) => createMember(prefix)));
  for (const member of [author, watcher]) expect((await followCategory(member.username)).status).toBe(200);
});

const fileStart = new Date();

afterAll(async () => {
  await forgetCategoryFollowsSince(fileStart);
  await removeCreatedThreads();
});

const followCategory = (as: string, categoryId = CATEGORY.id) => api(`/api/categories/${categoryId}/follow`, { as, method: "PUT", body: {} });
const unfollowCategory = (as: string, categoryId = CATEGORY.id) => api(`/api/categories/${categoryId}/follow`, { as, method: "DELETE", body: {} });
const followedBy = async (as: string) => (await api<{ categoryIds: string[] }>("/api/users/me/followed-categories", { as })).json.categoryIds;

async function startThread(as: Member, title: string, { categoryId = CATEGORY.id, content = "What should the forum do next?" } = {}) {
  const { status, json, text } = await api<{ id: string }>("/api/threads", { as: as.username, body: { title, content, categoryId } });
  expect(status, text).toBe(201);
  trackCreatedThread(json.id);
  return json.id;
}

/** Waits until the thread's followers have been told: the watcher's notice of it is there. */
async function followersTold(threadId: string) {
  const notice = await waitFor(
    () => testDb.notification.findFirst({ where: { threadId, userId: watcher.id } }),
    (found) => found !== null,
  );
  expect(notice, "the watcher's notice of the thread").not.toBeNull();
}

/** Who was told what of the thread: [username, type], sorted. */
async function toldAbout(threadId: string) {
  const rows = await testDb.notification.findMany({ where: { threadId }, include: { user: { select: { username: true } } } });
  return rows.map((row) => [row.user.username, row.type]).sort((a, b) => a.join(":").localeCompare(b.join(":")));
}

describe("following a category", () => {
  it("is the member's own list: followed again changes nothing, unfollowed it is gone", async () => {
    expect(await followCategory(fan.username)).toMatchObject({ status: 200, json: { categoryId: CATEGORY.id, following: true } });
    expect(await followCategory(fan.username)).toMatchObject({ status: 200, json: { following: true } });
    expect(await followCategory(fan.username, "general")).toMatchObject({ status: 200, json: { categoryId: "general", following: true } });
    expect((await followedBy(fan.username)).sort()).toEqual(["general", CATEGORY.id]);
    expect(await followedBy(author.username)).toEqual([CATEGORY.id]);
    expect(await unfollowCategory(fan.username, "general")).toMatchObject({ status: 200, json: { categoryId: "general", following: false } });
    expect(await unfollowCategory(fan.username, "general")).toMatchObject({ status: 200, json: { following: false } });
    expect(await followedBy(fan.username)).toEqual([CATEGORY.id]);
  });

  it("tells each follower of a thread started in it, not its author, and nobody of another category's", async () => {
    const title = `Dark mode, please ${Date.now()}`;
    const threadId = await startThread(author, title);
    await followersTold(threadId);
    expect(await toldAbout(threadId)).toEqual([
      [fan.username, "CATEGORY_THREAD"],
      [watcher.username, "CATEGORY_THREAD"],
    ]);
    const notice = await testDb.notification.findFirstOrThrow({ where: { threadId, userId: fan.id } });
    expect(notice).toMatchObject({ actorId: author.id, isRead: false, message: `${author.username} started a thread in ${CATEGORY.name}: "${title}"` });
    const listed = async () => (await api<{ threadId: string; type: string; categoryId: string; relatedUser: { id: string } | null; action: string | null }[]>("/api/notifications?status=all", { as: fan.username })).json.find((item) => item.threadId === threadId);
    // The notice offers to unfollow the category while the member follows it.
    expect(await listed()).toMatchObject({ type: "CATEGORY_THREAD", categoryId: CATEGORY.id, relatedUser: { id: author.id }, action: "unfollowCategory" });
    await unfollowCategory(fan.username);
    expect((await listed())?.action).toBeNull();
    await followCategory(fan.username);
    const followingKind = await api<{ threadId: string }[]>("/api/notifications?kind=follows", { as: fan.username });
    expect(followingKind.json.map((item) => item.threadId)).toContain(threadId);

    // A thread in general, which nobody here follows, tells nobody, once its telling has taken its pending notice.
    const elsewhere = await startThread(author, `Elsewhere ${Date.now()}`, { categoryId: "general" });
    const pending = await waitFor(
      () => testDb.pendingNewThreadNotice.count({ where: { threadId: elsewhere } }),
      (count) => count === 0,
    );
    expect(pending, "its telling took its pending notice").toBe(0);
    expect(await toldAbout(elsewhere)).toEqual([]);
  });

  it("tells a member who follows the author too once, as the author's follower, unless they turned that off", async () => {
    const both = await createMember("cfboth");
    await followCategory(both.username);
    expect((await api(`/api/users/${author.id}/follow`, { as: both.username, method: "PUT", body: {} })).status).toBe(200);
    const first = await startThread(author, `Both ways ${Date.now()}`);
    await followersTold(first);
    expect((await toldAbout(first)).filter(([username]) => username === both.username)).toEqual([[both.username, "NEW_THREAD"]]);

    expect((await api("/api/users/me", { as: both.username, method: "PATCH", body: { notificationPreferences: { NEW_THREAD: false } } })).status).toBe(200);
    const second = await startThread(author, `Category only ${Date.now()}`);
    await followersTold(second);
    expect((await toldAbout(second)).filter(([username]) => username === both.username)).toEqual([[both.username, "CATEGORY_THREAD"]]);

    expect((await api("/api/users/me", { as: both.username, method: "PATCH", body: { notificationPreferences: { CATEGORY_THREAD: false } } })).status).toBe(200);
    const third = await startThread(author, `Neither ${Date.now()}`);
    await followersTold(third);
    expect((await toldAbout(third)).filter(([username]) => username === both.username)).toEqual([]);
  });

  it("tells no follower who blocked the author, and keeps a pro fighter's premium thread out of a free follower's notice", async () => {
    const blocker = await createMember("cfblocker");
    await followCategory(blocker.username);
    expect((await api(`/api/users/${author.id}/block`, { as: blocker.username, method: "PUT", body: {} })).status).toBe(200);
    const blocked = await startThread(author, `Blocked ${Date.now()}`);
    await followersTold(blocked);
    expect((await toldAbout(blocked)).map(([username]) => username)).not.toContain(blocker.username);

    const [fighter, free] = await Promise.all([createMember("cffighter", { role: "FIGHTER" }), createMember("cffree", { plan: "FREE" })]);
    await followCategory(free.username);
    const canary = `cfcanary${Date.now()}`;
    const premium = await startThread(fighter, "Camp notes", { content: `Tonight's game plan: ${canary}` });
    await followersTold(premium);
    const notices = await api<{ threadId: string }[]>("/api/notifications", { as: free.username });
    expect(notices.text).not.toContain(canary);
    expect(notices.json.find((notice) => notice.threadId === premium)).toMatchObject({ type: "CATEGORY_THREAD", premiumLocked: true, replyPreview: null, threadTitle: "Camp notes" });
  });

  it("refuses an unknown category and the signed out, with a clear message", async () => {
    expect(await followCategory(fan.username, "no-such-category")).toMatchObject({ status: 404, json: { message: "Category not found" } });
    expect(await unfollowCategory(fan.username, "no-such-category")).toMatchObject({ status: 404, json: { message: "Category not found" } });
    for (const method of ["PUT", "DELETE"]) {
      expect(await api(`/api/categories/${CATEGORY.id}/follow`, { method, body: {} })).toMatchObject({ status: 401, json: { message: "You must be logged in to follow a category" } });
    }
    expect(await api("/api/users/me/followed-categories")).toMatchObject({ status: 401 });
  });
});
