import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recountAll } from "@/lib/maintenance/recount";
import type { PlanType, Role } from "@/lib/generated/prisma/enums";
import { api, APP_URL, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";

/** A new member for one test, so tests do not depend on each other's state. */
async function newMember(prefix: string, { plan = "BASIC", role = "USER" }: { plan?: PlanType; role?: Role } = {}) {
  const username = `${prefix}_${randomUUID().slice(0, 8)}`;
  await tokenFor(username);
  const user = await testDb.user.update({ where: { username }, data: { planType: plan, role } });
  return { username, id: user.id };
}

async function createThread(as: string, body: Record<string, unknown> = {}) {
  const response = await api("/api/threads", {
    as,
    body: { title: `Thread ${randomUUID().slice(0, 6)}`, content: "Something worth discussing.", categoryId: "member_feedback", ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

const userRow = (id: string) => testDb.user.findUniqueOrThrow({ where: { id } });
const threadRow = (id: string) => testDb.thread.findUniqueOrThrow({ where: { id } });

describe("POST /api/threads", () => {
  it("creates a thread with a poll and an image and credits the author", async () => {
    const author = await newMember("creator");
    const category = await testDb.category.findUniqueOrThrow({ where: { id: "fighters_only" } });
    const { status, json } = await api("/api/threads", {
      as: author.username,
      body: {
        userId: author.id,
        title: "  Best camp for wrestlers  ",
        content: "  Where would you train?  ",
        categoryId: "fighters_only",
        poll: { question: " Pick one ", options: ["AKA", " ", "ATT", "Kill Cliff"] },
        media: [{ type: "IMAGE", url: "/media/campcampcampcampcamp00.jpg" }],
      },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      title: "Best camp for wrestlers",
      content: "Where would you train?",
      categoryId: "fighters_only",
      userId: author.id,
      hasLiked: false,
      hasDisliked: false,
      hasPotd: false,
      likesCount: 0,
      repliesCount: 0,
      isPinned: false,
      edited: false,
      premiumLocked: false,
      media: [{ type: "IMAGE", url: "/media/campcampcampcampcamp00.jpg" }],
      poll: { question: "Pick one", votesCount: 0, hasVoted: false },
    });
    expect(json.poll.options.map((o: { text: string }) => o.text)).toEqual(["AKA", "ATT", "Kill Cliff"]);
    expect(new Date(json.poll.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await userRow(author.id)).toMatchObject({ postsCount: 1, fightCred: 2 });
    expect((await testDb.category.findUniqueOrThrow({ where: { id: "fighters_only" } })).threadCount).toBe(category.threadCount + 1);
  });

  it("falls back to general for an unknown category and accepts a 150-character title", async () => {
    const author = await newMember("fallback");
    const title = "x".repeat(150);
    const thread = await createThread(author.username, { categoryId: "no_such_category", title: `  ${title}  ` });
    expect(thread).toMatchObject({ categoryId: "general", title, poll: null, media: [] });
  });

  it.each([
    [{ title: undefined }, "Please enter a title for your post."],
    [{ title: "   " }, "Please enter a title for your post."],
    [{ title: "x".repeat(151) }, "Title must be at most 150 characters."],
    [{ content: undefined }, "Please enter some content for your post."],
    [{ content: " \n " }, "Please enter some content for your post."],
    [{ poll: { question: " ", options: ["a", "b"] } }, "Please enter a question for your poll."],
    [{ poll: { question: "Who?", options: ["only one"] } }, "Please enter at least two options for your poll."],
    [{ poll: { question: "Who?", options: ["a", "  "] } }, "Please enter at least two options for your poll."],
    [{ poll: { question: "Who?" } }, "Please enter at least two options for your poll."],
    [{ poll: { question: "Who?", options: ["1", "2", "3", "4", "5", "6", "7"] } }, "A poll can have at most 6 options."],
    [
      { media: [{ type: "IMAGE", url: "/media/aaaaaaaaaaaaaaaaaaaaa1.png" }, { type: "IMAGE", url: "/media/aaaaaaaaaaaaaaaaaaaaa2.png" }] },
      "A post can have at most 1 image.",
    ],
    [{ media: [{ type: "IMAGE", url: "javascript:alert(1)" }] }, "Images must be uploaded to Fight Forum first."],
    [{ media: [{ type: "IMAGE", url: "https://tracker.example.com/pixel.png" }] }, "Images must be uploaded to Fight Forum first."],
    [{ media: [{ type: "VIDEO", url: "https://a.example/1.mp4" }] }, "Media type must be IMAGE."],
  ])("rejects %j with 400 %s", async (overrides, message) => {
    const { status, json } = await api("/api/threads", {
      as: "member",
      body: { title: "A title", content: "Some content", categoryId: "general", ...overrides },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: "INVALID_INPUT", code: "INVALID_INPUT", message });
  });

  it("needs a signed-in, paid, unbanned member", async () => {
    const body = { title: "Hello", content: "World", categoryId: "general" };
    const signedOut = await api("/api/threads", { body });
    expect(signedOut).toMatchObject({ status: 401, json: { message: "You must be logged in to create a post" } });

    const free = await api("/api/threads", { as: "fan", body });
    expect(free).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED", error: "UPGRADE_REQUIRED" } });

    const banned = await newMember("banned");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true, bannedAt: new Date() } });
    expect(await api("/api/threads", { as: banned.username, body })).toMatchObject({ status: 403, json: { code: "BANNED" } });

    const staffWithoutPlan = await newMember("freemod", { plan: "FREE", role: "MODERATOR" });
    expect((await api("/api/threads", { as: staffWithoutPlan.username, body })).status).toBe(201);

    expect((await api("/api/threads", { as: "member", body: { ...body, userId: "someone-else" } })).status).toBe(403);
  });
});

describe("GET /api/threads/{category}", () => {
  it("lists pinned threads apart from the regular pages", async () => {
    const pinned = await api("/api/threads/general?pinned=true&sort=recent", { as: "member" });
    expect(pinned.status).toBe(200);
    expect(pinned.json.length).toBeGreaterThan(0);
    expect(pinned.json.every((t: { isPinned: boolean }) => t.isPinned)).toBe(true);

    const page = await api("/api/threads/general?pinnedByUserFilter=exclude&sort=recent&timeRange=all&limit=10&offset=0", { as: "member" });
    expect(page.json).toHaveLength(10);
    expect(page.json.some((t: { isPinned: boolean }) => t.isPinned)).toBe(false);
    const next = await api("/api/threads/general?pinnedByUserFilter=exclude&sort=recent&limit=10&offset=10", { as: "member" });
    const firstIds = new Set(page.json.map((t: { id: string }) => t.id));
    expect(next.json.some((t: { id: string }) => firstIds.has(t.id))).toBe(false);
  });

  it("sorts by activity or creation, filters the last week and falls back to general", async () => {
    const author = await newMember("sorter");
    const older = await createThread(author.username, { categoryId: "mma_takes_podcast_companion" });
    const newer = await createThread(author.username, { categoryId: "mma_takes_podcast_companion" });
    // The older thread gets recent activity; a third is backdated out of the last week.
    await testDb.thread.update({ where: { id: older.id }, data: { lastActivityAt: new Date(Date.now() + 60_000) } });
    const stale = await createThread(author.username, { categoryId: "mma_takes_podcast_companion" });
    await testDb.thread.update({ where: { id: stale.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000), lastActivityAt: new Date(Date.now() - 8 * 86_400_000) } });

    const base = "/api/threads/mma_takes_podcast_companion?pinnedByUserFilter=exclude&limit=50";
    const recent = (await api(`${base}&sort=recent`, { as: author.username })).json.map((t: { id: string }) => t.id);
    expect(recent.slice(0, 2)).toEqual([older.id, newer.id]);
    const byNew = (await api(`${base}&sort=new`, { as: author.username })).json.map((t: { id: string }) => t.id);
    expect(byNew.slice(0, 2)).toEqual([newer.id, older.id]);
    expect(byNew).toContain(stale.id);
    const week = (await api(`${base}&sort=new&timeRange=week`, { as: author.username })).json.map((t: { id: string }) => t.id);
    expect(week).not.toContain(stale.id);
    expect(week).toContain(newer.id);

    const unknown = await api("/api/threads/nonsense?pinnedByUserFilter=exclude&limit=3", { as: author.username });
    expect(unknown.json.every((t: { categoryId: string }) => t.categoryId === "general")).toBe(true);
  });

  it("validates the query and needs a signed-in member", async () => {
    expect(await api("/api/threads/general?sort=best", { as: "member" })).toMatchObject({ status: 400, json: { message: "sort must be recent, new, hot or top" } });
    expect(await api("/api/threads/general?timeRange=decade", { as: "member" })).toMatchObject({ status: 400, json: { message: "timeRange must be all, week, month or year" } });
    expect(await api("/api/threads/general?limit=500", { as: "member" })).toMatchObject({ status: 400, json: { message: "limit must be between 1 and 50" } });
    expect(await api("/api/threads/general")).toMatchObject({ status: 401, json: { message: "You must be logged in to view threads" } });
  });
});

describe("premium fighter threads", () => {
  it("carry no content, media or poll text for a viewer who is not paid", async () => {
    const fighter = await newMember("pro", { role: "FIGHTER" });
    const secret = `secret-camp-notes-${randomUUID()}`;
    const secretImage = randomUUID().replace(/-/g, "").slice(0, 22);
    const thread = await createThread(fighter.username, {
      categoryId: "fighters_only",
      content: secret,
      poll: { question: `poll-${secret}`, options: [`opt-${secret}`, "other"] },
      media: [{ type: "IMAGE", url: `/media/${secretImage}.jpg` }],
    });

    const single = await api(`/api/threads/id/${thread.id}`, { as: "fan" });
    expect(single.status).toBe(200);
    expect(single.json).toMatchObject({ premiumLocked: true, content: "", media: [], poll: null, title: thread.title });
    expect(single.text).not.toContain(secret);
    expect(single.text).not.toContain(secretImage);
    const list = await api("/api/threads/fighters_only?pinnedByUserFilter=exclude&sort=new&limit=50", { as: "fan" });
    expect(list.json.some((t: { id: string }) => t.id === thread.id)).toBe(true);
    expect(list.text).not.toContain(secret);

    const paid = await api(`/api/threads/id/${thread.id}`, { as: "member" });
    expect(paid.json).toMatchObject({ premiumLocked: false, content: secret });

    for (const action of ["like", "dislike", "potd"]) {
      expect((await api(`/api/threads/${thread.id}/${action}`, { as: "fan", body: {} })).json.code).toBe("UPGRADE_REQUIRED");
    }
  });

  it("are left out of the server-rendered forum page, RSC payload included", async () => {
    const fighter = await newMember("pro", { role: "FIGHTER" });
    const secret = `secret-camp-notes-${randomUUID()}`;
    // Not in general: the browser tests run on this database next, and general's first page stays as the demo data left it.
    const thread = await createThread(fighter.username, { categoryId: "fighters_only", content: secret });
    const pageAs = async (username: string) => {
      const login = await fetch(`${APP_URL}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
      const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      return (await fetch(`${APP_URL}/forum/fighters_only`, { headers: { cookie } })).text();
    };
    // The newest thread is on its forum page's first page, in its HTML or its payload; its content only for a paid viewer.
    const freeHtml = await pageAs("fan");
    expect(freeHtml).toContain(thread.id);
    expect(freeHtml).not.toContain(secret);
    expect(await pageAs("member")).toContain(secret);
  });
});

describe("GET /api/threads/id/{id}", () => {
  it("returns one thread with the viewer's state, 404 when missing, 401 signed out", async () => {
    const thread = await createThread("member");
    expect((await api(`/api/threads/id/${thread.id}`, { as: "fan" })).json).toMatchObject({ id: thread.id, hasLiked: false });
    expect(await api("/api/threads/id/missing", { as: "fan" })).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect((await api(`/api/threads/id/${thread.id}`)).status).toBe(401);
  });
});

describe("likes and dislikes", () => {
  it("toggles a like, swaps it for a dislike and back, and credits the author once", async () => {
    const author = await newMember("liked");
    const fan = await newMember("liker", { plan: "FREE" });
    const thread = await createThread(author.username);

    const like = await api(`/api/threads/${thread.id}/like`, { as: fan.username, body: { userId: fan.id } });
    expect(like.json).toMatchObject({ wasLiked: false, hasLiked: true, likesCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ likesCount: 1, fightCred: 3 });
    expect(await testDb.notification.count({ where: { userId: author.id, type: "LIKE", threadId: thread.id } })).toBe(1);

    const unlike = await api(`/api/threads/${thread.id}/like`, { as: fan.username, body: {} });
    expect(unlike.json).toMatchObject({ wasLiked: true, hasLiked: false, likesCount: 0 });
    expect(await userRow(author.id)).toMatchObject({ likesCount: 0, fightCred: 2 });

    await api(`/api/threads/${thread.id}/like`, { as: fan.username, body: {} });
    const dislike = await api(`/api/threads/${thread.id}/dislike`, { as: fan.username, body: {} });
    expect(dislike.json).toMatchObject({ wasDisliked: false, hasDisliked: true, hasLiked: false, likesCount: 0, dislikesCount: 1 });
    const relike = await api(`/api/threads/${thread.id}/like`, { as: fan.username, body: {} });
    expect(relike.json).toMatchObject({ wasLiked: false, hasLiked: true, hasDisliked: false, likesCount: 1, dislikesCount: 0 });
    expect(await testDb.threadReaction.count({ where: { threadId: thread.id } })).toBe(1);
    const undislike = await api(`/api/threads/${thread.id}/dislike`, { as: fan.username, body: {} });
    await api(`/api/threads/${thread.id}/dislike`, { as: fan.username, body: {} });
    expect(undislike.json).toMatchObject({ hasDisliked: true, likesCount: 0, dislikesCount: 1 });
    expect((await api(`/api/threads/id/${thread.id}`, { as: fan.username })).json).toMatchObject({ hasLiked: false, hasDisliked: false, dislikesCount: 0 });
  });

  it("earns no Fight Cred or notification for liking one's own thread", async () => {
    const author = await newMember("selflike");
    const thread = await createThread(author.username);
    expect((await api(`/api/threads/${thread.id}/like`, { as: author.username, body: {} })).json.likesCount).toBe(1);
    expect(await userRow(author.id)).toMatchObject({ likesCount: 0, fightCred: 2 });
    expect(await testDb.notification.count({ where: { userId: author.id } })).toBe(0);
  });

  it("keeps one reaction per member under 11 parallel likes, with every call answered", async () => {
    const author = await newMember("racer");
    const liker = await newMember("spammer");
    const thread = await createThread(author.username);
    const results = await Promise.all(
      Array.from({ length: 11 }, () => api(`/api/threads/${thread.id}/like`, { as: liker.username, body: {} })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(11).fill(200));
    // Every toggle ran one after another: 6 likes and 5 unlikes leave exactly one like.
    expect(results.filter((r) => r.json.wasLiked === false)).toHaveLength(6);
    expect(await testDb.threadReaction.count({ where: { threadId: thread.id } })).toBe(1);
    expect(await threadRow(thread.id)).toMatchObject({ likesCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ likesCount: 1, fightCred: 3 });
  });

  it("answers 401 signed out, 404 for a missing thread", async () => {
    const thread = await createThread("member");
    expect(await api(`/api/threads/${thread.id}/like`, { body: {} })).toMatchObject({ status: 401, json: { message: "You must be logged in to like a post" } });
    expect(await api(`/api/threads/${thread.id}/dislike`, { body: {} })).toMatchObject({ status: 401, json: { message: "You must be logged in to dislike a post" } });
    expect(await api("/api/threads/missing/like", { as: "fan", body: {} })).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect((await api(`/api/threads/${thread.id}/like`, { as: "fan", body: { userId: "not-me" } })).status).toBe(403);
  });
});

describe("Post of the Day", () => {
  it("marks another member's thread once per UTC day and credits the author", async () => {
    const author = await newMember("potdauthor");
    const marker = await newMember("potdmarker", { plan: "FREE" });
    const first = await createThread(author.username);
    const second = await createThread(author.username);

    const marked = await api(`/api/threads/${first.id}/potd`, { as: marker.username, body: { userId: marker.id } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ hasPotd: true, potdCount: 1 });
    expect(await userRow(author.id)).toMatchObject({ potdCount: 1, fightCred: 4 + 5 });
    expect(await testDb.notification.count({ where: { userId: author.id, type: "POTD" } })).toBe(1);

    const again = await api(`/api/threads/${second.id}/potd`, { as: marker.username, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain("already used");
    expect(await threadRow(second.id)).toMatchObject({ potdCount: 0 });
  });

  it("refuses one's own thread, a missing thread and signed-out calls", async () => {
    const author = await newMember("potdself");
    const thread = await createThread(author.username);
    expect((await api(`/api/threads/${thread.id}/potd`, { as: author.username, body: {} })).status).toBe(403);
    expect(await api("/api/threads/missing/potd", { as: author.username, body: {} })).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect(await api(`/api/threads/${thread.id}/potd`, { body: {} })).toMatchObject({
      status: 401,
      json: { message: "You must be logged in to mark a post as Post of the Day" },
    });
  });

  it("allows one mark per day under parallel calls on different threads", async () => {
    const author = await newMember("potdrace");
    const marker = await newMember("potdburst");
    const threads = await Promise.all(Array.from({ length: 5 }, () => createThread(author.username)));
    const results = await Promise.all(threads.map((t) => api(`/api/threads/${t.id}/potd`, { as: marker.username, body: {} })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await testDb.postOfTheDay.count({ where: { userId: marker.id } })).toBe(1);
    expect(await userRow(author.id)).toMatchObject({ potdCount: 1 });
  });
});

describe("pinning", () => {
  it("lets staff pin and unpin, crediting and notifying the author", async () => {
    const author = await newMember("pinned");
    const thread = await createThread(author.username);
    const pin = await api(`/api/threads/${thread.id}/pin`, { as: "mod", body: {} });
    expect(pin.json).toMatchObject({ isPinned: true });
    expect(await userRow(author.id)).toMatchObject({ pinnedByUserCount: 1, fightCred: 12 });
    expect(await testDb.notification.count({ where: { userId: author.id, type: "THREAD_PINNED", threadId: thread.id } })).toBe(1);
    const pinnedList = await api("/api/threads/member_feedback?pinned=true&sort=recent", { as: author.username });
    expect(pinnedList.json[0].id).toBe(thread.id);

    const unpin = await api(`/api/threads/${thread.id}/pin`, { as: "admin", body: {} });
    expect(unpin.json).toMatchObject({ isPinned: false });
    expect(await userRow(author.id)).toMatchObject({ pinnedByUserCount: 0, fightCred: 2 });
  });

  it("gives no credit for pinning one's own thread and refuses members", async () => {
    const staff = await newMember("selfpin", { role: "ADMIN" });
    const thread = await createThread(staff.username);
    expect((await api(`/api/threads/${thread.id}/pin`, { as: staff.username, body: {} })).json.isPinned).toBe(true);
    expect(await userRow(staff.id)).toMatchObject({ pinnedByUserCount: 0, fightCred: 2 });
    await api(`/api/threads/${thread.id}/pin`, { as: staff.username, body: {} });

    const member = await api(`/api/threads/${thread.id}/pin`, { as: "member", body: {} });
    expect(member).toMatchObject({ status: 403, json: { message: "Only moderators and admins can pin threads." } });
    expect(await api(`/api/threads/${thread.id}/pin`, { body: {} })).toMatchObject({ status: 401, json: { message: "You must be logged in to pin a post" } });
    expect((await api("/api/threads/missing/pin", { as: "mod", body: {} })).status).toBe(404);
  });
});

describe("editing", () => {
  it("lets the author edit within the first hour", async () => {
    const author = await newMember("editor");
    const thread = await createThread(author.username);
    const { status, json } = await api(`/api/threads/${thread.id}`, {
      as: author.username,
      method: "PUT",
      body: { userId: author.id, title: " New title ", content: " New content " },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ title: "New title", content: "New content", edited: true });
    expect(json.editedAt).not.toBeNull();
  });

  it("tells only the members an edit newly mentions", async () => {
    const author = await newMember("mentionedit");
    const [first, added] = await Promise.all([newMember("firstmention"), newMember("addedmention")]);
    const thread = await createThread(author.username, { content: `Thoughts, @${first.username}?` });
    const edited = await api(`/api/threads/${thread.id}`, {
      as: author.username,
      method: "PUT",
      body: { title: "Edited with a mention", content: `Thoughts, @${first.username} and @${added.username}? @${author.username}` },
    });
    expect(edited.status, edited.text).toBe(200);
    const mentions = await testDb.notification.findMany({ where: { threadId: thread.id, type: "MENTION" }, select: { userId: true, actorId: true, message: true } });
    expect(mentions).toHaveLength(2);
    expect(mentions).toEqual(
      expect.arrayContaining([
        { userId: first.id, actorId: author.id, message: `${author.username} mentioned you in "${thread.title}"` },
        { userId: added.id, actorId: author.id, message: `${author.username} mentioned you in "Edited with a mention"` },
      ]),
    );
  });

  it("refuses other members, staff, late edits, bad input and signed-out calls", async () => {
    const author = await newMember("lateeditor");
    const thread = await createThread(author.username);
    const body = { title: "Changed", content: "Changed" };
    expect(await api(`/api/threads/${thread.id}`, { as: "member", method: "PUT", body })).toMatchObject({ status: 403, json: { message: "You can only edit your own posts." } });
    expect((await api(`/api/threads/${thread.id}`, { as: "admin", method: "PUT", body })).status).toBe(403);
    expect(await api(`/api/threads/${thread.id}`, { method: "PUT", body })).toMatchObject({ status: 401, json: { message: "You must be logged in to edit a post" } });
    expect(await api(`/api/threads/${thread.id}`, { as: author.username, method: "PUT", body: { title: "", content: "x" } })).toMatchObject({
      status: 400,
      json: { message: "Please enter a title for your post." },
    });
    expect((await api("/api/threads/missing", { as: author.username, method: "PUT", body })).status).toBe(404);

    // A banned member may not rewrite what they posted, as they may not post.
    await testDb.user.update({ where: { id: author.id }, data: { isBanned: true, bannedAt: new Date() } });
    expect(await api(`/api/threads/${thread.id}`, { as: author.username, method: "PUT", body })).toMatchObject({ status: 403, json: { code: "BANNED" } });
    await testDb.user.update({ where: { id: author.id }, data: { isBanned: false, bannedAt: null } });

    await testDb.thread.update({ where: { id: thread.id }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    expect(await api(`/api/threads/${thread.id}`, { as: author.username, method: "PUT", body })).toMatchObject({
      status: 403,
      json: { message: "Posts can only be edited within the first 1 hour after they're published" },
    });
    expect(await threadRow(thread.id)).toMatchObject({ title: thread.title, editedAt: null });
  });
});

describe("deleting", () => {
  it("deletes a thread with its replies, poll and reactions and recounts everyone involved", async () => {
    const author = await newMember("deleter");
    const replier = await newMember("replier");
    const thread = await createThread(author.username, { poll: { question: "Q?", options: ["a", "b"] } });
    await api(`/api/threads/${thread.id}/like`, { as: replier.username, body: {} });
    await api(`/api/threads/${thread.id}/pin`, { as: "mod", body: {} });
    await api(`/api/threads/${thread.id}/potd`, { as: replier.username, body: {} });
    const reply = await testDb.reply.create({ data: { threadId: thread.id, userId: replier.id, content: "Nice" } });
    await testDb.reply.create({ data: { threadId: thread.id, userId: author.id, parentReplyId: reply.id, content: "Thanks" } });
    await recountAll(testDb);
    expect((await userRow(author.id)).fightCred).toBeGreaterThan(2);
    const categoryBefore = await testDb.category.findUniqueOrThrow({ where: { id: "member_feedback" } });

    const { status, json } = await api(`/api/threads/${thread.id}`, { as: author.username, method: "DELETE", body: { userId: author.id } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: thread.id, deleted: true });
    expect(await testDb.thread.findUnique({ where: { id: thread.id } })).toBeNull();
    expect(await testDb.reply.count({ where: { threadId: thread.id } })).toBe(0);
    expect(await testDb.poll.count({ where: { threadId: thread.id } })).toBe(0);
    expect(await testDb.threadReaction.count({ where: { threadId: thread.id } })).toBe(0);
    expect(await userRow(author.id)).toMatchObject({ postsCount: 0, likesCount: 0, potdCount: 0, pinnedByUserCount: 0, repliesCount: 0, fightCred: 0 });
    expect(await userRow(replier.id)).toMatchObject({ repliesCount: 0, repliesReceivedCount: 0, fightCred: 0 });
    expect((await testDb.category.findUniqueOrThrow({ where: { id: "member_feedback" } })).threadCount).toBe(categoryBefore.threadCount - 1);
    expect((await api(`/api/threads/id/${thread.id}`, { as: author.username })).status).toBe(404);
  });

  it("lets staff delete any thread and refuses other members and signed-out calls", async () => {
    const thread = await createThread("member");
    expect(await api(`/api/threads/${thread.id}`, { as: "insider", method: "DELETE", body: {} })).toMatchObject({
      status: 403,
      json: { message: "You can only delete your own posts." },
    });
    expect(await api(`/api/threads/${thread.id}`, { method: "DELETE", body: {} })).toMatchObject({
      status: 401,
      json: { message: "You must be logged in to delete a post" },
    });
    expect((await api(`/api/threads/${thread.id}`, { as: "mod", method: "DELETE", body: {} })).status).toBe(200);
    expect((await api(`/api/threads/${thread.id}`, { as: "mod", method: "DELETE", body: {} })).status).toBe(404);
  });
});

describe("stored counters", () => {
  it("equal what recountAll computes from the rows after all of the above", async () => {
    const snapshot = async (client: Pick<typeof testDb, "user" | "thread" | "category">) => ({
      users: await client.user.findMany({
        orderBy: { id: "asc" },
        select: { id: true, postsCount: true, repliesCount: true, likesCount: true, potdCount: true, pinnedByUserCount: true, repliesReceivedCount: true, fightCred: true },
      }),
      threads: await client.thread.findMany({ orderBy: { id: "asc" }, select: { id: true, likesCount: true, dislikesCount: true, potdCount: true, repliesCount: true } }),
      categories: await client.category.findMany({ orderBy: { id: "asc" }, select: { id: true, threadCount: true } }),
    });
    const rollback = new Error("scratch comparison");
    let stored: Awaited<ReturnType<typeof snapshot>> | undefined;
    let recounted: typeof stored;
    await testDb
      .$transaction(async (tx) => {
        stored = await snapshot(tx);
        await recountAll(tx);
        recounted = await snapshot(tx);
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(stored).toEqual(recounted);
  });
});
