import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * Following threads (issue 19): followers hear of every new reply (FOLLOW), once each and never of
 * their own; authors follow their threads unless they unfollow; the choice is theirs alone.
 */

type Member = { id: string; username: string };
let author: Member;
let follower: Member;
let replier: Member;
let stranger: Member;

beforeAll(async () => {
  [author, follower, replier, stranger] = await Promise.all(["followauthor", "follower", "followreplier", "followstranger"].map((prefix) => createMember(prefix)));
});

afterAll(removeCreatedThreads);

const follow = (threadId: string, as: string) => api(`/api/threads/${threadId}/follow`, { as, method: "PUT", body: {} });
const unfollow = (threadId: string, as: string) => api(`/api/threads/${threadId}/follow`, { as, method: "DELETE", body: {} });

async function reply(threadId: string, as: string, content: string, parentReplyId?: string) {
  const { status, json } = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content, parentReplyId } });
  expect(status).toBe(201);
  return json.id;
}

/** What members were told about the thread: [username, type] per notification, sorted (one transaction's rows share a time). */
async function toldAbout(threadId: string) {
  const rows = await testDb.notification.findMany({ where: { threadId }, include: { user: { select: { username: true } } } });
  return rows.map((row) => [row.user.username, row.type]).sort((a, b) => a.join(":").localeCompare(b.join(":")));
}

const sorted = (pairs: string[][]) => [...pairs].sort((a, b) => a.join(":").localeCompare(b.join(":")));

describe("following a thread", () => {
  it("tells each follower of every new reply by someone else, once, until they unfollow", async () => {
    const thread = await createThread(author.id, { title: "Follow me" });
    expect((await follow(thread.id, follower.username)).json).toEqual({ following: true });
    expect((await follow(thread.id, follower.username)).json).toEqual({ following: true });

    await reply(thread.id, replier.username, "First answer");
    await reply(thread.id, follower.username, "My own answer");
    expect(await toldAbout(thread.id)).toEqual(
      sorted([
        [author.username, "REPLY"],
        [follower.username, "FOLLOW"],
        [author.username, "REPLY"],
      ]),
    );
    const notice = await testDb.notification.findFirst({ where: { threadId: thread.id, type: "FOLLOW" } });
    expect(notice?.message).toBe(`${replier.username} replied in "Follow me", a thread you follow`);

    expect((await unfollow(thread.id, follower.username)).json).toEqual({ following: false });
    await reply(thread.id, replier.username, "Second answer");
    expect((await toldAbout(thread.id)).filter(([username]) => username === follower.username)).toHaveLength(1);
  });

  it("says who follows: the follower and the author by default, nobody else", async () => {
    const thread = await createThread(author.id, { title: "Who follows" });
    await follow(thread.id, follower.username);
    const following = async (as: string) => (await api(`/api/threads/id/${thread.id}`, { as })).json.isFollowing;
    expect(await following(follower.username)).toBe(true);
    expect(await following(author.username)).toBe(true);
    expect(await following(stranger.username)).toBe(false);
    const listed = await api<{ id: string; isFollowing: boolean }[]>("/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=50", { as: follower.username });
    expect(listed.json.find((item) => item.id === thread.id)?.isFollowing).toBe(true);
  });

  it("stops the author's notices of new replies once they unfollow, but not of answers to their own replies", async () => {
    const thread = await createThread(author.id, { title: "Author leaves" });
    const authorsReply = await reply(thread.id, author.username, "Over to you");
    expect((await unfollow(thread.id, author.username)).json).toEqual({ following: false });
    await reply(thread.id, replier.username, "Top-level answer");
    await reply(thread.id, replier.username, "Answering the author", authorsReply);
    expect(await toldAbout(thread.id)).toEqual([[author.username, "REPLY"]]);
    expect((await api(`/api/threads/id/${thread.id}`, { as: author.username })).json.isFollowing).toBe(false);
  });

  it("tells a follower who is mentioned or answered by that notice only, and none when FOLLOW is turned off", async () => {
    const thread = await createThread(author.id, { title: "One notice each" });
    const quiet = await createMember("followquiet");
    for (const member of [follower, stranger, quiet]) await follow(thread.id, member.username);
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { FOLLOW: false } } })).status).toBe(200);
    const followersReply = await reply(thread.id, follower.username, "A follower's take");
    await reply(thread.id, replier.username, `Agreed, @${stranger.username}`, followersReply);
    const told = await toldAbout(thread.id);
    expect(told.filter(([username]) => username === follower.username)).toEqual([[follower.username, "REPLY"]]);
    expect(told.filter(([username]) => username === stranger.username)).toEqual(sorted([[stranger.username, "FOLLOW"], [stranger.username, "MENTION"]]));
    expect(told.filter(([username]) => username === quiet.username)).toEqual([]);
  });

  it("keeps a pro fighter's reply out of a free follower's notice", async () => {
    const [fighter, free] = await Promise.all([createMember("followfighter", { role: "FIGHTER" }), createMember("followfree", { plan: "FREE" })]);
    const thread = await createThread(author.id, { title: "Ask a pro" });
    await follow(thread.id, free.username);
    const secret = `followsecret${Date.now()}`;
    await reply(thread.id, fighter.username, `The secret is ${secret}`);
    const notices = await api("/api/notifications", { as: free.username });
    expect(notices.text).not.toContain(secret);
    expect(notices.json.find((notice: { threadId: string }) => notice.threadId === thread.id)).toMatchObject({ type: "FOLLOW", premiumLocked: true, replyPreview: null });
  });

  it("answers 404 for a missing thread and 401 signed out, recording nothing", async () => {
    expect((await follow("no-such-thread", follower.username)).status).toBe(404);
    expect((await unfollow("no-such-thread", follower.username)).json).toMatchObject({ code: "NOT_FOUND", message: "Thread not found" });
    const thread = await createThread(author.id, { title: "Signed out" });
    expect((await api(`/api/threads/${thread.id}/follow`, { method: "PUT", body: {} })).status).toBe(401);
    expect(await testDb.threadFollow.count({ where: { threadId: thread.id } })).toBe(0);
  });
});
