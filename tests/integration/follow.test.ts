import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { waitFor } from "../helpers/wait";

/**
 * Following threads (issue 19): followers hear of every new reply (FOLLOW), once each and never of
 * their own; authors follow their threads unless they unfollow; the choice is theirs alone.
 * Followers are told once the reply has been answered, by one statement: a test waits for the
 * notice of a follower nothing else tells (`watcher`), and then knows every follower's is there.
 */

type Member = { id: string; username: string };
let author: Member;
let follower: Member;
let replier: Member;
let stranger: Member;
let watcher: Member;

beforeAll(async () => {
  [author, follower, replier, stranger, watcher] = await Promise.all(
    ["followauthor", "follower", "followreplier", "followstranger", "followwatcher"].map((prefix) => createMember(prefix)),
  );
});

afterAll(removeCreatedThreads);

const follow = (threadId: string, as: string) => api(`/api/threads/${threadId}/follow`, { as, method: "PUT", body: {} });
const unfollow = (threadId: string, as: string) => api(`/api/threads/${threadId}/follow`, { as, method: "DELETE", body: {} });

async function reply(threadId: string, as: string, content: string, parentReplyId?: string) {
  const { status, json } = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content, parentReplyId } });
  expect(status).toBe(201);
  return json.id;
}

/** Waits until the reply's followers have been told: the watcher's notice of it is there. */
async function followersTold(replyId: string) {
  const notice = await waitFor(
    () => testDb.notification.findFirst({ where: { replyId, userId: watcher.id, type: "FOLLOW" } }),
    (found) => found !== null,
  );
  expect(notice, "the watcher's notice of the reply").not.toBeNull();
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
    await follow(thread.id, watcher.username);

    const answer = await reply(thread.id, replier.username, "First answer");
    const ownAnswer = await reply(thread.id, follower.username, "My own answer");
    await followersTold(answer);
    await followersTold(ownAnswer);
    expect(await toldAbout(thread.id)).toEqual(
      sorted([
        [author.username, "REPLY"],
        [follower.username, "FOLLOW"],
        [watcher.username, "FOLLOW"],
        [author.username, "REPLY"],
        [watcher.username, "FOLLOW"],
      ]),
    );
    expect(await testDb.pendingFollowerNotice.count({ where: { replyId: { in: [answer, ownAnswer] } } }), "the replies' pending notices, taken").toBe(0);
    const notice = await testDb.notification.findFirst({ where: { replyId: answer, userId: follower.id } });
    expect(notice).toMatchObject({ type: "FOLLOW", actorId: replier.id, isRead: false, message: `${replier.username} replied in "Follow me", a thread you follow` });

    const offered = async () =>
      (await api<{ replyId: string; action: string | null }[]>("/api/notifications?kind=follows", { as: follower.username })).json.find((item) => item.replyId === answer)?.action;
    expect(await offered(), "the notice offers to unfollow the thread").toBe("unfollowThread");

    expect((await unfollow(thread.id, follower.username)).json).toEqual({ following: false });
    expect(await offered(), "unfollowed: offered no more").toBeNull();
    await followersTold(await reply(thread.id, replier.username, "Second answer"));
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
    await follow(thread.id, watcher.username);
    const authorsReply = await reply(thread.id, author.username, "Over to you");
    expect((await unfollow(thread.id, author.username)).json).toEqual({ following: false });
    await followersTold(await reply(thread.id, replier.username, "Top-level answer"));
    await followersTold(await reply(thread.id, replier.username, "Answering the author", authorsReply));
    expect((await toldAbout(thread.id)).filter(([username]) => username === author.username)).toEqual([[author.username, "REPLY"]]);
    expect((await api(`/api/threads/id/${thread.id}`, { as: author.username })).json.isFollowing).toBe(false);
  });

  it("tells a follower who is mentioned or answered by that notice only, and none when FOLLOW is turned off", async () => {
    const thread = await createThread(author.id, { title: "One notice each" });
    const quiet = await createMember("followquiet");
    for (const member of [follower, stranger, quiet, watcher]) await follow(thread.id, member.username);
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { FOLLOW: false } } })).status).toBe(200);
    const followersReply = await reply(thread.id, follower.username, "A follower's take");
    await followersTold(followersReply);
    await followersTold(await reply(thread.id, replier.username, `Agreed, @${stranger.username}`, followersReply));
    const told = await toldAbout(thread.id);
    expect(told.filter(([username]) => username === follower.username)).toEqual([[follower.username, "REPLY"]]);
    expect(told.filter(([username]) => username === stranger.username)).toEqual(sorted([[stranger.username, "FOLLOW"], [stranger.username, "MENTION"]]));
    expect(told.filter(([username]) => username === quiet.username)).toEqual([]);
  });

  it("tells a follower answered with REPLY notices turned off of the answer as a follower", async () => {
    const thread = await createThread(author.id, { title: "Still following" });
    const quiet = await createMember("followreplyoff");
    for (const member of [quiet, watcher]) await follow(thread.id, member.username);
    expect((await api("/api/users/me", { as: quiet.username, method: "PATCH", body: { notificationPreferences: { REPLY: false } } })).status).toBe(200);
    const quietsReply = await reply(thread.id, quiet.username, "Who wins?");
    await followersTold(await reply(thread.id, replier.username, "The champion", quietsReply));
    expect((await toldAbout(thread.id)).filter(([username]) => username === quiet.username)).toEqual([[quiet.username, "FOLLOW"]]);
  });

  it("tells the followers of a reply whose server stopped before telling them, after the next reply", async () => {
    const thread = await createThread(author.id, { title: "Server gone" });
    await follow(thread.id, watcher.username);
    // What a reply's transaction leaves when its server stops right after the commit.
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const stranded = await testDb.reply.create({
      data: { threadId: thread.id, userId: replier.id, content: "Told late", createdAt: twoMinutesAgo, followersPending: { create: { createdAt: twoMinutesAgo } } },
    });
    const elsewhere = await createThread(author.id, { title: "Any other thread" });
    await reply(elsewhere.id, stranger.username, "The next reply anywhere");
    await followersTold(stranded.id);
    expect(await testDb.notification.count({ where: { replyId: stranded.id, type: "FOLLOW" } })).toBe(1);
    expect(await testDb.pendingFollowerNotice.count({ where: { replyId: stranded.id } })).toBe(0);
  });

  it("answers a reply without waiting for its followers' notices, which come once it has", async () => {
    const thread = await createThread(author.id, { title: "Crowded fight night" });
    await follow(thread.id, watcher.username);
    // The notice's row refers to the watcher's, which this transaction holds: it waits until the end.
    const answered = await testDb.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${watcher.id} FOR UPDATE`;
        const answer = await reply(thread.id, replier.username, "Did you see that?");
        expect(await testDb.notification.count({ where: { replyId: answer, userId: watcher.id } })).toBe(0);
        return answer;
      },
      { timeout: 60_000 },
    );
    await followersTold(answered);
  });

  it("keeps a pro fighter's reply out of a free follower's notice", async () => {
    const [fighter, free] = await Promise.all([createMember("followfighter", { role: "FIGHTER" }), createMember("followfree", { plan: "FREE" })]);
    const thread = await createThread(author.id, { title: "Ask a pro" });
    await follow(thread.id, free.username);
    const secret = `followsecret${Date.now()}`;
    await reply(thread.id, fighter.username, `The secret is ${secret}`);
    const aboutThread = (notices: { json: { threadId: string }[] }) => notices.json.find((notice) => notice.threadId === thread.id);
    const notices = await waitFor(() => api<{ threadId: string }[]>("/api/notifications", { as: free.username }), (answer) => aboutThread(answer) !== undefined);
    expect(notices.text).not.toContain(secret);
    expect(aboutThread(notices)).toMatchObject({ type: "FOLLOW", premiumLocked: true, replyPreview: null });
  });

  it("answers 404 for a missing thread and 401 signed out, recording nothing", async () => {
    expect((await follow("no-such-thread", follower.username)).status).toBe(404);
    expect((await unfollow("no-such-thread", follower.username)).json).toMatchObject({ code: "NOT_FOUND", message: "Thread not found" });
    const thread = await createThread(author.id, { title: "Signed out" });
    expect((await api(`/api/threads/${thread.id}/follow`, { method: "PUT", body: {} })).status).toBe(401);
    expect(await testDb.threadFollow.count({ where: { threadId: thread.id } })).toBe(0);
  });
});
