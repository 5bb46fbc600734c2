import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBasicPrice } from "@/lib/billing/catalog";
import { api, APP_URL, sessionCookie, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, forgetCategoryFollowsSince, removeCreatedThreads, trackEventsCreatedSince } from "../helpers/forum-fixtures";
import { solidImage } from "../helpers/images";
import { discoverEndpoints, discoverPages } from "../helpers/routes";
import { stripeFake } from "../helpers/stripe";

/**
 * Who may call what: every endpoint (app/**\/route.ts) and page (app/**\/page.tsx) against every
 * kind of caller, one row each. The first test fails when a route file has no row, so a new route
 * cannot ship without deciding who may use it. Each row gets fresh members, and its request builder
 * makes fresh data for every call that changes state.
 */

interface Member {
  id: string;
  username: string;
  clerkId: string;
}

/** The callers besides "signed out": privileged roles are on the free plan, so only their role grants access. */
const ROLE_ACTORS = {
  free: { role: "USER", plan: "FREE" },
  paid: { role: "USER", plan: "BASIC" },
  fighter: { role: "FIGHTER", plan: "FREE" },
  insider: { role: "INDUSTRY_PROFESSIONAL", plan: "FREE" },
  moderator: { role: "MODERATOR", plan: "FREE" },
  admin: { role: "ADMIN", plan: "FREE" },
} as const;
type RoleActor = keyof typeof ROLE_ACTORS;

/**
 * The status each caller gets. `author` (a paid member calling about their own thread, reply,
 * notification, customer or profile) is given only where ownership changes the answer; in the
 * other columns the resource belongs to another paid member.
 */
type Expected = Record<"signedOut" | RoleActor, number> & { author?: number };

interface Context {
  /** The member the resource belongs to: the caller in the `author` column, another member otherwise. */
  owner: Member;
}

interface Call {
  path: string;
  body?: unknown;
  form?: FormData;
}

interface Row {
  expected: Expected;
  call: (context: Context) => Call | Promise<Call>;
}

const row = (expected: Expected, call: Row["call"]): Row => ({ expected, call });

const anyone = (status: number) => ({ signedOut: status, free: status, paid: status, fighter: status, insider: status, moderator: status, admin: status });
const signedIn = (status: number) => ({ ...anyone(status), signedOut: 401 });
const paidOnly = (status: number) => ({ ...signedIn(status), free: 403 });
const staffOnly = (status: number) => ({ ...signedIn(403), moderator: status, admin: status });
const adminOnly = (status: number) => ({ ...signedIn(403), admin: status });

// Fresh data for one call.
const threadOf = async (owner: Member) => (await createThread(owner.id, { title: "Matrix thread", content: "Matrix content" })).id;

async function pollOf(owner: Member) {
  const poll = { question: "Who wins?", options: ["Red corner", "Blue corner"], expiresAt: new Date(Date.now() + 86_400_000) };
  const thread = await createThread(owner.id, { title: "Matrix poll", content: "Vote", poll });
  return { threadId: thread.id, optionId: thread.poll!.options[0].id };
}

async function replyOf(owner: Member) {
  const reply = await api(`/api/threads/${await threadOf(owner)}/replies`, { as: owner.username, body: { content: "Matrix reply" } });
  expect(reply.status, reply.text).toBe(201);
  return reply.json.id as string;
}

const savedDraftBody = { title: "Matrix draft", content: "", categoryId: "general", includePoll: false, pollQuestion: "", pollOptions: ["", ""] };

/** A fresh thread of `owner` that another member reported: its report is open. */
async function reportedThreadOf(owner: Member) {
  const threadId = await threadOf(owner);
  const reporter = await createMember("matrixreporter");
  await testDb.postReport.create({ data: { reporterId: reporter.id, threadId, reason: "SPAM" } });
  return threadId;
}

/** A fresh private message `owner` sent another member. */
async function messageOf(owner: Member) {
  const recipient = await createMember("matrixrecipient");
  const sent = await api(`/api/users/${recipient.id}/messages`, { as: owner.username, body: { content: "Matrix message" } });
  expect(sent.status, sent.text).toBe(201);
  return sent.json.id as string;
}

/** A request of `owner` to be verified, under review. */
const verificationRequestOf = async (owner: Member) =>
  (await testDb.verificationRequest.create({ data: { userId: owner.id, role: "FIGHTER", fullName: "Matrix Owner", links: ["https://example.com/owner"] } })).id;

const notificationOf = async (owner: Member) =>
  (await testDb.notification.create({ data: { userId: owner.id, type: "SYSTEM", message: "Matrix notice" } })).id;

/** The owner's calendar feed address, the same for every caller of a row (the callers' requests run side by side). */
async function calendarFeedOf(owner: Member) {
  const token = createHash("sha256").update(owner.id).digest("base64url");
  await testDb.user.update({ where: { id: owner.id }, data: { calendarFeedToken: token } });
  return `/api/calendar/${token}.ics`;
}

async function stripeCustomerOf(owner: Member) {
  const customer = await stripeFake.customers.create({ metadata: { userId: owner.id } });
  await testDb.user.update({ where: { id: owner.id }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

async function checkoutSessionOf(owner: Member) {
  const price = await findBasicPrice(stripeFake);
  const session = await stripeFake.checkout.sessions.create({
    ui_mode: "elements",
    mode: "subscription",
    line_items: [{ price: price!.id, quantity: 1 }],
    return_url: `${APP_URL}/return?session_id={CHECKOUT_SESSION_ID}`,
    metadata: { userId: owner.id },
  });
  return session.id;
}

const eventBody = () => ({
  name: "Matrix Fight Night",
  venue: "Matrix Arena",
  startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  bouts: [{ segment: "main_card", weightClass: "Lightweight", scheduledRounds: 5, red: { name: "Red Corner" }, blue: { name: "Blue Corner" } }],
});

let eventStaff: Member | undefined;

/** A fresh event (created by an admin), started when asked so results may be entered. */
async function eventOf({ started = false } = {}) {
  eventStaff ??= await createMember("matrixevents", { role: "ADMIN" });
  const created = await api(`/api/events`, { as: eventStaff.username, body: eventBody() });
  expect(created.status, created.text).toBe(201);
  if (started) await testDb.event.update({ where: { id: created.json.id }, data: { startsAt: new Date(Date.now() - 3_600_000) } });
  return created.json as { id: string; bouts: { id: string }[] };
}

/** A started event whose first bout was won by decision: its robbery poll is open. */
async function decidedEventOf() {
  const event = await eventOf({ started: true });
  const entered = await api(`/api/events/${event.id}/results`, { as: eventStaff!.username, body: { results: [{ boutId: event.bouts[0].id, outcome: "red", method: "decision" }] } });
  expect(entered.status, entered.text).toBe(200);
  return event;
}

/** A post image (64 px) or a profile picture (at least 100 px). */
async function imageForm(size = 64) {
  const form = new FormData();
  form.append("image", new Blob([await solidImage("png", size, size)], { type: "image/png" }), "matrix.png");
  return form;
}

let uploadedMediaPath = "";

// prettier-ignore
const ENDPOINTS: Record<string, Row> = {
  "GET /api/[...path]": row(anyone(404), () => ({ path: "/api/no/such/endpoint" })),
  "POST /api/[...path]": row(anyone(404), () => ({ path: "/api/threads/no-such-thread/no-such-action", body: {} })),
  "PUT /api/[...path]": row(anyone(404), () => ({ path: "/api/no/such/endpoint", body: {} })),
  "PATCH /api/[...path]": row(anyone(404), () => ({ path: "/api/no/such/endpoint", body: {} })),
  "DELETE /api/[...path]": row(anyone(404), () => ({ path: "/api/no/such/endpoint" })),
  "POST /api/auth/sign-out": row(anyone(200), () => ({ path: "/api/auth/sign-out" })),
  "POST /api/billing/sync-plan": row(signedIn(200), () => ({ path: "/api/billing/sync-plan" })),
  "POST /api/create-checkout-session": row({ ...signedIn(200), paid: 409 }, () => ({ path: "/api/create-checkout-session", body: {} })),
  "POST /api/create-portal-session": row({ ...signedIn(403), author: 200 }, async ({ owner }) => ({ path: "/api/create-portal-session", body: { customerId: await stripeCustomerOf(owner) } })),
  "GET /api/dev/login": row(anyone(307), ({ owner }) => ({ path: `/api/dev/login?as=${owner.username}&redirect_url=/forum` })),
  "POST /api/dev/token": row(anyone(200), ({ owner }) => ({ path: "/api/dev/token", body: { username: owner.username } })),
  // Not enabled on the test server (no CRON_SECRET); scheduled-jobs.test.ts enables them.
  "GET /api/cron/cleanup": row(anyone(404), () => ({ path: "/api/cron/cleanup" })),
  "GET /api/cron/pickem-reminders": row(anyone(404), () => ({ path: "/api/cron/pickem-reminders" })),
  "GET /api/dev/statements": row(anyone(200), () => ({ path: "/api/dev/statements" })),
  "GET /api/get-plans": row(anyone(200), () => ({ path: "/api/get-plans" })),
  "GET /api/events": row(signedIn(200), () => ({ path: "/api/events" })),
  "GET /api/threads/[id]/events": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/events?poll=1` })),
  "GET /api/notifications/events": row(signedIn(200), () => ({ path: "/api/notifications/events?poll=1" })),
  "GET /api/conversations": row(signedIn(200), () => ({ path: "/api/conversations" })),
  "GET /api/conversations/events": row(signedIn(200), () => ({ path: "/api/conversations/events?poll=1" })),
  "POST /api/events": row(staffOnly(201), () => ({ path: "/api/events", body: eventBody() })),
  "GET /api/events/leaderboard": row(signedIn(200), () => ({ path: "/api/events/leaderboard" })),
  "GET /api/events/[id]": row(signedIn(200), async () => ({ path: `/api/events/${(await eventOf()).id}` })),
  "PUT /api/events/[id]": row(staffOnly(200), async () => ({ path: `/api/events/${(await eventOf()).id}`, body: eventBody() })),
  "GET /api/events/[id]/picks": row(signedIn(200), async () => ({ path: `/api/events/${(await eventOf()).id}/picks` })),
  "GET /api/events/[id]/events": row(signedIn(200), async () => ({ path: `/api/events/${(await eventOf()).id}/events?poll=1` })),
  "GET /api/events/[id]/leaderboard": row(signedIn(200), async () => ({ path: `/api/events/${(await eventOf()).id}/leaderboard?among=following` })),
  "GET /api/events/[id]/calendar": row(signedIn(200), async () => ({ path: `/api/events/${(await eventOf()).id}/calendar` })),
  "POST /api/events/[id]/picks": row(signedIn(200), async () => {
    const event = await eventOf();
    return { path: `/api/events/${event.id}/picks`, body: { picks: [{ boutId: event.bouts[0].id, winner: "red" }] } };
  }),
  "POST /api/events/[id]/bouts/[boutId]/robbery": row(paidOnly(200), async () => {
    const event = await decidedEventOf();
    return { path: `/api/events/${event.id}/bouts/${event.bouts[0].id}/robbery`, body: { robbery: true } };
  }),
  "POST /api/events/[id]/results": row(staffOnly(200), async () => {
    const event = await eventOf({ started: true });
    return { path: `/api/events/${event.id}/results`, body: { results: [{ boutId: event.bouts[0].id, outcome: "red", method: "decision" }] } };
  }),
  "GET /api/get-subscriptions": row({ ...staffOnly(200), author: 200 }, async ({ owner }) => ({ path: `/api/get-subscriptions?customerId=${await stripeCustomerOf(owner)}` })),
  "GET /api/og/event/[id]": row(anyone(200), async () => ({ path: `/api/og/event/${(await eventOf()).id}` })),
  "GET /api/og/thread/[id]": row(anyone(200), async ({ owner }) => ({ path: `/api/og/thread/${await threadOf(owner)}` })),
  "GET /api/notifications": row(signedIn(200), () => ({ path: "/api/notifications?status=all" })),
  "POST /api/notifications/read-all": row(signedIn(200), () => ({ path: "/api/notifications/read-all" })),
  "POST /api/notifications/read/[id]": row({ ...signedIn(404), author: 200 }, async ({ owner }) => ({ path: `/api/notifications/read/${await notificationOf(owner)}` })),
  "DELETE /api/notifications/read/[id]": row({ ...signedIn(404), author: 200 }, async ({ owner }) => ({ path: `/api/notifications/read/${await notificationOf(owner)}` })),
  "GET /api/notifications/unread-count": row(signedIn(200), () => ({ path: "/api/notifications/unread-count" })),
  "GET /api/notifications/unread-by-kind": row(signedIn(200), () => ({ path: "/api/notifications/unread-by-kind" })),
  "POST /api/replies/[id]/dislike": row({ ...signedIn(200), author: 403 }, async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}/dislike`, body: {} })),
  "POST /api/replies/[id]/like": row({ ...signedIn(200), author: 403 }, async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}/like`, body: {} })),
  "PUT /api/replies/[id]": row({ ...signedIn(403), author: 200 }, async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}`, body: { content: "Edited reply" } })),
  "DELETE /api/replies/[id]": row({ ...staffOnly(200), author: 200 }, async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}`, body: {} })),
  "GET /api/session-status": row({ ...signedIn(403), author: 200 }, async ({ owner }) => ({ path: `/api/session-status?session_id=${await checkoutSessionOf(owner)}` })),
  "GET /api/threads/[id]": row(signedIn(200), () => ({ path: "/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=5" })),
  "PUT /api/threads/[id]": row({ ...signedIn(403), author: 200 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}`, body: { title: "Edited", content: "Edited content" } })),
  "DELETE /api/threads/[id]": row({ ...staffOnly(200), author: 200 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}`, body: {} })),
  "POST /api/threads/[id]/dislike": row({ ...signedIn(200), author: 200 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/dislike`, body: {} })),
  "POST /api/threads/[id]/like": row({ ...signedIn(200), author: 200 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/like`, body: {} })),
  "PUT /api/threads/[id]/category": row(staffOnly(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/category`, body: { categoryId: "member_feedback" } })),
  "PUT /api/threads/[id]/slow-mode": row(staffOnly(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/slow-mode`, body: { seconds: 30 } })),
  "PUT /api/threads/[id]/follow": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/follow`, body: {} })),
  "DELETE /api/threads/[id]/follow": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/follow`, body: {} })),
  "PUT /api/threads/[id]/bookmark": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/bookmark`, body: {} })),
  "DELETE /api/threads/[id]/bookmark": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/bookmark`, body: {} })),
  "PUT /api/replies/[id]/bookmark": row(signedIn(200), async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}/bookmark`, body: {} })),
  "POST /api/threads/[id]/report": row({ ...signedIn(201), moderator: 403, admin: 403, author: 403 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/report`, body: { reason: "SPAM" } })),
  "POST /api/replies/[id]/report": row({ ...signedIn(201), moderator: 403, admin: 403, author: 403 }, async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}/report`, body: { reason: "ABUSE", details: "Matrix note" } })),
  // Only a message's recipient reports it (tests/integration/reports.test.ts): to every other caller it is not found.
  // Only a message's sender unsends it; to a caller outside its conversation it is not found.
  "DELETE /api/messages/[id]": row({ ...signedIn(404), author: 200 }, async ({ owner }) => ({ path: `/api/messages/${await messageOf(owner)}`, body: {} })),
  "POST /api/messages/[id]/report": row({ ...signedIn(404), moderator: 403, admin: 403, author: 403 }, async ({ owner }) => ({
    path: `/api/messages/${await messageOf(owner)}/report`,
    body: { reason: "ABUSE" },
  })),
  "POST /api/users/[id]/report": row({ ...signedIn(201), moderator: 403, admin: 403, author: 403 }, ({ owner }) => ({ path: `/api/users/${owner.id}/report`, body: { reason: "IMPERSONATION" } })),
  "POST /api/users/me/calendar-feed": row(signedIn(200), () => ({ path: "/api/users/me/calendar-feed", body: {} })),
  "DELETE /api/users/me/calendar-feed": row(signedIn(200), () => ({ path: "/api/users/me/calendar-feed" })),
  // The secret address stands in for a session: anyone holding it reads the owner's feed.
  "GET /api/calendar/[token]": row(anyone(200), async ({ owner }) => ({ path: await calendarFeedOf(owner) })),
  "PUT /api/categories/[id]/follow": row(signedIn(200), () => ({ path: "/api/categories/general/follow", body: {} })),
  "DELETE /api/categories/[id]/follow": row(signedIn(200), () => ({ path: "/api/categories/general/follow", body: {} })),
  "GET /api/users/me/followed-categories": row(signedIn(200), () => ({ path: "/api/users/me/followed-categories" })),
  "GET /api/users/me/post-draft": row(paidOnly(200), () => ({ path: "/api/users/me/post-draft" })),
  "PUT /api/users/me/post-draft": row(paidOnly(200), () => ({ path: "/api/users/me/post-draft", body: savedDraftBody })),
  "DELETE /api/users/me/post-draft": row(paidOnly(200), () => ({ path: "/api/users/me/post-draft", body: {} })),
  "GET /api/moderation/reports": row(staffOnly(200), () => ({ path: "/api/moderation/reports" })),
  "GET /api/moderation/reports/count": row(staffOnly(200), () => ({ path: "/api/moderation/reports/count" })),
  "POST /api/moderation/reports/dismiss": row(staffOnly(200), async ({ owner }) => ({ path: "/api/moderation/reports/dismiss", body: { kind: "thread", id: await reportedThreadOf(owner) } })),
  "DELETE /api/replies/[id]/bookmark": row(signedIn(200), async ({ owner }) => ({ path: `/api/replies/${await replyOf(owner)}/bookmark`, body: {} })),
  "POST /api/threads/[id]/read": row(signedIn(200), async ({ owner }) => ({
    path: `/api/threads/${await threadOf(owner)}/read`,
    body: { upTo: new Date().toISOString() },
  })),
  "POST /api/threads/[id]/lock": row({ ...staffOnly(200), author: 403 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/lock` })),
  "POST /api/threads/[id]/pin": row({ ...staffOnly(200), author: 403 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/pin`, body: {} })),
  "POST /api/threads/[id]/poll/[optionId]/vote": row({ ...signedIn(200), author: 200 }, async ({ owner }) => { const { threadId, optionId } = await pollOf(owner); return { path: `/api/threads/${threadId}/poll/${optionId}/vote`, body: {} }; }),
  "GET /api/threads/[id]/poll/check-vote": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${(await pollOf(owner)).threadId}/poll/check-vote` })),
  "POST /api/threads/[id]/potd": row({ ...signedIn(200), author: 403 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/potd`, body: {} })),
  "GET /api/threads/[id]/replies": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/replies` })),
  "POST /api/threads/[id]/replies": row({ ...paidOnly(201), author: 201 }, async ({ owner }) => ({ path: `/api/threads/${await threadOf(owner)}/replies`, body: { content: "A reply" } })),
  "GET /api/threads/id/[id]": row(signedIn(200), async ({ owner }) => ({ path: `/api/threads/id/${await threadOf(owner)}` })),
  "POST /api/threads": row(paidOnly(201), () => ({ path: "/api/threads", body: { title: "Matrix post", content: "Posted through the API", categoryId: "member_feedback" } })),
  "POST /api/upload": row(paidOnly(200), async () => ({ path: "/api/upload", form: await imageForm() })),
  // Direct Blob uploads are off on the test server (no BLOB_READ_WRITE_TOKEN): paid members get 404.
  "POST /api/upload/blob": row(paidOnly(404), () => ({
    path: "/api/upload/blob",
    body: { type: "blob.generate-client-token", payload: { pathname: "incoming/x/aaaaaaaaaaaaaaaaaaaaaa.jpg", multipart: false } },
  })),
  "POST /api/upload/blob/complete": row(paidOnly(404), () => ({ path: "/api/upload/blob/complete", body: { pathname: "incoming/x/aaaaaaaaaaaaaaaaaaaaaa.jpg" } })),
  "POST /api/users/[id]/ban": row(staffOnly(200), async () => ({ path: `/api/users/${(await createMember("bantarget")).id}/ban`, body: {} })),
  "DELETE /api/users/[id]/ban": row(staffOnly(200), async () => {
    const banned = await createMember("unbantarget");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true } });
    return { path: `/api/users/${banned.id}/ban` };
  }),
  "POST /api/users/[id]/reset-profile": row(staffOnly(200), async () => {
    const member = await createMember("resettarget");
    await testDb.user.update({ where: { id: member.id }, data: { firstName: "Fake", lastName: "Fighter" } });
    return { path: `/api/users/${member.id}/reset-profile`, body: {} };
  }),
  "DELETE /api/users/[id]/verification": row(adminOnly(200), async () => {
    const verified = await createMember("unverifytarget");
    await testDb.user.update({ where: { id: verified.id }, data: { role: "INDUSTRY_PROFESSIONAL", isVerified: true } });
    return { path: `/api/users/${verified.id}/verification`, body: { reason: "Matrix" } };
  }),
    "GET /api/users/[id]/plan": row({ ...staffOnly(200), author: 200 }, ({ owner }) => ({ path: `/api/users/${owner.id}/plan` })),
  "GET /api/users/[id]/posts": row(signedIn(200), ({ owner }) => ({ path: `/api/users/${owner.id}/posts` })),
  "GET /api/users/[id]/replies": row(signedIn(200), ({ owner }) => ({ path: `/api/users/${owner.id}/replies` })),
  "GET /api/users/[id]/followers": row(signedIn(200), ({ owner }) => ({ path: `/api/users/${owner.id}/followers` })),
  "GET /api/users/[id]/following": row(signedIn(200), ({ owner }) => ({ path: `/api/users/${owner.id}/following` })),
  "DELETE /api/users/account": row(signedIn(200), () => ({ path: "/api/users/account", body: {} })),
  // Muting or blocking oneself is refused (400); lifting it is a harmless no-op.
  "PUT /api/users/[id]/mute": row({ ...signedIn(200), author: 400 }, ({ owner }) => ({ path: `/api/users/${owner.id}/mute`, body: {} })),
  "DELETE /api/users/[id]/mute": row({ ...signedIn(200), author: 200 }, ({ owner }) => ({ path: `/api/users/${owner.id}/mute`, body: {} })),
  "PUT /api/users/[id]/block": row({ ...signedIn(200), author: 400 }, ({ owner }) => ({ path: `/api/users/${owner.id}/block`, body: {} })),
  "DELETE /api/users/[id]/block": row({ ...signedIn(200), author: 200 }, ({ owner }) => ({ path: `/api/users/${owner.id}/block`, body: {} })),
  "GET /api/users/me/restrictions": row(signedIn(200), () => ({ path: "/api/users/me/restrictions" })),
  // Following oneself is refused (400); unfollowing oneself is a harmless no-op.
  "GET /api/users/[id]/messages": row(signedIn(200), ({ owner }) => ({ path: `/api/users/${owner.id}/messages` })),
  // Sending takes a paid plan or a role that counts as paid; nobody messages themselves.
  "POST /api/users/[id]/messages": row({ ...paidOnly(201), author: 400 }, ({ owner }) => ({ path: `/api/users/${owner.id}/messages`, body: { content: "Matrix message" } })),
  // Only a member with messages from the other has a conversation to delete (tests/integration/messages.test.ts).
  "DELETE /api/users/[id]/messages": row(signedIn(404), ({ owner }) => ({ path: `/api/users/${owner.id}/messages`, body: {} })),
  "PUT /api/users/[id]/messages/read": row({ ...signedIn(200), author: 200 }, ({ owner }) => ({ path: `/api/users/${owner.id}/messages/read`, body: {} })),
  "PUT /api/users/[id]/follow": row({ ...signedIn(200), author: 400 }, ({ owner }) => ({ path: `/api/users/${owner.id}/follow`, body: {} })),
  "DELETE /api/users/[id]/follow": row({ ...signedIn(200), author: 200 }, ({ owner }) => ({ path: `/api/users/${owner.id}/follow`, body: {} })),
  "GET /api/users/me/following": row(signedIn(200), () => ({ path: "/api/users/me/following" })),
  "GET /api/users/me/follow-suggestions": row(signedIn(200), () => ({ path: "/api/users/me/follow-suggestions" })),
  "GET /api/users/directory": row(signedIn(200), () => ({ path: "/api/users/directory?role=INDUSTRY_PROFESSIONAL" })),
  "GET /api/users/me/following/threads": row(signedIn(200), () => ({ path: "/api/users/me/following/threads" })),
  "GET /api/users/me/verification": row(signedIn(200), () => ({ path: "/api/users/me/verification" })),
  // Staff are not verified; a pro fighter or insider not verified yet may ask, as a member may.
  "POST /api/users/me/verification": row({ ...signedIn(201), moderator: 403, admin: 403 }, () => ({
    path: "/api/users/me/verification",
    body: { role: "FIGHTER", fullName: "Matrix Member", links: ["https://example.com/matrix"] },
  })),
  // Nobody in the row has a request under review.
  "DELETE /api/users/me/verification": row(signedIn(404), () => ({ path: "/api/users/me/verification", body: {} })),
  "GET /api/admin/verification": row(adminOnly(200), () => ({ path: "/api/admin/verification" })),
  "POST /api/admin/verification/[id]": row(adminOnly(200), async ({ owner }) => ({
    path: `/api/admin/verification/${await verificationRequestOf(owner)}`,
    body: { decision: "decline", reason: "Matrix" },
  })),
  "GET /api/admin/payouts": row(adminOnly(200), () => ({ path: "/api/admin/payouts?month=2000-01" })),
  // Closing is idempotent; January 2000 has no revenue, so closing it moves no money.
  "POST /api/admin/payouts/[month]/close": row(adminOnly(200), () => ({ path: "/api/admin/payouts/2000-01/close", body: {} })),
  // Verified pro fighters only: none of the matrix's members is one (tests/integration/payouts.test.ts has them).
  "GET /api/users/me/earnings": row(signedIn(403), () => ({ path: "/api/users/me/earnings" })),
  "POST /api/users/me/payout-account": row(signedIn(403), () => ({ path: "/api/users/me/payout-account", body: {} })),
  "GET /api/users/me": row(signedIn(200), () => ({ path: "/api/users/me" })),
  "PATCH /api/users/me": row(signedIn(200), () => ({ path: "/api/users/me", body: { firstName: "Matrix" } })),
  "PUT /api/users/me/avatar": row(signedIn(200), async () => ({ path: "/api/users/me/avatar", form: await imageForm(120) })),
  "GET /api/users/clerk/[id]": row({ ...staffOnly(200), author: 200 }, ({ owner }) => ({ path: `/api/users/clerk/${owner.clerkId}` })),
  "POST /api/users/clerk/[id]": row({ ...signedIn(403), author: 200 }, ({ owner }) => ({ path: `/api/users/clerk/${owner.clerkId}`, body: { firstName: "Matrix" } })),
  "GET /api/users/rankings": row(signedIn(200), () => ({ path: "/api/users/rankings" })),
  "GET /api/bookmarks": row(signedIn(200), () => ({ path: "/api/bookmarks" })),
  "GET /api/search": row(signedIn(200), () => ({ path: "/api/search?q=matrix" })),
  "GET /api/users/mention-suggestions": row(signedIn(200), () => ({ path: "/api/users/mention-suggestions?q=mem" })),
  "GET /api/users/top": row(signedIn(200), () => ({ path: "/api/users/top" })),
  "POST /api/users/update-plan": row(staffOnly(200), ({ owner }) => ({ path: "/api/users/update-plan", body: { clerkUserId: owner.clerkId, planType: "BASIC" } })),
  "GET /api/users/username/[username]": row(signedIn(200), ({ owner }) => ({ path: `/api/users/username/${owner.username}` })),
  "POST /api/webhooks/clerk": row(anyone(400), () => ({ path: "/api/webhooks/clerk", body: { type: "user.created", data: {} } })),
  "POST /api/webhooks/stripe": row(anyone(400), () => ({ path: "/api/webhooks/stripe", body: { type: "invoice.paid", data: {} } })),
  "GET /media/[file]": row(anyone(200), () => ({ path: uploadedMediaPath })),
};

const signedInPage = { ...anyone(200), signedOut: 307 };
const publicPage = anyone(200);
const signInPage = { ...anyone(307), signedOut: 200 };
const staffPage = { ...anyone(404), signedOut: 307, moderator: 200, admin: 200 };
const adminPage = { ...anyone(404), signedOut: 307, admin: 200 };

// prettier-ignore
const PAGES: Record<string, Row> = {
  "PAGE /": row(signedInPage, () => ({ path: "/" })),
  "PAGE /account": row(signedInPage, () => ({ path: "/account" })),
  "PAGE /admin/payouts": row(adminPage, () => ({ path: "/admin/payouts" })),
  "PAGE /admin/verification": row(adminPage, () => ({ path: "/admin/verification" })),
  "PAGE /fighters": row(signedInPage, () => ({ path: "/fighters" })),
  // Any other address: the 404 page, for everyone.
  "PAGE /[...path]": row(anyone(404), () => ({ path: "/no-such-page/anywhere" })),
  "PAGE /auth": row(signInPage, () => ({ path: "/auth" })),
  "PAGE /checkout": row(signedInPage, () => ({ path: "/checkout" })),
  "PAGE /forum": row(signedInPage, () => ({ path: "/forum" })),
  "PAGE /events": row(signedInPage, () => ({ path: "/events" })),
  // Signed out, a shared event link is a share preview that sends people on to /auth.
  "PAGE /events/[id]": row(publicPage, async () => ({ path: `/events/${(await eventOf()).id}` })),
  "PAGE /events/new": row(staffPage, () => ({ path: "/events/new" })),
  "PAGE /events/[id]/edit": row(staffPage, async () => ({ path: `/events/${(await eventOf()).id}/edit` })),
  "PAGE /forum/[categoryId]": row(signedInPage, () => ({ path: "/forum/fighters_only" })),
  "PAGE /login": row(signInPage, () => ({ path: "/login" })),
  "PAGE /privacy": row(publicPage, () => ({ path: "/privacy" })),
  "PAGE /rankings": row(signedInPage, () => ({ path: "/rankings" })),
  "PAGE /bookmarks": row(signedInPage, () => ({ path: "/bookmarks" })),
  "PAGE /following": row(signedInPage, () => ({ path: "/following" })),
  "PAGE /messages": row(signedInPage, () => ({ path: "/messages" })),
  "PAGE /messages/[username]": row(signedInPage, ({ owner }) => ({ path: `/messages/${owner.username}` })),
  "PAGE /notifications": row(signedInPage, () => ({ path: "/notifications" })),
  "PAGE /moderation": row(staffPage, () => ({ path: "/moderation" })),
  "PAGE /search": row(signedInPage, () => ({ path: "/search?q=matrix" })),
  "PAGE /register": row(signInPage, () => ({ path: "/register" })),
  // Without a session id a signed-in member is sent on to /checkout; an unknown one is explained.
  "PAGE /return": row(signedInPage, () => ({ path: "/return?session_id=cs_not_a_session" })),
  "PAGE /terms": row(publicPage, () => ({ path: "/terms" })),
  // Signed out, a shared thread link is a share preview that sends people on to /auth.
  "PAGE /thread/[id]": row(publicPage, async ({ owner }) => ({ path: `/thread/${await threadOf(owner)}` })),
  "PAGE /user/[username]": row(signedInPage, ({ owner }) => ({ path: `/user/${owner.username}` })),
  "PAGE /user/[username]/followers": row(signedInPage, ({ owner }) => ({ path: `/user/${owner.username}/followers` })),
  "PAGE /user/[username]/following": row(signedInPage, ({ owner }) => ({ path: `/user/${owner.username}/following` })),
};

type Caller = "signedOut" | RoleActor | "author";

/** Fresh members for one row: one per role, an author, and the other member who owns the resources. */
async function membersForRow() {
  const entries = await Promise.all(
    (Object.keys(ROLE_ACTORS) as RoleActor[]).map(async (actor) => [actor, await createMember(actor, ROLE_ACTORS[actor])] as const),
  );
  const [author, otherMember] = await Promise.all([createMember("author"), createMember("owner")]);
  return { byActor: Object.fromEntries(entries) as Record<RoleActor, Member>, author, otherMember };
}

async function send(method: string, call: Call, caller: Member | null) {
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${await tokenFor(caller.username)}` } : {};
  if (!call.form) return api(call.path, { method, body: call.body, headers });
  const response = await fetch(`${APP_URL}${call.path}`, { method, body: call.form, headers });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

async function statusesFor(key: string, { expected, call }: Row) {
  const [method] = key.split(" ");
  const isPage = method === "PAGE";
  const { byActor, author, otherMember } = await membersForRow();
  const callers = Object.keys(expected) as Caller[];
  const results = await Promise.all(
    callers.map(async (caller) => {
      const member = caller === "signedOut" ? null : caller === "author" ? author : byActor[caller];
      const request = await call({ owner: caller === "author" ? author : otherMember });
      if (isPage) {
        const headers: Record<string, string> = member ? { cookie: await sessionCookie(member.username) } : {};
        const response = await fetch(`${APP_URL}${request.path}`, { headers, redirect: "manual" });
        if (response.status === 307 && !member) expect(response.headers.get("location")).toContain("/auth");
        return [caller, response.status] as const;
      }
      const response = await send(method, request, member);
      if (response.status >= 400) {
        // Every refusal is the API's JSON error, never an HTML page or a stack trace.
        expect(response.json, `${key} as ${caller}: ${response.text}`).toMatchObject({ error: expect.any(String), message: expect.any(String), code: expect.any(String) });
      }
      return [caller, response.status] as const;
    }),
  );
  return Object.fromEntries(results);
}

beforeAll(async () => {
  const uploaded = await send("POST", { path: "/api/upload", form: await imageForm() }, { id: "", clerkId: "", username: "member" });
  expect(uploaded.status).toBe(200);
  uploadedMediaPath = uploaded.json.url;
});

const fileStart = new Date();

afterAll(async () => {
  await trackEventsCreatedSince(fileStart);
  await forgetCategoryFollowsSince(fileStart);
  await removeCreatedThreads();
});

describe("authorization matrix", () => {
  it("has one row for every endpoint and page the app serves, and none for routes that are gone", () => {
    expect(Object.keys(ENDPOINTS).sort(), "app/**/route.ts endpoints without a row (or rows without an endpoint)").toEqual(discoverEndpoints());
    expect(Object.keys(PAGES).sort(), "app/**/page.tsx pages without a row (or rows without a page)").toEqual(discoverPages());
  });

  it.each(Object.entries(ENDPOINTS))("%s", async (key, matrixRow) => {
    expect(await statusesFor(key, matrixRow)).toEqual(matrixRow.expected);
  });

  it.each(Object.entries(PAGES))("%s", async (key, matrixRow) => {
    expect(await statusesFor(key, matrixRow)).toEqual(matrixRow.expected);
  });
});
