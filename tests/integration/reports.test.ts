import { access } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { solidImage, uploadAvatar } from "../helpers/images";

/**
 * Reports to the moderators: a member reports a thread, a reply or another member once, never their
 * own post or themselves; staff see the reported posts and members longest waiting first and
 * dismiss them, delete the post (which takes its reports with it) or ban the member (which closes
 * the member's reports).
 */

type Member = { id: string; username: string };
let author: Member;
let reporter: Member;
let secondReporter: Member;
let free: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  [author, reporter, secondReporter, free, moderator, admin] = await Promise.all([
    createMember("reportauthor"),
    createMember("reporter"),
    createMember("reportsecond"),
    createMember("reportfree", { plan: "FREE" }),
    createMember("reportmod", { role: "MODERATOR", plan: "FREE" }),
    createMember("reportadmin", { role: "ADMIN", plan: "FREE" }),
  ]);
});

afterAll(removeCreatedThreads);

interface ReportedPost {
  id: string;
  kind: "thread" | "reply" | "member";
  reportCount: number;
  reasons: { reason: string; count: number }[];
  notes: { reporter: string | null; reason: string; details: string | null; message: { content: string; sentAt: string } | null }[];
  authorBanned: boolean;
  thread: { id: string; title: string; content: string } | null;
  reply: { id: string; threadId: string; threadTitle: string; content: string } | null;
  member: { id: string; username: string; role: string; fullName: string | null; socialLinks: Record<string, string | null> } | null;
}

const report = (path: string, as: string, body: unknown) => api(`${path}/report`, { as, body });

async function replyTo(threadId: string, as: string, content: string, parentReplyId?: string) {
  const { status, json, text } = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content, parentReplyId } });
  expect(status, text).toBe(201);
  return json.id;
}

/** Every page of the queue as `as` sees it, in order. */
async function queue(as = moderator.username, limit = 50) {
  const posts: ReportedPost[] = [];
  let cursor = "";
  for (;;) {
    const { status, json, headers, text } = await api<ReportedPost[]>(`/api/moderation/reports?limit=${limit}&cursor=${cursor}`, { as });
    expect(status, text).toBe(200);
    posts.push(...json);
    cursor = headers.get("x-next-cursor") ?? "";
    if (!cursor) return posts;
  }
}

const queued = async (postId: string) => (await queue()).find((post) => post.id === postId);

describe("reporting a post", () => {
  it("reports a thread and a reply with a reason and a note, and staff see them with their counts, reasons and notes", async () => {
    const thread = await createThread(author.id, { title: "Reported thread", content: "Buy cheap fight tickets here" });
    const replyId = await replyTo(thread.id, author.username, "You are all clowns");

    expect(await report(`/api/threads/${thread.id}`, reporter.username, { reason: "SPAM" })).toMatchObject({ status: 201, json: { reported: true } });
    expect(await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "OTHER", details: "  Ticket scam link  " })).toMatchObject({ status: 201 });
    expect(await report(`/api/replies/${replyId}`, free.username, { reason: "ABUSE", details: "Insults everyone" })).toMatchObject({ status: 201 });

    const stored = await testDb.postReport.findMany({ where: { threadId: thread.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map(({ reporterId, reason, details, status }) => ({ reporterId, reason, details, status }))).toEqual([
      { reporterId: reporter.id, reason: "SPAM", details: null, status: "OPEN" },
      { reporterId: secondReporter.id, reason: "OTHER", details: "Ticket scam link", status: "OPEN" },
    ]);

    const posts = await queue();
    const reportedThread = posts.find((post) => post.id === thread.id);
    expect(reportedThread).toMatchObject({
      kind: "thread",
      reportCount: 2,
      authorBanned: false,
      notes: [{ reporter: secondReporter.username, reason: "OTHER", details: "Ticket scam link" }],
      thread: { id: thread.id, title: "Reported thread", content: "Buy cheap fight tickets here" },
      reply: null,
    });
    expect(reportedThread!.reasons).toEqual(expect.arrayContaining([{ reason: "SPAM", count: 1 }, { reason: "OTHER", count: 1 }]));
    const reportedReply = posts.find((post) => post.id === replyId);
    expect(reportedReply).toMatchObject({
      kind: "reply",
      reportCount: 1,
      reasons: [{ reason: "ABUSE", count: 1 }],
      notes: [{ reporter: free.username, details: "Insults everyone" }],
      thread: null,
      reply: { id: replyId, threadId: thread.id, threadTitle: "Reported thread", content: "You are all clowns" },
    });
    // Longest waiting first: the thread was reported before the reply.
    expect(posts.indexOf(reportedThread!)).toBeLessThan(posts.indexOf(reportedReply!));
    expect((await queue(admin.username)).map((post) => post.id)).toEqual(expect.arrayContaining([thread.id, replyId]));

    // Staff hear of each post once, as it enters the queue; its author hears nothing.
    for (const member of [moderator, admin]) {
      const notices = await testDb.notification.findMany({ where: { userId: member.id, threadId: thread.id }, orderBy: { createdAt: "asc" } });
      expect(notices.map(({ type, replyId: noticeReplyId, actorId, message }) => ({ type, replyId: noticeReplyId, actorId, message }))).toEqual([
        { type: "REPORT", replyId: null, actorId: reporter.id, message: "A thread was reported to the moderators (Spam or advertising)." },
        { type: "REPORT", replyId, actorId: free.id, message: "A reply was reported to the moderators (Harassment, hate or threats)." },
      ]);
    }
    expect(await testDb.notification.count({ where: { userId: author.id, threadId: thread.id, type: { in: ["SYSTEM", "REPORT"] } } })).toBe(0);
  });

  it("refuses a second report, one's own post, a missing or deleted post, a banned member, staff and the signed out, and stores nothing", async () => {
    const thread = await createThread(author.id, { title: "Reported once" });
    const parentId = await replyTo(thread.id, author.username, "Kept as a placeholder");
    await replyTo(thread.id, reporter.username, "An answer keeps it", parentId);
    const banned = await createMember("reportbanned");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true } });

    expect((await report(`/api/threads/${thread.id}`, reporter.username, { reason: "SPAM" })).status).toBe(201);
    const refusals = [
      [await report(`/api/threads/${thread.id}`, reporter.username, { reason: "ABUSE" }), 409, "ALREADY_REPORTED", "You have already reported this post"],
      [await report(`/api/threads/${thread.id}`, author.username, { reason: "SPAM" }), 403, "FORBIDDEN", "You can't report your own post"],
      [await report(`/api/replies/${parentId}`, author.username, { reason: "SPAM" }), 403, "FORBIDDEN", "You can't report your own post"],
      [await report("/api/threads/no-such-thread", reporter.username, { reason: "SPAM" }), 404, "NOT_FOUND", "Thread not found"],
      [await report("/api/replies/no-such-reply", reporter.username, { reason: "SPAM" }), 404, "NOT_FOUND", "Reply not found"],
      [await report(`/api/threads/${thread.id}`, banned.username, { reason: "SPAM" }), 403, "BANNED", "Your account has been banned from reporting posts."],
      [await report(`/api/threads/${thread.id}`, moderator.username, { reason: "SPAM" }), 403, "FORBIDDEN", "Moderators and admins don't report posts: they act on them"],
      [await report(`/api/replies/${parentId}`, admin.username, { reason: "SPAM" }), 403, "FORBIDDEN", "Moderators and admins don't report posts: they act on them"],
      [await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "OTHER" }), 400, "INVALID_INPUT", "Tell the moderators what is wrong with this post"],
      [await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "OTHER", details: "   " }), 400, "INVALID_INPUT", "Tell the moderators what is wrong with this post"],
      [await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "SPAM", details: "x".repeat(501) }), 400, "INVALID_INPUT", "Details cannot be longer than 500 characters"],
      [await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "BORING" }), 400, "INVALID_INPUT", "Choose why you are reporting this post"],
      [await report(`/api/threads/${thread.id}`, secondReporter.username, {}), 400, "INVALID_INPUT", "Choose why you are reporting this post"],
      [await api(`/api/threads/${thread.id}/report`, { body: { reason: "SPAM" } }), 401, "UNAUTHORIZED", "You must be logged in to report a post"],
    ] as const;
    for (const [response, status, code, message] of refusals) expect({ status: response.status, ...response.json }).toMatchObject({ status, code, message });

    const deleted = await api(`/api/replies/${parentId}`, { as: author.username, method: "DELETE", body: {} });
    expect(deleted.json).toMatchObject({ keptAsPlaceholder: true });
    expect(await report(`/api/replies/${parentId}`, reporter.username, { reason: "SPAM" })).toMatchObject({ status: 404, json: { message: "Reply not found" } });
    expect(await testDb.postReport.count({ where: { OR: [{ threadId: thread.id }, { reply: { threadId: thread.id } }] } })).toBe(1);
  });

  it("takes one report from a member who sends it ten times at once, and tells staff at least once of a post ten members report at once", async () => {
    const thread = await createThread(author.id, { title: "Reported at once" });
    // A member of its own: ten calls count against the reports' hourly limit.
    const eager = await createMember("reporteager");
    const statuses = await Promise.all(Array.from({ length: 10 }, () => report(`/api/threads/${thread.id}`, eager.username, { reason: "SPAM" }).then((response) => response.status)));
    expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);

    const crowdThread = await createThread(author.id, { title: "Reported by a crowd" });
    const crowd = await Promise.all(Array.from({ length: 10 }, (_, index) => createMember(`reportcrowd${index}`)));
    const crowdStatuses = await Promise.all(crowd.map((member) => report(`/api/threads/${crowdThread.id}`, member.username, { reason: "ABUSE" }).then((response) => response.status)));
    expect(crowdStatuses).toEqual(Array(10).fill(201));
    expect(await queued(crowdThread.id)).toMatchObject({ reportCount: 10 });
    expect(await testDb.notification.count({ where: { userId: moderator.id, threadId: crowdThread.id } })).toBeGreaterThanOrEqual(1);
  });

  it("lets a member on the free plan report a pro fighter's post they cannot read, and staff read it in the queue", async () => {
    const fighter = await createMember("reportfighter", { role: "FIGHTER" });
    const thread = await createThread(fighter.id, { title: "Fighter's thread", content: "Premium words only" });
    expect((await report(`/api/threads/${thread.id}`, free.username, { reason: "EXPLICIT" })).status).toBe(201);
    expect((await queued(thread.id))?.thread).toMatchObject({ content: "Premium words only", premiumLocked: false });
  });
});

describe("the moderation queue", () => {
  it("is for staff only", async () => {
    for (const member of [reporter, free, author]) {
      expect(await api("/api/moderation/reports", { as: member.username })).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
      expect(await api("/api/moderation/reports/dismiss", { as: member.username, body: { kind: "thread", id: "x" } })).toMatchObject({ status: 403 });
    }
    expect((await api("/api/moderation/reports")).status).toBe(401);
  });

  it("counts the posts and members waiting, for staff only", async () => {
    const waiting = async () => {
      const { status, json, text } = await api<{ waiting: number }>("/api/moderation/reports/count", { as: admin.username });
      expect(status, text).toBe(200);
      return json.waiting;
    };
    const before = await waiting();
    const thread = await createThread(author.id, { title: "Counted twice, waits once" });
    const counted = await createMember("reportcounted");
    const counter = await createMember("reportcounter");
    expect((await report(`/api/threads/${thread.id}`, counter.username, { reason: "SPAM" })).status).toBe(201);
    expect((await report(`/api/threads/${thread.id}`, free.username, { reason: "SPAM" })).status).toBe(201);
    expect((await report(`/api/users/${counted.id}`, counter.username, { reason: "SPAM" })).status).toBe(201);
    expect(await waiting()).toBe(before + 2);
    expect((await api("/api/moderation/reports/dismiss", { as: moderator.username, body: { kind: "thread", id: thread.id } })).status).toBe(200);
    expect(await waiting()).toBe(before + 1);

    expect(await api("/api/moderation/reports/count", { as: counter.username })).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
    expect((await api("/api/moderation/reports/count")).status).toBe(401);
  });

  it("pages by cursor, longest waiting first", async () => {
    const threads: string[] = [];
    for (const title of ["Queue first", "Queue second", "Queue third"]) {
      const thread = await createThread(author.id, { title });
      expect((await report(`/api/threads/${thread.id}`, reporter.username, { reason: "SPAM" })).status).toBe(201);
      threads.push(thread.id);
    }
    const ours = (posts: ReportedPost[]) => posts.map((post) => post.id).filter((id) => threads.includes(id));
    expect(ours(await queue(moderator.username, 1))).toEqual(threads);
    expect(ours(await queue(moderator.username, 2))).toEqual(threads);
  });

  it("dismisses a post's open reports once, keeps the post, and a later report brings it back", async () => {
    const thread = await createThread(author.id, { title: "Dismissed thread" });
    expect((await report(`/api/threads/${thread.id}`, reporter.username, { reason: "SPAM" })).status).toBe(201);
    expect(await queued(thread.id)).toBeDefined();

    expect(await api("/api/moderation/reports/dismiss", { as: moderator.username, body: { kind: "thread", id: thread.id } })).toMatchObject({ status: 200, json: { dismissed: 1 } });
    expect(await queued(thread.id)).toBeUndefined();
    expect(await testDb.postReport.findFirst({ where: { threadId: thread.id } })).toMatchObject({ status: "DISMISSED", dismissedById: moderator.id, dismissedAt: expect.any(Date) });
    expect(await testDb.thread.count({ where: { id: thread.id } })).toBe(1);

    expect(await api("/api/moderation/reports/dismiss", { as: admin.username, body: { kind: "thread", id: thread.id } })).toMatchObject({
      status: 409,
      json: { code: "CONFLICT", message: "These reports were already handled by another moderator" },
    });
    expect(await api("/api/moderation/reports/dismiss", { as: admin.username, body: { kind: "reply", id: "no-such-reply" } })).toMatchObject({ status: 404, json: { message: "Reply not found" } });
    // The member who reported it already cannot again; another member can, and it is back.
    expect((await report(`/api/threads/${thread.id}`, reporter.username, { reason: "SPAM" })).status).toBe(409);
    expect((await report(`/api/threads/${thread.id}`, secondReporter.username, { reason: "ABUSE" })).status).toBe(201);
    expect(await queued(thread.id)).toMatchObject({ reportCount: 1, reasons: [{ reason: "ABUSE", count: 1 }] });
    expect(await testDb.notification.count({ where: { userId: moderator.id, threadId: thread.id, type: "REPORT" } })).toBe(2);
  });

  it("drops a post staff delete, with its reports, tells its reporters, and shows when its author is banned", async () => {
    const thread = await createThread(author.id, { title: "Deleted by staff" });
    const answeredId = await replyTo(thread.id, author.username, "Answered, so kept as a placeholder");
    await replyTo(thread.id, reporter.username, "The answer", answeredId);
    const loneId = await replyTo(thread.id, author.username, "Removed outright");
    const withdrawn = await createThread(author.id, { title: "Deleted by its author" });
    const troll = await createMember("reporttroll");
    const trollThread = await createThread(troll.id, { title: "Troll thread" });
    const witness = await createMember("reportwitness");
    for (const path of [`/api/replies/${answeredId}`, `/api/replies/${loneId}`, `/api/threads/${thread.id}`, `/api/threads/${withdrawn.id}`, `/api/threads/${trollThread.id}`]) {
      expect((await report(path, witness.username, { reason: "ABUSE" })).status).toBe(201);
    }
    const noticesOfWitness = async () =>
      (await testDb.notification.findMany({ where: { userId: witness.id }, orderBy: { createdAt: "asc" } })).map(({ type, threadId, actorId, message }) => ({ type, threadId, actorId, message }));

    for (const replyId of [answeredId, loneId]) {
      expect((await api(`/api/replies/${replyId}`, { as: moderator.username, method: "DELETE", body: {} })).status).toBe(200);
      expect(await queued(replyId)).toBeUndefined();
      expect(await testDb.postReport.count({ where: { replyId } })).toBe(0);
    }
    const replyRemoved = { type: "SYSTEM", threadId: thread.id, actorId: moderator.id, message: "The reply you reported was removed by the moderators. Thanks for reporting it." };
    expect(await noticesOfWitness()).toEqual([replyRemoved, replyRemoved]);

    // The author withdrawing their own post tells nobody.
    expect((await api(`/api/threads/${withdrawn.id}`, { as: author.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await noticesOfWitness()).toHaveLength(2);

    expect((await api(`/api/threads/${thread.id}`, { as: admin.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await queued(thread.id)).toBeUndefined();
    expect(await testDb.postReport.count({ where: { threadId: thread.id } })).toBe(0);
    // The thread's notices go with it, as any thread's do; the one about the thread itself points nowhere and stays.
    expect(await noticesOfWitness()).toEqual([
      { type: "SYSTEM", threadId: null, actorId: admin.id, message: "The thread you reported was removed by the moderators. Thanks for reporting it." },
    ]);

    expect(await queued(trollThread.id)).toMatchObject({ authorBanned: false });
    expect((await api(`/api/users/${troll.id}/ban`, { as: moderator.username, body: {} })).status).toBe(200);
    expect(await queued(trollThread.id)).toMatchObject({ authorBanned: true });
  });
});

describe("reporting a member", () => {
  // Reporters of their own: every call counts against the reports' hourly limit.
  let memberReporter: Member;
  let secondMemberReporter: Member;
  beforeAll(async () => {
    [memberReporter, secondMemberReporter] = await Promise.all([createMember("memberreporter"), createMember("memberreporter2")]);
  });
  const dismiss = (kind: string, id: string, as = moderator.username) => api("/api/moderation/reports/dismiss", { as, body: { kind, id } });
  const staffNoticesAbout = (actorId: string) =>
    testDb.notification.findMany({ where: { userId: moderator.id, actorId, threadId: null, type: "REPORT" }, select: { message: true, replyId: true } });

  it("reports a pretender with a note; staff see their profile, reasons and notes beside the posts, and hear of them once", async () => {
    const pretender = await createMember("fakefighter", { role: "FIGHTER" });
    await testDb.user.update({ where: { id: pretender.id }, data: { firstName: "Jon", lastName: "Jones", twitterUrl: "https://x.com/not-jon" } });
    const thread = await createThread(author.id, { title: "Reported before the pretender" });
    expect((await report(`/api/threads/${thread.id}`, memberReporter.username, { reason: "SPAM" })).status).toBe(201);

    expect(await report(`/api/users/${pretender.id}`, memberReporter.username, { reason: "IMPERSONATION", details: "  Not the real Jon Jones  " })).toMatchObject({
      status: 201,
      json: { reported: true },
    });
    expect(await report(`/api/users/${pretender.id}`, secondMemberReporter.username, { reason: "SPAM" })).toMatchObject({ status: 201 });
    const stored = await testDb.memberReport.findMany({ where: { memberId: pretender.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map(({ reporterId, reason, details, status }) => ({ reporterId, reason, details, status }))).toEqual([
      { reporterId: memberReporter.id, reason: "IMPERSONATION", details: "Not the real Jon Jones", status: "OPEN" },
      { reporterId: secondMemberReporter.id, reason: "SPAM", details: null, status: "OPEN" },
    ]);

    const entries = await queue();
    const entry = entries.find((item) => item.id === pretender.id);
    expect(entry).toMatchObject({
      kind: "member",
      reportCount: 2,
      authorBanned: false,
      notes: [{ reporter: memberReporter.username, reason: "IMPERSONATION", details: "Not the real Jon Jones" }],
      thread: null,
      reply: null,
      member: { id: pretender.id, username: pretender.username, role: "FIGHTER", fullName: "Jon Jones", socialLinks: { twitter: "https://x.com/not-jon" } },
    });
    expect(entry!.reasons).toEqual(expect.arrayContaining([{ reason: "IMPERSONATION", count: 1 }, { reason: "SPAM", count: 1 }]));
    expect(entries.findIndex((item) => item.id === thread.id)).toBeLessThan(entries.indexOf(entry!));

    expect(await staffNoticesAbout(memberReporter.id)).toContainEqual({
      replyId: null,
      message: "A member was reported to the moderators (Pretending to be someone else).",
    });
    expect(await staffNoticesAbout(secondMemberReporter.id)).toEqual([]);
    expect(await testDb.notification.count({ where: { userId: pretender.id } })).toBe(0);
  });

  it("refuses a second report, oneself, staff, a missing or banned member, a banned reporter, a post's reasons and the signed out, and stores nothing", async () => {
    const target = await createMember("reportedmember");
    const bannedTarget = await createMember("reportedbanned");
    const bannedReporter = await createMember("reporterbanned");
    await testDb.user.updateMany({ where: { id: { in: [bannedTarget.id, bannedReporter.id] } }, data: { isBanned: true } });
    expect((await report(`/api/users/${target.id}`, memberReporter.username, { reason: "ABUSE" })).status).toBe(201);

    const refusals = [
      [await report(`/api/users/${target.id}`, memberReporter.username, { reason: "SPAM" }), 409, "ALREADY_REPORTED", "You have already reported this member"],
      [await report(`/api/users/${target.id}`, target.username, { reason: "SPAM" }), 403, "FORBIDDEN", "You can't report yourself"],
      [await report(`/api/users/${moderator.id}`, memberReporter.username, { reason: "ABUSE" }), 403, "FORBIDDEN", "Moderators and admins can't be reported"],
      [await report(`/api/users/${admin.id}`, memberReporter.username, { reason: "ABUSE" }), 403, "FORBIDDEN", "Moderators and admins can't be reported"],
      [await report("/api/users/no-such-member", memberReporter.username, { reason: "SPAM" }), 404, "NOT_FOUND", "User not found"],
      [await report(`/api/users/${bannedTarget.id}`, memberReporter.username, { reason: "SPAM" }), 409, "ALREADY_BANNED", "This member is already banned"],
      [await report(`/api/users/${target.id}`, bannedReporter.username, { reason: "SPAM" }), 403, "BANNED", "Your account has been banned from reporting members."],
      [await report(`/api/users/${target.id}`, moderator.username, { reason: "SPAM" }), 403, "FORBIDDEN", "Moderators and admins don't report members: they act on them"],
      [await report(`/api/users/${target.id}`, secondMemberReporter.username, { reason: "OTHER" }), 400, "INVALID_INPUT", "Tell the moderators what is wrong with this member"],
      [await report(`/api/users/${target.id}`, secondMemberReporter.username, { reason: "BORING" }), 400, "INVALID_INPUT", "Choose why you are reporting this member"],
      [await api(`/api/users/${target.id}/report`, { body: { reason: "SPAM" } }), 401, "UNAUTHORIZED", "You must be logged in to report a member"],
    ] as const;
    for (const [response, status, code, message] of refusals) expect({ status: response.status, ...response.json }).toMatchObject({ status, code, message });

    // Impersonation is a member's reason, not a post's.
    const thread = await createThread(target.id, { title: "Not an impersonation" });
    expect(await report(`/api/threads/${thread.id}`, memberReporter.username, { reason: "IMPERSONATION" })).toMatchObject({
      status: 400,
      json: { message: "Choose why you are reporting this post" },
    });
    expect(await testDb.memberReport.count({ where: { memberId: { in: [target.id, bannedTarget.id, moderator.id, admin.id] } } })).toBe(1);
    expect(await testDb.postReport.count({ where: { threadId: thread.id } })).toBe(0);
  });

  it("takes one report from a member who sends it ten times at once", async () => {
    const target = await createMember("reportedonce");
    const eager = await createMember("reporteagermember");
    const statuses = await Promise.all(Array.from({ length: 10 }, () => report(`/api/users/${target.id}`, eager.username, { reason: "SPAM" }).then((response) => response.status)));
    expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await testDb.memberReport.count({ where: { memberId: target.id } })).toBe(1);
  });

  it("dismisses a member's open reports once, and only staff may", async () => {
    const target = await createMember("reporteddismissed");
    expect((await report(`/api/users/${target.id}`, memberReporter.username, { reason: "EXPLICIT" })).status).toBe(201);
    expect((await dismiss("member", target.id, memberReporter.username)).status).toBe(403);

    expect(await dismiss("member", target.id)).toMatchObject({ status: 200, json: { dismissed: 1 } });
    expect(await queued(target.id)).toBeUndefined();
    expect(await testDb.memberReport.findFirst({ where: { memberId: target.id } })).toMatchObject({ status: "DISMISSED", dismissedById: moderator.id });
    expect(await dismiss("member", target.id, admin.username)).toMatchObject({ status: 409, json: { message: "These reports were already handled by another moderator" } });
    expect(await dismiss("member", "no-such-member")).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect(await dismiss("user", target.id)).toMatchObject({ status: 400, json: { message: "kind must be thread, reply or member" } });
  });

  it("closes a member's reports when staff ban them, and thanks the reporters; the reports of a member who leaves go with them", async () => {
    const troll = await createMember("reportedtroll");
    const trollThread = await createThread(troll.id, { title: "Troll's reported thread" });
    expect((await report(`/api/users/${troll.id}`, memberReporter.username, { reason: "ABUSE" })).status).toBe(201);
    expect((await report(`/api/users/${troll.id}`, secondMemberReporter.username, { reason: "ABUSE" })).status).toBe(201);
    expect((await report(`/api/threads/${trollThread.id}`, memberReporter.username, { reason: "ABUSE" })).status).toBe(201);

    expect((await api(`/api/users/${troll.id}/ban`, { as: moderator.username, body: {} })).status).toBe(200);
    expect(await queued(troll.id)).toBeUndefined();
    expect(await queued(trollThread.id)).toMatchObject({ authorBanned: true });
    expect(await testDb.memberReport.count({ where: { memberId: troll.id } })).toBe(0);
    for (const member of [memberReporter, secondMemberReporter]) {
      expect(await testDb.notification.findMany({ where: { userId: member.id, actorId: moderator.id }, select: { type: true, threadId: true, message: true } })).toContainEqual({
        type: "SYSTEM",
        threadId: null,
        message: "The member you reported was banned by the moderators. Thanks for reporting them.",
      });
    }

    const leaving = await createMember("reportedleaving");
    expect((await report(`/api/users/${leaving.id}`, memberReporter.username, { reason: "SPAM" })).status).toBe(201);
    expect((await api("/api/users/account", { as: leaving.username, method: "DELETE", body: { userId: leaving.id } })).status).toBe(200);
    expect(await queued(leaving.id)).toBeUndefined();
    expect(await testDb.memberReport.count({ where: { memberId: leaving.id } })).toBe(0);
  });
});

describe("reporting a private message", () => {
  async function sendMessage(from: Member, to: Member, content: string) {
    const { status, json, text } = await api<{ id: string; createdAt: string }>(`/api/users/${to.id}/messages`, { as: from.username, body: { content } });
    expect(status, text).toBe(201);
    return json;
  }

  it("reports the sender of a message received; staff read that message, and no other, beside the report, and hear of it once", async () => {
    const [harasser, recipient] = await Promise.all([createMember("dmharasser"), createMember("dmrecipient", { plan: "FREE" })]);
    await sendMessage(harasser, recipient, "Hey, saw your post about the main event");
    const reported = await sendMessage(harasser, recipient, "You will regret that post, I know where you train");

    expect(await report(`/api/messages/${reported.id}`, recipient.username, { reason: "ABUSE", details: "  Threats after I disagreed  " })).toMatchObject({
      status: 201,
      json: { reported: true },
    });
    expect(await testDb.memberReport.findMany({ where: { memberId: harasser.id }, select: { reporterId: true, reason: true, details: true, messageId: true } })).toEqual([
      { reporterId: recipient.id, reason: "ABUSE", details: "Threats after I disagreed", messageId: reported.id },
    ]);

    const entry = await queued(harasser.id);
    expect(entry).toMatchObject({
      kind: "member",
      reportCount: 1,
      reasons: [{ reason: "ABUSE", count: 1 }],
      notes: [
        {
          reporter: recipient.username,
          reason: "ABUSE",
          details: "Threats after I disagreed",
          message: { content: "You will regret that post, I know where you train", sentAt: reported.createdAt },
        },
      ],
      member: { id: harasser.id, username: harasser.username },
    });
    expect(JSON.stringify(entry)).not.toContain("saw your post about the main event");

    // Unsent by its sender, the message is gone for both members, but not from the report.
    expect((await api(`/api/messages/${reported.id}`, { as: harasser.username, method: "DELETE", body: {} })).status).toBe(200);
    expect((await api<{ content: string; unsent: boolean }[]>(`/api/users/${harasser.id}/messages`, { as: recipient.username })).json[0]).toMatchObject({ id: reported.id, content: "", unsent: true });
    expect((await queued(harasser.id))?.notes[0].message).toEqual({ content: "You will regret that post, I know where you train", sentAt: reported.createdAt, unsent: true });
    // A message unsent before it was reported cannot be reported any more.
    const other = await createMember("dmunsentreporter", { plan: "FREE" });
    const unsentFirst = await sendMessage(harasser, other, "Said and unsent");
    expect((await api(`/api/messages/${unsentFirst.id}`, { as: harasser.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await report(`/api/messages/${unsentFirst.id}`, other.username, { reason: "ABUSE" })).toMatchObject({ status: 404, json: { message: "Message not found" } });
    expect(await testDb.memberReport.count({ where: { reporterId: other.id } })).toBe(0);
    expect(await testDb.notification.findMany({ where: { userId: moderator.id, actorId: recipient.id, type: "REPORT" }, select: { message: true, threadId: true } })).toEqual([
      { message: "A message was reported to the moderators (Harassment, hate or threats).", threadId: null },
    ]);
    expect(await testDb.notification.count({ where: { userId: harasser.id } })).toBe(0);

    // A report without a note still shows its message; a ban closes both, the messages stay with the members.
    const [spammer, second] = await Promise.all([createMember("dmspammer"), createMember("dmrecipient2", { plan: "FREE" })]);
    const spam = await sendMessage(spammer, second, "Cheap fight tickets at my site");
    expect((await report(`/api/messages/${spam.id}`, second.username, { reason: "SPAM" })).status).toBe(201);
    expect((await queued(spammer.id))?.notes).toEqual([{ reporter: second.username, reason: "SPAM", details: null, message: { content: "Cheap fight tickets at my site", sentAt: spam.createdAt, unsent: false }, createdAt: expect.any(String) }]);
    expect((await api(`/api/users/${spammer.id}/ban`, { as: moderator.username, body: {} })).status).toBe(200);
    expect(await queued(spammer.id)).toBeUndefined();
    expect(await testDb.directMessage.count({ where: { id: spam.id } })).toBe(1);
  });

  it("refuses one's own message, another conversation's, staff's, a banned sender's, a second report, a banned reporter, staff, bad reasons and the signed out, and stores nothing", async () => {
    const [sender, recipient, outsider, bannedSender, bannedReporter] = await Promise.all([
      createMember("dmreportsender"),
      createMember("dmreportrecipient"),
      createMember("dmreportoutsider"),
      createMember("dmreportbannedsender"),
      createMember("dmreportbannedreporter"),
    ]);
    const message = await sendMessage(sender, recipient, "Just a normal message");
    const fromStaff = await sendMessage(moderator, recipient, "A word from the moderators");
    const toStaff = await sendMessage(sender, moderator, "Hello moderator");
    const fromBanned = await sendMessage(bannedSender, recipient, "Soon banned");
    const toBanned = await sendMessage(sender, bannedReporter, "To a member soon banned");
    await testDb.user.updateMany({ where: { id: { in: [bannedSender.id, bannedReporter.id] } }, data: { isBanned: true } });
    expect((await report(`/api/messages/${message.id}`, recipient.username, { reason: "SPAM" })).status).toBe(201);

    const refusals = [
      [await report(`/api/messages/${message.id}`, recipient.username, { reason: "ABUSE" }), 409, "ALREADY_REPORTED", "You have already reported this member"],
      [await report(`/api/messages/${message.id}`, sender.username, { reason: "SPAM" }), 403, "FORBIDDEN", "You can't report your own message"],
      [await report(`/api/messages/${message.id}`, outsider.username, { reason: "SPAM" }), 404, "NOT_FOUND", "Message not found"],
      [await report("/api/messages/no-such-message", recipient.username, { reason: "SPAM" }), 404, "NOT_FOUND", "Message not found"],
      [await report(`/api/messages/${fromStaff.id}`, recipient.username, { reason: "ABUSE" }), 403, "FORBIDDEN", "Moderators and admins can't be reported"],
      [await report(`/api/messages/${fromBanned.id}`, recipient.username, { reason: "ABUSE" }), 409, "ALREADY_BANNED", "This member is already banned"],
      [await report(`/api/messages/${toBanned.id}`, bannedReporter.username, { reason: "ABUSE" }), 403, "BANNED", "Your account has been banned from reporting messages."],
      [await report(`/api/messages/${toStaff.id}`, moderator.username, { reason: "SPAM" }), 403, "FORBIDDEN", "Moderators and admins don't report messages: they act on them"],
      [await report(`/api/messages/${toBanned.id}`, outsider.username, { reason: "SPAM" }), 404, "NOT_FOUND", "Message not found"],
      [await report(`/api/messages/${fromBanned.id}`, recipient.username, { reason: "OTHER" }), 400, "INVALID_INPUT", "Tell the moderators what is wrong with this message"],
      [await report(`/api/messages/${fromBanned.id}`, recipient.username, { reason: "BORING" }), 400, "INVALID_INPUT", "Choose why you are reporting this message"],
      [await api(`/api/messages/${message.id}/report`, { body: { reason: "SPAM" } }), 401, "UNAUTHORIZED", "You must be logged in to report a message"],
    ] as const;
    for (const [response, status, code, message] of refusals) expect({ status: response.status, ...response.json }).toMatchObject({ status, code, message });
    expect(await testDb.memberReport.count({ where: { memberId: { in: [sender.id, moderator.id, bannedSender.id] } } })).toBe(1);
  });

  it("takes the report of a message from a member who left as not found, and drops the report when either member leaves", async () => {
    const [sender, recipient] = await Promise.all([createMember("dmreportleaver"), createMember("dmreportstays")]);
    const message = await sendMessage(sender, recipient, "Gone soon");
    expect((await report(`/api/messages/${message.id}`, recipient.username, { reason: "SPAM" })).status).toBe(201);
    expect((await api("/api/users/account", { as: recipient.username, method: "DELETE", body: { userId: recipient.id } })).status).toBe(200);
    expect(await queued(sender.id)).toBeUndefined();
    expect(await testDb.memberReport.count({ where: { memberId: sender.id } })).toBe(0);

    const other = await createMember("dmreportother");
    const later = await sendMessage(sender, other, "Still here");
    expect((await api("/api/users/account", { as: sender.username, method: "DELETE", body: { userId: sender.id } })).status).toBe(200);
    expect(await report(`/api/messages/${later.id}`, other.username, { reason: "SPAM" })).toMatchObject({ status: 404, json: { message: "Message not found" } });
  });
});

describe("resetting a reported member's profile", () => {
  let resetReporter: Member;
  let secondResetReporter: Member;
  beforeAll(async () => {
    [resetReporter, secondResetReporter] = await Promise.all([createMember("resetreporter"), createMember("resetreporter2")]);
  });
  const reset = (memberId: string, as: string | null = moderator.username) => api(`/api/users/${memberId}/reset-profile`, { as: as ?? undefined, body: {} });
  const storedFile = (url: string) => path.join(process.cwd(), ".data", "uploads", url.slice("/media/".length));
  const exists = (file: string) => access(file).then(() => true, () => false);
  const shown = { imageUrl: true, firstName: true, lastName: true, bio: true, twitterUrl: true, instagramUrl: true, youtubeUrl: true, facebookUrl: true, username: true, role: true, planType: true } as const;

  async function pretenderWithProfile(prefix: string) {
    const pretender = await createMember(prefix, { role: "FIGHTER" });
    const avatar = await uploadAvatar(pretender.username, { bytes: await solidImage("png", 120, 120), type: "image/png", name: "me.png" });
    expect(avatar.status).toBe(200);
    await testDb.user.update({ where: { id: pretender.id }, data: { firstName: "Jon", lastName: "Jones", bio: "The real champ. Cheap tickets at spam.example", twitterUrl: "https://x.com/not-jon", youtubeUrl: "https://youtube.com/@spam" } });
    return { ...pretender, imageUrl: avatar.json.imageUrl as string };
  }

  it("removes the picture, names, bio and links, keeps the username, posts and plan, closes the member's reports, tells the member and thanks the reporters", async () => {
    const pretender = await pretenderWithProfile("resetpretender");
    const thread = await createThread(pretender.id, { title: "Pretender's thread stays" });
    expect((await report(`/api/users/${pretender.id}`, resetReporter.username, { reason: "IMPERSONATION" })).status).toBe(201);
    expect((await report(`/api/users/${pretender.id}`, secondResetReporter.username, { reason: "SPAM" })).status).toBe(201);
    const before = await testDb.user.findUniqueOrThrow({ where: { id: pretender.id }, select: shown });

    expect(await reset(pretender.id)).toMatchObject({ status: 200, json: { reset: true } });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: pretender.id }, select: shown })).toEqual({
      ...before,
      imageUrl: null,
      firstName: null,
      lastName: null,
      bio: null,
      twitterUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      facebookUrl: null,
    });
    expect(await exists(storedFile(pretender.imageUrl))).toBe(false);
    expect((await api(`/api/users/username/${pretender.username}`, { as: "member" })).json).toMatchObject({
      username: pretender.username,
      profileImageUrl: null,
      fullName: null,
      bio: null,
      socialLinks: { twitter: null, instagram: null, youtube: null, facebook: null },
    });
    expect(await testDb.thread.count({ where: { id: thread.id } })).toBe(1);

    expect(await queued(pretender.id)).toBeUndefined();
    expect(await testDb.memberReport.count({ where: { memberId: pretender.id } })).toBe(0);
    for (const member of [resetReporter, secondResetReporter]) {
      expect(await testDb.notification.findMany({ where: { userId: member.id, actorId: moderator.id }, select: { type: true, message: true } })).toEqual([
        { type: "SYSTEM", message: "The moderators removed the picture, name, bio and links of the member you reported. Thanks for reporting them." },
      ]);
    }
    expect(await testDb.notification.findMany({ where: { userId: pretender.id, actorId: moderator.id }, select: { type: true, message: true } })).toEqual([
      {
        type: "SYSTEM",
        message: "The moderators removed your profile picture, name, bio and social links for breaking the community guidelines. You can set new ones on your account page.",
      },
    ]);
    // The reports are closed, not dismissed: a reporter may report the member again.
    expect((await report(`/api/users/${pretender.id}`, resetReporter.username, { reason: "ABUSE" })).status).toBe(201);
  });

  it("refuses members, the signed out, staff profiles, a missing member and a profile with nothing to remove, and changes nothing", async () => {
    const pretender = await pretenderWithProfile("resetrefused");
    const before = await testDb.user.findUniqueOrThrow({ where: { id: pretender.id }, select: shown });
    expect(await reset(pretender.id, resetReporter.username)).toMatchObject({ status: 403, json: { code: "FORBIDDEN", message: "Only moderators and admins can do this." } });
    expect(await reset(pretender.id, null)).toMatchObject({ status: 401 });
    await testDb.user.update({ where: { id: moderator.id }, data: { firstName: "Mod" } });
    expect(await reset(moderator.id, admin.username)).toMatchObject({ status: 403, json: { message: "Moderators' and admins' profiles cannot be reset" } });
    expect(await reset("no-such-member")).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: pretender.id }, select: shown })).toEqual(before);
    expect(await exists(storedFile(pretender.imageUrl))).toBe(true);

    const bare = await createMember("resetbare");
    // A bio alone is something to remove.
    const bioOnly = await createMember("resetbio");
    await testDb.user.update({ where: { id: bioOnly.id }, data: { bio: "Spam" } });
    expect(await reset(bioOnly.id)).toMatchObject({ status: 200 });
    expect(await reset(bare.id)).toMatchObject({ status: 409, json: { code: "NOTHING_TO_RESET", message: "This member has no picture, name, bio or links to remove" } });
    expect(await testDb.notification.count({ where: { userId: { in: [pretender.id, bare.id] } } })).toBe(0);
  });

  it("resets once when two moderators reset at once, and tells the member once", async () => {
    const pretender = await pretenderWithProfile("resetrace");
    const answers = await Promise.all([reset(pretender.id), reset(pretender.id, admin.username)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(await testDb.notification.count({ where: { userId: pretender.id } })).toBe(1);
    expect(await testDb.user.findUniqueOrThrow({ where: { id: pretender.id }, select: { imageUrl: true, firstName: true } })).toEqual({ imageUrl: null, firstName: null });
  });
});
