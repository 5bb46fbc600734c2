import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * Verification: a member asks to be verified as a pro fighter or an MMA industry professional; admins
 * see the requests under review, longest waiting first, and approve one (the member takes the role
 * and the verified mark) or decline it with a reason, and may remove a verification later; the
 * member is told of each decision, and the admins' notices of a request go once it leaves the queue.
 */

type Member = { id: string; username: string };
let admin: Member;
let moderator: Member;

afterAll(removeCreatedThreads);

beforeAll(async () => {
  [admin, moderator] = await Promise.all([createMember("verifyadmin", { role: "ADMIN", plan: "FREE" }), createMember("verifymod", { role: "MODERATOR", plan: "FREE" })]);
});

const fighterRequest = { role: "FIGHTER", fullName: "Jon Doe", links: ["https://www.tapology.com/fightcenter/fighters/jon-doe"], note: "I fight at lightweight." };

interface QueueItem {
  id: string;
  status: string;
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  role: string;
  fullName: string;
  links: string[];
  note: string | null;
  createdAt: string;
  member: { id: string; username: string };
}

const ask = (as: string, body: unknown = fighterRequest) => api("/api/users/me/verification", { as, body });
const mine = (as: string) => api("/api/users/me/verification", { as });
const decide = (id: string, body: unknown, as = admin.username) => api(`/api/admin/verification/${id}`, { as, body });

/** Every page of one of the admins' lists (the queue, or `show=decided`), by cursor. */
async function wholeQueue(limit = 50, show = "pending") {
  const items: QueueItem[] = [];
  let cursor = "";
  for (;;) {
    const { status, json, headers, text } = await api<QueueItem[]>(`/api/admin/verification?show=${show}&limit=${limit}&cursor=${cursor}`, { as: admin.username });
    expect(status, text).toBe(200);
    items.push(...json);
    cursor = headers.get("x-next-cursor") ?? "";
    if (!cursor) return items;
  }
}

describe("asking to be verified", () => {
  it("records the request, tells the admins, and shows it to the member as under review until withdrawn", async () => {
    const member = await createMember("verifyask", { plan: "FREE" });
    expect((await mine(member.username)).json).toEqual({ request: null, verified: false, canApply: true });

    const asked = await ask(member.username, { ...fighterRequest, fullName: "  Jon Doe ", note: "" });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json).toMatchObject({ role: "FIGHTER", fullName: "Jon Doe", links: fighterRequest.links, note: null, status: "PENDING", reason: null, decidedAt: null });
    expect((await mine(member.username)).json).toMatchObject({ request: { id: asked.json.id, status: "PENDING" }, verified: false, canApply: false });
    const told = await testDb.notification.findFirst({ where: { userId: admin.id, type: "VERIFICATION_REQUEST", actorId: member.id } });
    expect(told?.message).toBe(`${member.username} asked to be verified as a pro fighter.`);
    expect(await testDb.notification.count({ where: { userId: moderator.id, type: "VERIFICATION_REQUEST", actorId: member.id } }), "moderators do not decide").toBe(0);

    const again = await ask(member.username, { ...fighterRequest, role: "INDUSTRY_PROFESSIONAL" });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "VERIFICATION_PENDING", message: "You already have a verification request under review." });

    expect((await api("/api/users/me/verification", { as: member.username, method: "DELETE" })).json).toEqual({ withdrawn: true });
    expect((await mine(member.username)).json).toEqual({ request: null, verified: false, canApply: true });
    expect(await testDb.notification.count({ where: { type: "VERIFICATION_REQUEST", actorId: member.id } }), "the admins' notices of a withdrawn request go").toBe(0);
    const nothing = await api("/api/users/me/verification", { as: member.username, method: "DELETE" });
    expect(nothing.status).toBe(404);
    expect(nothing.json.message).toBe("You have no verification request under review.");
  });

  it("takes five requests a day from a member, then says when to try again", async () => {
    const member = await createMember("verifymany");
    for (let sent = 0; sent < 5; sent++) {
      expect((await ask(member.username)).status).toBe(201);
      await api("/api/users/me/verification", { as: member.username, method: "DELETE" });
    }
    const sixth = await ask(member.username);
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("RATE_LIMITED");
    expect(await testDb.verificationRequest.count({ where: { userId: member.id } })).toBe(0);
  });

  it("makes one request of two sent at once", async () => {
    const member = await createMember("verifyrace");
    const answers = await Promise.all([ask(member.username), ask(member.username), ask(member.username)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await testDb.verificationRequest.count({ where: { userId: member.id } })).toBe(1);
  });

  it("refuses bad input with its message, and staff, verified and banned members, recording nothing", async () => {
    const member = await createMember("verifybad");
    const refusals: [unknown, string][] = [
      [{ ...fighterRequest, role: "ADMIN" }, "Choose pro fighter or MMA industry professional"],
      [{ ...fighterRequest, role: undefined }, "Choose pro fighter or MMA industry professional"],
      [{ ...fighterRequest, fullName: " " }, "Your full name is required"],
      [{ ...fighterRequest, fullName: "x".repeat(81) }, "Your full name cannot be longer than 80 characters"],
      [{ ...fighterRequest, links: [] }, "Add at least one link that shows who you are"],
      [{ ...fighterRequest, links: "https://example.com" }, "Add at least one link that shows who you are"],
      [{ ...fighterRequest, links: ["tapology"] }, "Each link must be a full web address starting with https://"],
      [{ ...fighterRequest, links: ["javascript:alert(1)"] }, "Each link must be a full web address starting with https://"],
      [{ ...fighterRequest, links: ["https://user:secret@example.com"] }, "Each link must be a full web address starting with https://"],
      [{ ...fighterRequest, links: Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`) }, "Add at most 5 links"],
      [{ ...fighterRequest, note: "x".repeat(1001) }, "The note cannot be longer than 1000 characters"],
    ];
    for (const [body, message] of refusals) {
      const answer = await ask(member.username, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toBe(message);
    }

    const staff = await ask(moderator.username);
    expect(staff.status).toBe(403);
    expect(staff.json.message).toBe("Moderators and admins are not verified as fighters or industry professionals.");
    expect((await mine(moderator.username)).json.canApply).toBe(false);

    const fighter = await createMember("verifydone", { role: "FIGHTER" });
    await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
    expect((await ask(fighter.username)).json.message).toBe("Your account is verified already.");
    expect((await mine(fighter.username)).json).toEqual({ request: null, verified: true, canApply: false });

    const banned = await createMember("verifybanned");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true } });
    expect((await ask(banned.username)).json).toMatchObject({ code: "BANNED", message: "Your account has been banned: it cannot be verified." });

    expect((await api("/api/users/me/verification", { body: fighterRequest })).status).toBe(401);
    expect(await testDb.verificationRequest.count({ where: { userId: { in: [member.id, moderator.id, fighter.id, banned.id] } } })).toBe(0);
  });
});

describe("deciding a request", () => {
  it("lists the requests under review to admins alone, longest waiting first, by cursor", async () => {
    const members = await Promise.all(["verifyq1", "verifyq2", "verifyq3"].map((prefix) => createMember(prefix)));
    for (const member of members) expect((await ask(member.username)).status).toBe(201);
    const ours = (items: QueueItem[]) => items.filter((item) => members.some((member) => member.id === item.member.id));
    const paged = ours(await wholeQueue(1));
    expect(paged.map((item) => item.member.username)).toEqual(members.map((member) => member.username));
    expect(paged[0]).toMatchObject({ role: "FIGHTER", fullName: "Jon Doe", links: fighterRequest.links, note: "I fight at lightweight." });
    expect(ours(await wholeQueue())).toEqual(paged);

    expect((await api("/api/admin/verification", { as: moderator.username })).status).toBe(403);
    expect((await api("/api/admin/verification", { as: members[0].username })).status).toBe(403);
    expect((await api("/api/admin/verification")).status).toBe(401);
    expect((await api("/api/admin/verification?cursor=nonsense", { as: admin.username })).status).toBe(400);
    for (const item of paged) await decide(item.id, { decision: "decline", reason: "Test over." });
  });

  it("approves: the member takes the role and the verified mark, is told, and leaves the queue; a second decision is 409", async () => {
    const member = await createMember("verifyyes", { plan: "FREE" });
    const { json: request } = await ask(member.username);
    const approved = await decide(request.id, { decision: "approve" });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toEqual({ id: request.id, status: "APPROVED" });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true, isVerified: true } })).toEqual({ role: "FIGHTER", isVerified: true });
    expect(await testDb.verificationRequest.findUniqueOrThrow({ where: { id: request.id }, select: { decidedById: true, decidedAt: true } })).toMatchObject({ decidedById: admin.id, decidedAt: expect.any(Date) });
    const told = await api<{ type: string; message: string }[]>("/api/notifications", { as: member.username });
    expect(told.json).toContainEqual(expect.objectContaining({ type: "VERIFICATION_DECISION", message: "Your verification was approved: you are now a verified pro fighter." }));
    expect(await testDb.notification.count({ where: { type: "VERIFICATION_REQUEST", actorId: member.id } }), "the admins' notices of a decided request go").toBe(0);
    expect((await mine(member.username)).json).toMatchObject({ request: { status: "APPROVED" }, verified: true, canApply: false });
    expect((await api(`/api/users/username/${member.username}`, { as: moderator.username })).json).toMatchObject({ role: "FIGHTER", isVerified: true });
    expect((await wholeQueue()).some((item) => item.id === request.id)).toBe(false);

    const twice = await decide(request.id, { decision: "decline", reason: "Changed my mind" });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: "ALREADY_DECIDED", message: "This request was decided already." });
  });

  it("declines with the reason the member reads, after which they may ask again", async () => {
    const member = await createMember("verifyno");
    const { json: request } = await ask(member.username, { ...fighterRequest, role: "INDUSTRY_PROFESSIONAL" });
    expect((await decide(request.id, { decision: "decline" })).json.message).toBe("Tell the member why");
    expect((await decide(request.id, { decision: "decline", reason: " " })).json.message).toBe("Tell the member why");
    expect((await decide(request.id, { decision: "maybe" })).json.message).toBe("decision must be approve or decline");
    expect((await decide(request.id, { decision: "decline", reason: "x".repeat(501) })).json.message).toBe("The reason cannot be longer than 500 characters");
    const declined = await decide(request.id, { decision: "decline", reason: "The link is not your profile." });
    expect(declined.json).toEqual({ id: request.id, status: "DECLINED" });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true, isVerified: true } })).toEqual({ role: "USER", isVerified: false });
    const told = await api<{ type: string; message: string }[]>("/api/notifications", { as: member.username });
    expect(told.json).toContainEqual(
      expect.objectContaining({ type: "VERIFICATION_DECISION", message: "Your request to be verified as an MMA industry professional was declined: The link is not your profile." }),
    );
    expect(await testDb.notification.count({ where: { type: "VERIFICATION_REQUEST", actorId: member.id } })).toBe(0);
    expect((await mine(member.username)).json).toMatchObject({ request: { status: "DECLINED", reason: "The link is not your profile." }, verified: false, canApply: true });
    expect((await ask(member.username)).status).toBe(201);
  });

  it("settles a withdrawal and a decision sent at once: one of them happens, the other is refused, never a server error", async () => {
    for (let round = 0; round < 5; round++) {
      const member = await createMember("verifyrace");
      const { json: request } = await ask(member.username);
      const [withdrawn, approved] = await Promise.all([api("/api/users/me/verification", { as: member.username, method: "DELETE" }), decide(request.id, { decision: "approve" })]);
      expect([withdrawn.status, approved.status].sort(), `${withdrawn.text} ${approved.text}`).toEqual([200, 404]);
      const role = (await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true } })).role;
      expect(role).toBe(approved.status === 200 ? "FIGHTER" : "USER");
    }
  });

  it("refuses moderators, members, a missing request, and approving a member banned meanwhile, changing nothing", async () => {
    const member = await createMember("verifyref");
    const { json: request } = await ask(member.username);
    expect((await decide(request.id, { decision: "approve" }, moderator.username)).json.message).toBe("Only admins can do this.");
    expect((await decide(request.id, { decision: "approve" }, member.username)).status).toBe(403);
    expect((await api(`/api/admin/verification/${request.id}`, { body: { decision: "approve" } })).status).toBe(401);
    const missing = await decide("nope", { decision: "approve" });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Verification request not found");

    await testDb.user.update({ where: { id: member.id }, data: { isBanned: true } });
    const banned = await decide(request.id, { decision: "approve" });
    expect(banned.status).toBe(409);
    expect(banned.json.message).toBe("This member is banned: decline the request instead.");
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true, isVerified: true } })).toEqual({ role: "USER", isVerified: false });
    expect((await testDb.verificationRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("PENDING");
    expect((await decide(request.id, { decision: "decline", reason: "Banned." })).status).toBe(200);
  });
});

describe("the decided requests", () => {
  it("lists approved, declined and removed requests to admins alone, the latest decision first, by cursor, with who decided and why", async () => {
    const [approved, declined, removed, waiting] = await Promise.all(["decidedyes", "decidedno", "decidedgone", "decidedwait"].map((prefix) => createMember(prefix)));
    const requestOf = async (member: Member, role = "FIGHTER") => (await ask(member.username, { ...fighterRequest, role })).json.id as string;
    const removedId = await requestOf(removed);
    expect((await decide(removedId, { decision: "approve" })).status).toBe(200);
    const declinedId = await requestOf(declined, "INDUSTRY_PROFESSIONAL");
    expect((await decide(declinedId, { decision: "decline", reason: "No press credentials." })).status).toBe(200);
    const approvedId = await requestOf(approved);
    expect((await decide(approvedId, { decision: "approve" })).status).toBe(200);
    expect((await api(`/api/users/${removed.id}/verification`, { as: admin.username, method: "DELETE", body: { reason: "Someone else's record." } })).status).toBe(200);
    const waitingId = await requestOf(waiting);

    const ours = new Set([approvedId, declinedId, removedId, waitingId]);
    const decided = (await wholeQueue(2, "decided")).filter((item) => ours.has(item.id));
    expect(decided.map(({ id, status, reason, decidedBy }) => ({ id, status, reason, decidedBy }))).toEqual([
      { id: removedId, status: "REVOKED", reason: "Someone else's record.", decidedBy: admin.username },
      { id: approvedId, status: "APPROVED", reason: null, decidedBy: admin.username },
      { id: declinedId, status: "DECLINED", reason: "No press credentials.", decidedBy: admin.username },
    ]);
    expect(decided[0]).toMatchObject({ role: "FIGHTER", fullName: "Jon Doe", member: { id: removed.id, username: removed.username }, decidedAt: expect.any(String) });
    expect((await wholeQueue()).filter((item) => ours.has(item.id)).map((item) => item.id)).toEqual([waitingId]);

    expect((await api("/api/admin/verification?show=decided", { as: moderator.username })).status).toBe(403);
    const bogus = await api("/api/admin/verification?show=everything", { as: admin.username });
    expect(bogus.status).toBe(400);
    expect(bogus.json.message).toBe("show must be pending or decided");
    await api("/api/users/me/verification", { as: waiting.username, method: "DELETE" });
  });
});

describe("removing a verification", () => {
  const remove = (memberId: string, body: unknown, as = admin.username) => api(`/api/users/${memberId}/verification`, { as, method: "DELETE", body });

  /** A member asked to be verified as `role` and an admin approved it. */
  async function verifiedMember(prefix: string, role = "FIGHTER") {
    const member = await createMember(prefix, { plan: "FREE" });
    const { json: request } = await ask(member.username, { ...fighterRequest, role });
    expect((await decide(request.id, { decision: "approve" })).status).toBe(200);
    return { member, requestId: request.id as string };
  }

  it("takes the mark and the pro role back, keeps the reason on the approved request, tells the member, who may ask again", async () => {
    const { member, requestId } = await verifiedMember("unverify");
    const removed = await remove(member.id, { reason: "  This is not your Tapology profile. " });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ verified: false });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true, isVerified: true } })).toEqual({ role: "USER", isVerified: false });
    expect(await testDb.verificationRequest.findUniqueOrThrow({ where: { id: requestId }, select: { status: true, reason: true, decidedById: true } })).toEqual({
      status: "REVOKED",
      reason: "This is not your Tapology profile.",
      decidedById: admin.id,
    });
    const told = await api<{ type: string; message: string }[]>("/api/notifications", { as: member.username });
    expect(told.json[0]).toMatchObject({ type: "VERIFICATION_DECISION", message: "An admin removed your verification as a pro fighter: This is not your Tapology profile." });
    expect((await mine(member.username)).json).toMatchObject({
      request: { id: requestId, status: "REVOKED", reason: "This is not your Tapology profile.", decidedAt: expect.any(String) },
      verified: false,
      canApply: true,
    });
    expect((await api(`/api/users/username/${member.username}`, { as: moderator.username })).json).toMatchObject({ role: "USER", isVerified: false });
    expect((await ask(member.username)).status).toBe(201);
  });

  it("makes a pro fighter's threads free to read again", async () => {
    const { member } = await verifiedMember("unverifyposts");
    const thread = await createThread(member.id, { title: "Camp notes", content: "Premium until removed" });
    const reader = await createMember("unverifyreader", { plan: "FREE" });
    const read = () => api<{ content: string; premiumLocked: boolean }>(`/api/threads/id/${thread.id}`, { as: reader.username });
    expect((await read()).json).toMatchObject({ premiumLocked: true });
    expect((await remove(member.id, { reason: "Retired." })).status).toBe(200);
    expect((await read()).json).toMatchObject({ content: "Premium until removed", premiumLocked: false });
  });

  it("removes a verification once when two admins remove it at once: the other is 409", async () => {
    const { member } = await verifiedMember("unverifytwice", "INDUSTRY_PROFESSIONAL");
    const other = await createMember("verifyadmin2", { role: "ADMIN", plan: "FREE" });
    const answers = await Promise.all([remove(member.id, { reason: "Duplicate account." }), remove(member.id, { reason: "Duplicate account." }, other.username)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)?.json).toMatchObject({ code: "NOT_VERIFIED", message: "This member is not verified." });
    expect(await testDb.notification.count({ where: { userId: member.id, type: "VERIFICATION_DECISION", message: { startsWith: "An admin removed" } } })).toBe(1);
    await testDb.user.delete({ where: { id: other.id } });
  });

  it("refuses moderators, members, signed-out callers, a missing reason, an unknown or unverified member, changing nothing", async () => {
    const { member } = await verifiedMember("unverifyref");
    expect((await remove(member.id, { reason: "No." }, moderator.username)).json.message).toBe("Only admins can do this.");
    expect((await remove(member.id, { reason: "No." }, member.username)).status).toBe(403);
    expect((await api(`/api/users/${member.id}/verification`, { method: "DELETE", body: { reason: "No." } })).status).toBe(401);
    expect((await remove(member.id, {})).json).toMatchObject({ code: "INVALID_INPUT", message: "Tell the member why" });
    expect((await remove(member.id, { reason: "x".repeat(501) })).json.message).toBe("The reason cannot be longer than 500 characters");
    const unknown = await remove("nobody", { reason: "No." });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("User not found");
    const plain = await createMember("unverifyplain");
    expect((await remove(plain.id, { reason: "No." })).json).toMatchObject({ code: "NOT_VERIFIED", message: "This member is not verified." });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id }, select: { role: true, isVerified: true } })).toEqual({ role: "FIGHTER", isVerified: true });
  });
});
