import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESTRICTIONS_PER_KIND } from "@/lib/members/restrictions";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { waitFor } from "../helpers/wait";

/**
 * Mute and block (issue 19): a muted member's threads and replies come marked `authorMuted` for the
 * member who muted them (and nobody else); a blocked member's replies to the blocker's posts are
 * refused and nothing they do notifies the blocker; staff cannot be blocked; each member manages
 * only their own list.
 */

type Member = { id: string; username: string };
let muter: Member;
let noisy: Member;
let bystander: Member;

beforeAll(async () => {
  [muter, noisy, bystander] = await Promise.all(["muter", "noisy", "bystander"].map((prefix) => createMember(prefix)));
});

afterAll(removeCreatedThreads);

const restrict = (action: "mute" | "block", memberId: string, as?: string) => api(`/api/users/${memberId}/${action}`, { as, method: "PUT", body: {} });
const lift = (action: "mute" | "block", memberId: string, as?: string) => api(`/api/users/${memberId}/${action}`, { as, method: "DELETE", body: {} });
const postReply = (threadId: string, as: string, content: string, parentReplyId?: string) =>
  api<{ id: string; code?: string; message?: string }>(`/api/threads/${threadId}/replies`, { as, body: { content, parentReplyId } });

async function replyId(threadId: string, as: string, content: string, parentReplyId?: string) {
  const { status, json, text } = await postReply(threadId, as, content, parentReplyId);
  expect(status, text).toBe(201);
  return json.id;
}

const noticesOf = (member: Member, threadId: string) => testDb.notification.findMany({ where: { userId: member.id, threadId }, select: { type: true, actorId: true } });

describe("muting a member", () => {
  it("marks their threads and replies for the member who muted them only, until unmuted", async () => {
    const thread = await createThread(noisy.id, { title: "Loud opinions" });
    const reply = await replyId(thread.id, noisy.username, "Louder still");
    expect((await restrict("mute", noisy.id, muter.username)).json).toEqual({ muted: true, blocked: false });
    expect((await restrict("mute", noisy.id, muter.username)).json).toEqual({ muted: true, blocked: false });

    const threadAs = async (as?: string) => (await api(`/api/threads/id/${thread.id}`, { as })).json.authorMuted;
    const listedAs = async (as: string) =>
      (await api<{ id: string; authorMuted: boolean }[]>("/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=50", { as })).json.find((item) => item.id === thread.id)
        ?.authorMuted;
    const replyAs = async (as: string) =>
      (await api<{ id: string; authorMuted: boolean }[]>(`/api/threads/${thread.id}/replies?limit=100`, { as })).json.find((item) => item.id === reply)?.authorMuted;
    expect([await threadAs(muter.username), await listedAs(muter.username), await replyAs(muter.username)]).toEqual([true, true, true]);
    expect([await threadAs(bystander.username), await listedAs(bystander.username), await replyAs(bystander.username)]).toEqual([false, false, false]);

    expect((await lift("mute", noisy.id, muter.username)).json).toEqual({ muted: false, blocked: false });
    expect([await threadAs(muter.username), await replyAs(muter.username)]).toEqual([false, false]);
  });

  it("still lets a muted member reply and notify: muting only collapses their posts", async () => {
    const thread = await createThread(muter.id, { title: "Muted but heard" });
    await restrict("mute", noisy.id, muter.username);
    await replyId(thread.id, noisy.username, "Still here");
    expect(await noticesOf(muter, thread.id)).toEqual([{ type: "REPLY", actorId: noisy.id }]);
    await lift("mute", noisy.id, muter.username);
  });

  it("lets staff be muted but not blocked", async () => {
    const moderator = await createMember("mutedmod", { role: "MODERATOR" });
    expect((await restrict("mute", moderator.id, muter.username)).json).toEqual({ muted: true, blocked: false });
    const blocked = await restrict("block", moderator.id, muter.username);
    expect(blocked).toMatchObject({ status: 403, json: { code: "FORBIDDEN", message: "Moderators and admins cannot be blocked" } });
    expect(await testDb.memberRestriction.count({ where: { userId: muter.id, targetId: moderator.id, kind: "BLOCK" } })).toBe(0);
    await lift("mute", moderator.id, muter.username);
  });
});

describe("blocking a member", () => {
  let blocker: Member;
  let blocked: Member;

  beforeAll(async () => {
    [blocker, blocked] = await Promise.all([createMember("blocker"), createMember("blocked")]);
    expect((await restrict("block", blocked.id, blocker.username)).json).toEqual({ muted: false, blocked: true });
  });

  it("refuses their replies to the blocker's threads and replies, changing nothing", async () => {
    const ownThread = await createThread(blocker.id, { title: "My thread" });
    const refused = await postReply(ownThread.id, blocked.username, "Let me in");
    expect(refused).toMatchObject({ status: 403, json: { code: "BLOCKED", message: "You cannot reply here: this member has blocked you." } });

    const othersThread = await createThread(bystander.id, { title: "Open floor" });
    const blockersReply = await replyId(othersThread.id, blocker.username, "My take");
    expect((await postReply(othersThread.id, blocked.username, "Answering you", blockersReply)).status).toBe(403);
    // Elsewhere in another member's thread they may still speak.
    await replyId(othersThread.id, blocked.username, "A word to everyone");

    const counts = await testDb.thread.findMany({ where: { id: { in: [ownThread.id, othersThread.id] } }, select: { id: true, repliesCount: true } });
    expect(Object.fromEntries(counts.map((row) => [row.id, row.repliesCount]))).toEqual({ [ownThread.id]: 0, [othersThread.id]: 2 });
    expect(await testDb.reply.count({ where: { userId: blocked.id, threadId: ownThread.id } })).toBe(0);
  });

  it("keeps their mentions, likes and followed replies from notifying the blocker", async () => {
    const thread = await createThread(bystander.id, { title: "Crowded thread" });
    // Followers are told once a reply has been answered, by one statement: the watcher's notice says it ran.
    const watcher = await createMember("blockwatcher");
    for (const member of [blocker, watcher]) expect((await api(`/api/threads/${thread.id}/follow`, { as: member.username, method: "PUT", body: {} })).status).toBe(200);
    const followersTold = async (id: string) =>
      expect(await waitFor(() => testDb.notification.count({ where: { replyId: id, userId: watcher.id } }), (count) => count > 0)).toBe(1);
    await followersTold(await replyId(thread.id, blocked.username, `Hey @${blocker.username}, what do you think?`));
    expect(await noticesOf(blocker, thread.id)).toEqual([]);

    const blockersThread = await createThread(blocker.id, { title: "Likeable" });
    expect((await api(`/api/threads/${blockersThread.id}/like`, { as: blocked.username, body: {} })).status).toBe(200);
    expect(await noticesOf(blocker, blockersThread.id)).toEqual([]);

    // The same actions by someone else still reach them.
    await followersTold(await replyId(thread.id, bystander.username, `And you, @${blocker.username}?`));
    expect((await noticesOf(blocker, thread.id)).map((notice) => notice.type)).toEqual(["MENTION"]);
  });

  it("removes the notifications the blocked member already caused", async () => {
    const [target, pest] = await Promise.all([createMember("cleanblocker"), createMember("cleanpest")]);
    const thread = await createThread(target.id, { title: "Before the block" });
    await replyId(thread.id, pest.username, "First!");
    expect(await noticesOf(target, thread.id)).toHaveLength(1);
    await restrict("block", pest.id, target.username);
    expect(await noticesOf(target, thread.id)).toEqual([]);
  });

  it("leaves the blocker out of the blocked member's @mention suggestions", async () => {
    const prefix = blocker.username;
    const suggested = async (as: string) =>
      (await api<{ username: string }[]>(`/api/users/mention-suggestions?q=${prefix}`, { as })).json.map((member) => member.username);
    expect(await suggested(blocked.username)).not.toContain(blocker.username);
    expect(await suggested(bystander.username)).toContain(blocker.username);
  });

  it("stops applying once the blocked member becomes staff", async () => {
    const [member, risingStar] = await Promise.all([createMember("staffblocker"), createMember("futuremod")]);
    await restrict("block", risingStar.id, member.username);
    await testDb.user.update({ where: { id: risingStar.id }, data: { role: "MODERATOR" } });
    const thread = await createThread(member.id, { title: "Moderated" });
    await replyId(thread.id, risingStar.username, "Moderator here");
    expect(await noticesOf(member, thread.id)).toEqual([{ type: "REPLY", actorId: risingStar.id }]);
  });

  it("lets them reply again once unblocked, and marks their posts as muted while blocked", async () => {
    const thread = await createThread(blocker.id, { title: "After the block" });
    expect((await api(`/api/threads/id/${thread.id}`, { as: blocker.username })).json.authorMuted).toBe(false);
    const blockedThread = await createThread(blocked.id, { title: "By the blocked" });
    expect((await api(`/api/threads/id/${blockedThread.id}`, { as: blocker.username })).json.authorMuted).toBe(true);

    expect((await lift("block", blocked.id, blocker.username)).json).toEqual({ muted: false, blocked: false });
    await replyId(thread.id, blocked.username, "Thanks for unblocking");
    expect((await api(`/api/threads/id/${blockedThread.id}`, { as: blocker.username })).json.authorMuted).toBe(false);
    await restrict("block", blocked.id, blocker.username);
  });
});

describe("the list of muted and blocked members", () => {
  it("shows the member their own list, by username, with both kinds on one row", async () => {
    const [owner, alpha, bravo] = await Promise.all([createMember("listowner"), createMember("alpha"), createMember("bravo")]);
    await restrict("mute", bravo.id, owner.username);
    await restrict("block", bravo.id, owner.username);
    await restrict("mute", alpha.id, owner.username);
    const { json } = await api("/api/users/me/restrictions", { as: owner.username });
    expect(json.members).toEqual([
      { id: alpha.id, username: alpha.username, imageUrl: null, role: "USER", muted: true, blocked: false },
      { id: bravo.id, username: bravo.username, imageUrl: null, role: "USER", muted: true, blocked: true },
    ]);
    expect((await api("/api/users/me/restrictions", { as: alpha.username })).json).toEqual({ members: [] });
    expect((await api("/api/users/me/restrictions")).status).toBe(401);
  });

  it(`refuses a member's restriction past ${MAX_RESTRICTIONS_PER_KIND} of one kind (409), the other kind still free`, async () => {
    const owner = await createMember("fulllist");
    const stamp = Date.now().toString(36);
    const targets = Array.from({ length: MAX_RESTRICTIONS_PER_KIND }, (_, index) => ({ id: `bulk${stamp}_${index}`, clerkId: `user_bulk${stamp}_${index}`, username: `bulk${stamp}_${index}` }));
    await testDb.user.createMany({ data: targets });
    await testDb.memberRestriction.createMany({ data: targets.map((target) => ({ userId: owner.id, targetId: target.id, kind: "MUTE" as const })) });
    const refused = await restrict("mute", noisy.id, owner.username);
    expect(refused).toMatchObject({ status: 409, json: { code: "CONFLICT" } });
    expect(refused.json.message).toBe(`You can mute at most ${MAX_RESTRICTIONS_PER_KIND} members. Remove some on your account page first.`);
    // Muting one already muted is no new row, so it still answers 200; blocking counts separately.
    expect((await restrict("mute", targets[0].id, owner.username)).status).toBe(200);
    expect((await restrict("block", noisy.id, owner.username)).json).toEqual({ muted: false, blocked: true });
    await testDb.user.deleteMany({ where: { id: { in: targets.map((target) => target.id) } } });
  });

  it("counts two mutes of the same member at once as one", async () => {
    const [owner, target] = await Promise.all([createMember("raceowner"), createMember("racetarget")]);
    const answers = await Promise.all([restrict("mute", target.id, owner.username), restrict("mute", target.id, owner.username)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await testDb.memberRestriction.count({ where: { userId: owner.id, targetId: target.id } })).toBe(1);
  });
});

describe("refusals", () => {
  it("answers 400 for oneself, 404 for a missing member and 401 signed out, recording nothing", async () => {
    expect(await restrict("mute", muter.id, muter.username)).toMatchObject({ status: 400, json: { code: "INVALID_INPUT", message: "You cannot mute yourself" } });
    expect(await restrict("block", muter.id, muter.username)).toMatchObject({ status: 400, json: { message: "You cannot block yourself" } });
    expect(await restrict("block", "no-such-member", muter.username)).toMatchObject({ status: 404, json: { code: "NOT_FOUND", message: "User not found" } });
    expect((await lift("mute", "no-such-member", muter.username)).status).toBe(404);
    expect(await restrict("mute", noisy.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to mute a member" } });
    expect(await restrict("block", noisy.id)).toMatchObject({ status: 401, json: { message: "You must be logged in to block a member" } });
    expect(await testDb.memberRestriction.count({ where: { OR: [{ userId: muter.id }, { targetId: muter.id }] } })).toBe(0);
  });
});
