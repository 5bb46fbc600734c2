import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { api, APP_URL, sessionCookie, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, forgetCategoryFollowsSince, removeCreatedThreads, trackEventsCreatedSince } from "../helpers/forum-fixtures";
import { solidImage } from "../helpers/images";
import { sendClerkWebhook, uniqueUsername } from "../helpers/members";
import { discoverEndpoints } from "../helpers/routes";
import { stripeFake } from "../helpers/stripe";
import { waitFor } from "../helpers/wait";

/**
 * Bad input changes nothing: malformed JSON, bodies that are not objects, oversized bodies, NUL
 * characters, unpaired surrogates, wrong types, missing fields, markup and SQL in fields with a
 * format, and hostile path and query values all get a 4xx with a clear message, never a 5xx, and
 * leave every table exactly as it was. Valid but unusual text (RTL marks, zero-width characters,
 * emoji, markup, SQL) is stored exactly and shown as text.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Member {
  id: string;
  username: string;
  clerkId: string;
}

// ---------------------------------------------------------------- database snapshot

// Every table the schema has, so that a new one is checked too; the rate-limit counters aside.
const TABLES = Object.values(Prisma.ModelName).filter((model) => model !== "RateLimitBucket");
const uploadsDir = path.join(process.cwd(), ".data", "uploads");

/** A digest of every row of every table (rate-limit counters aside) and of the uploads folder, the tables' in one statement. */
async function snapshot() {
  const digestOf = (table: string) =>
    `SELECT '${table}' AS "table", md5(coalesce(string_agg(row_text, ',' ORDER BY row_text), '')) AS digest
     FROM (SELECT (to_jsonb(t) - 'updatedAt' - 'lastSeenAt')::text AS row_text FROM "${table}" t) rows`;
  const rows = await testDb.$queryRawUnsafe<{ table: string; digest: string }[]>(TABLES.map(digestOf).join("\nUNION ALL\n"));
  const digests: Record<string, string> = Object.fromEntries(rows.map(({ table, digest }) => [table, digest]));
  digests.uploads = ((await readdir(uploadsDir).catch(() => [])) as string[]).sort().join(",");
  return digests;
}

/**
 * Waits until the thread's replies have told their followers. That telling runs after the reply's
 * answer and deletes its PendingFollowerNotice, so a snapshot taken before it ends sees a row go.
 */
async function followersTold(threadId: string) {
  const pending = await waitFor(() => testDb.pendingFollowerNotice.count({ where: { reply: { threadId } } }), (count) => count === 0);
  expect(pending, `replies of thread ${threadId} whose followers were not told`).toBe(0);
}

// ---------------------------------------------------------------- fixtures

interface Fixtures {
  author: Member;
  other: Member;
  free: Member;
  admin: Member;
  threadId: string;
  pollOptionId: string;
  replyId: string;
  notificationId: string;
  authorThreadId: string;
}

let uploadedImageUrl = "";

/** Fresh members and content for one endpoint, so its valid control call has something to change. */
async function freshFixtures(): Promise<Fixtures> {
  const [author, other, free, admin] = await Promise.all([
    createMember("badauthor"),
    createMember("badother"),
    createMember("badfree", { plan: "FREE" }),
    createMember("badadmin", { role: "ADMIN" }),
  ]);
  const thread = await createThread(other.id, { poll: { question: "Who?", options: ["Red", "Blue"], expiresAt: null } });
  const authorThread = await createThread(author.id);
  const reply = await api(`/api/threads/${thread.id}/replies`, { as: other.username, body: { content: "A reply" } });
  const notification = await testDb.notification.create({ data: { userId: author.id, type: "SYSTEM", message: "Hello" } });
  await Promise.all([author, other, free, admin].map((member) => tokenFor(member.username)));
  await followersTold(thread.id);
  return {
    author,
    other,
    free,
    admin,
    threadId: thread.id,
    pollOptionId: thread.poll!.options[0].id,
    replyId: reply.json.id,
    notificationId: notification.id,
    authorThreadId: authorThread.id,
  };
}

async function stripeCustomerOf(member: Member) {
  const customer = await stripeFake.customers.create({ metadata: { userId: member.id } });
  await testDb.user.update({ where: { id: member.id }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

function eventBody() {
  return {
    name: "Bad Input Fight Night",
    venue: "Bad Input Arena",
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Lightweight", scheduledRounds: 5, red: { name: "Red Corner", fighterUsername: null }, blue: { name: "Blue Corner", fighterUsername: null } }],
  };
}

/** An event made by the fixtures' admin, started when asked (results may be entered). */
async function eventFor(f: Fixtures, { started = false } = {}) {
  const created = await api<{ id: string; bouts: { id: string }[] }>("/api/events", { as: f.admin.username, body: eventBody() });
  expect(created.status, created.text).toBe(201);
  if (started) await testDb.event.update({ where: { id: created.json.id }, data: { startsAt: new Date(Date.now() - 3_600_000) } });
  return created.json;
}

// ---------------------------------------------------------------- mutating JSON endpoints

interface JsonTarget {
  /** Who calls (null: signed out, for public endpoints). */
  as: string | null;
  path: string;
  /** A valid body: sent last as the control, so the endpoint is shown to work with good input. */
  body: { [key: string]: Json };
  /** Fields whose absence is an error. */
  required?: string[];
  /** Fields where any text is valid (stored as text, or ignored): markup and SQL are tested separately. */
  freeText?: string[];
  /** The valid body's status when it is not a success on this server (a feature configured off). */
  control?: number;
}

// prettier-ignore
const JSON_ENDPOINTS: Record<string, (f: Fixtures) => JsonTarget | Promise<JsonTarget>> = {
  "POST /api/auth/sign-out": (f) => ({ as: f.author.username, path: "/api/auth/sign-out", body: {} }),
  "POST /api/billing/sync-plan": (f) => ({ as: f.author.username, path: "/api/billing/sync-plan", body: {} }),
  "POST /api/create-checkout-session": (f) => ({ as: f.free.username, path: "/api/create-checkout-session", body: { email: "fan@example.com", clerkUserId: f.free.clerkId } }),
  "POST /api/create-portal-session": async (f) => ({ as: f.author.username, path: "/api/create-portal-session", body: { customerId: await stripeCustomerOf(f.author) }, required: ["customerId"] }),
  "POST /api/dev/token": () => ({ as: null, path: "/api/dev/token", body: { username: uniqueUsername("badtoken") }, required: ["username"] }),
  "POST /api/notifications/read-all": (f) => ({ as: f.author.username, path: "/api/notifications/read-all", body: {} }),
  "POST /api/notifications/read/[id]": (f) => ({ as: f.author.username, path: `/api/notifications/read/${f.notificationId}`, body: {} }),
  "DELETE /api/notifications/read/[id]": (f) => ({ as: f.author.username, path: `/api/notifications/read/${f.notificationId}`, body: {} }),
  "POST /api/replies/[id]/dislike": (f) => ({ as: f.free.username, path: `/api/replies/${f.replyId}/dislike`, body: { userId: f.free.id } }),
  "POST /api/replies/[id]/like": (f) => ({ as: f.free.username, path: `/api/replies/${f.replyId}/like`, body: { userId: f.free.id } }),
  "PUT /api/replies/[id]": (f) => ({ as: f.other.username, path: `/api/replies/${f.replyId}`, body: { userId: f.other.id, content: "Edited reply" }, required: ["content"], freeText: ["content"] }),
  "DELETE /api/replies/[id]": (f) => ({ as: f.other.username, path: `/api/replies/${f.replyId}`, body: { userId: f.other.id, role: "USER" }, freeText: ["role"] }),
  "DELETE /api/threads/[id]": (f) => ({ as: f.author.username, path: `/api/threads/${f.authorThreadId}`, body: { userId: f.author.id } }),
  "PUT /api/threads/[id]": (f) => ({ as: f.author.username, path: `/api/threads/${f.authorThreadId}`, body: { userId: f.author.id, title: "New title", content: "New content" }, required: ["title", "content"], freeText: ["title", "content"] }),
  "POST /api/threads/[id]/dislike": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/dislike`, body: { userId: f.free.id } }),
  "POST /api/threads/[id]/like": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/like`, body: { userId: f.free.id } }),
  "POST /api/threads/[id]/lock": (f) => ({ as: f.admin.username, path: `/api/threads/${f.threadId}/lock`, body: {} }),
  "POST /api/events": (f) => ({ as: f.admin.username, path: "/api/events", body: eventBody(), required: ["name", "venue", "startsAt", "bouts"], freeText: ["name", "venue", "weightClass"] }),
  "PUT /api/events/[id]": async (f) => {
    const event = await eventFor(f);
    return { as: f.admin.username, path: `/api/events/${event.id}`, body: { ...eventBody(), bouts: [{ ...eventBody().bouts[0], id: event.bouts[0].id }], ended: false }, required: ["name", "venue", "startsAt", "bouts"], freeText: ["name", "venue", "weightClass"] };
  },
  "POST /api/events/[id]/picks": async (f) => {
    const event = await eventFor(f);
    return { as: f.free.username, path: `/api/events/${event.id}/picks`, body: { picks: [{ boutId: event.bouts[0].id, winner: "red", method: "ko_tko" }] }, required: ["picks"] };
  },
  "POST /api/events/[id]/bouts/[boutId]/robbery": async (f) => {
    const event = await eventFor(f, { started: true });
    const decided = await api(`/api/events/${event.id}/results`, { as: f.admin.username, body: { results: [{ boutId: event.bouts[0].id, outcome: "red", method: "decision" }] } });
    expect(decided.status, decided.text).toBe(200);
    return { as: f.author.username, path: `/api/events/${event.id}/bouts/${event.bouts[0].id}/robbery`, body: { robbery: true }, required: ["robbery"] };
  },
  "POST /api/events/[id]/results": async (f) => {
    const event = await eventFor(f, { started: true });
    return { as: f.admin.username, path: `/api/events/${event.id}/results`, body: { results: [{ boutId: event.bouts[0].id, outcome: "red", method: "ko_tko", round: 1 }] }, required: ["results"] };
  },
  "POST /api/admin/payouts/[month]/close": (f) => ({ as: f.admin.username, path: "/api/admin/payouts/2000-02/close", body: {} }),
  "POST /api/users/me/verification": (f) => ({ as: f.free.username, path: "/api/users/me/verification", body: { role: "FIGHTER", fullName: "Bad Input", links: ["https://example.com/bad-input"], note: "A note" }, required: ["role", "fullName", "links"], freeText: ["fullName", "note"], control: 201 }),
  "PUT /api/categories/[id]/follow": (f) => ({ as: f.free.username, path: "/api/categories/general/follow", body: {} }),
  "DELETE /api/categories/[id]/follow": (f) => ({ as: f.free.username, path: "/api/categories/general/follow", body: {} }),
  "POST /api/users/me/calendar-feed": (f) => ({ as: f.free.username, path: "/api/users/me/calendar-feed", body: {} }),
  "DELETE /api/users/me/calendar-feed": (f) => ({ as: f.free.username, path: "/api/users/me/calendar-feed", body: {} }),
  "DELETE /api/users/me/verification": async (f) => {
    await testDb.verificationRequest.create({ data: { userId: f.free.id, role: "FIGHTER", fullName: "Bad Input", links: ["https://example.com/bad-input"] } });
    return { as: f.free.username, path: "/api/users/me/verification", body: {} };
  },
  "POST /api/admin/verification/[id]": async (f) => {
    const request = await testDb.verificationRequest.create({ data: { userId: f.free.id, role: "FIGHTER", fullName: "Bad Input", links: ["https://example.com/bad-input"] } });
    return { as: f.admin.username, path: `/api/admin/verification/${request.id}`, body: { decision: "decline", reason: "Bad input" }, required: ["decision", "reason"], freeText: ["reason"] };
  },
  "POST /api/users/me/payout-account": async () => {
    const fighter = await createMember("badpayout", { role: "FIGHTER", plan: "FREE" });
    await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
    return { as: fighter.username, path: "/api/users/me/payout-account", body: {} };
  },
  "PUT /api/users/[id]/mute": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/mute`, body: {} }),
  "DELETE /api/users/[id]/mute": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/mute`, body: {} }),
  "PUT /api/users/[id]/block": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/block`, body: {} }),
  "DELETE /api/users/[id]/block": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/block`, body: {} }),
  "POST /api/users/[id]/messages": (f) => ({ as: f.author.username, path: `/api/users/${f.other.id}/messages`, body: { content: "Bad input message" }, required: ["content"], freeText: ["content"] }),
  "DELETE /api/users/[id]/messages": async (f) => {
    const sent = await api(`/api/users/${f.free.id}/messages`, { as: f.author.username, body: { content: "Bad input message" } });
    expect(sent.status, sent.text).toBe(201);
    return { as: f.free.username, path: `/api/users/${f.author.id}/messages`, body: {} };
  },
  "PUT /api/users/[id]/messages/read": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/messages/read`, body: {} }),
  "PUT /api/users/[id]/follow": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/follow`, body: {} }),
  "DELETE /api/users/[id]/follow": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/follow`, body: {} }),
  "PUT /api/threads/[id]/category": (f) => ({ as: f.admin.username, path: `/api/threads/${f.threadId}/category`, body: { categoryId: "member_feedback" }, required: ["categoryId"] }),
  "PUT /api/threads/[id]/slow-mode": (f) => ({ as: f.admin.username, path: `/api/threads/${f.threadId}/slow-mode`, body: { seconds: 30 }, required: ["seconds"] }),
  "PUT /api/threads/[id]/follow": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/follow`, body: {} }),
  "DELETE /api/threads/[id]/follow": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/follow`, body: {} }),
  "PUT /api/users/me/post-draft": (f) => ({ as: f.author.username, path: "/api/users/me/post-draft", body: { title: "Unfinished", content: "Half a thought", categoryId: "general", includePoll: true, pollQuestion: "Who?", pollOptions: ["Red", ""], image: { url: uploadedImageUrl, width: 120, height: 90 } }, required: ["title", "content", "categoryId", "includePoll", "pollQuestion", "pollOptions"], freeText: ["title", "content", "pollQuestion", "0", "1"] }),
  "DELETE /api/users/me/post-draft": (f) => ({ as: f.author.username, path: "/api/users/me/post-draft", body: {} }),
  "POST /api/threads/[id]/report": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/report`, body: { reason: "OTHER", details: "Bad input note" }, required: ["reason", "details"], freeText: ["details"] }),
  "POST /api/replies/[id]/report": (f) => ({ as: f.free.username, path: `/api/replies/${f.replyId}/report`, body: { reason: "SPAM" }, required: ["reason"] }),
  "DELETE /api/messages/[id]": async (f) => {
    const sent = await api(`/api/users/${f.free.id}/messages`, { as: f.author.username, body: { content: "Bad input message" } });
    expect(sent.status, sent.text).toBe(201);
    return { as: f.author.username, path: `/api/messages/${sent.json.id}`, body: {} };
  },
  "POST /api/messages/[id]/report": async (f) => {
    const sent = await api(`/api/users/${f.free.id}/messages`, { as: f.author.username, body: { content: "Bad input message" } });
    expect(sent.status, sent.text).toBe(201);
    return { as: f.free.username, path: `/api/messages/${sent.json.id}/report`, body: { reason: "OTHER", details: "Bad input note" }, required: ["reason", "details"], freeText: ["details"] };
  },
  "POST /api/users/[id]/report": (f) => ({ as: f.free.username, path: `/api/users/${f.other.id}/report`, body: { reason: "OTHER", details: "Bad input note" }, required: ["reason", "details"], freeText: ["details"] }),
  "POST /api/moderation/reports/dismiss": async (f) => {
    await testDb.postReport.create({ data: { reporterId: f.free.id, threadId: f.threadId, reason: "SPAM" } });
    return { as: f.admin.username, path: "/api/moderation/reports/dismiss", body: { kind: "thread", id: f.threadId }, required: ["kind", "id"] };
  },
  "PUT /api/threads/[id]/bookmark": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/bookmark`, body: {} }),
  "DELETE /api/threads/[id]/bookmark": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/bookmark`, body: {} }),
  "PUT /api/replies/[id]/bookmark": (f) => ({ as: f.free.username, path: `/api/replies/${f.replyId}/bookmark`, body: {} }),
  "DELETE /api/replies/[id]/bookmark": (f) => ({ as: f.free.username, path: `/api/replies/${f.replyId}/bookmark`, body: {} }),
  "POST /api/threads/[id]/read": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/read`, body: { upTo: new Date().toISOString() }, required: ["upTo"] }),
  "POST /api/threads/[id]/pin": (f) => ({ as: f.admin.username, path: `/api/threads/${f.threadId}/pin`, body: { userId: f.admin.id } }),
  "POST /api/threads/[id]/poll/[optionId]/vote": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/poll/${f.pollOptionId}/vote`, body: { userId: f.free.id } }),
  "POST /api/threads/[id]/potd": (f) => ({ as: f.free.username, path: `/api/threads/${f.threadId}/potd`, body: { userId: f.free.id } }),
  "POST /api/threads/[id]/replies": (f) => ({ as: f.author.username, path: `/api/threads/${f.threadId}/replies`, body: { userId: f.author.id, content: "Agreed", parentReplyId: f.replyId }, required: ["content"], freeText: ["content"] }),
  "POST /api/threads": (f) => ({
    as: f.author.username,
    path: "/api/threads",
    body: { userId: f.author.id, title: "A title", content: "Some content", categoryId: "member_feedback", poll: { question: "Who?", options: ["Red", "Blue"] }, media: [{ type: "IMAGE", url: uploadedImageUrl }] },
    required: ["title", "content"],
    freeText: ["title", "content", "categoryId", "question", "0", "1"],
  }),
  "POST /api/users/[id]/ban": async (f) => ({ as: f.admin.username, path: `/api/users/${(await createMember("badban")).id}/ban`, body: {} }),
  "DELETE /api/users/[id]/ban": async (f) => {
    const banned = await createMember("badunban");
    await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true } });
    return { as: f.admin.username, path: `/api/users/${banned.id}/ban`, body: {} };
  },
  "POST /api/users/[id]/reset-profile": async (f) => {
    const member = await createMember("badreset");
    await testDb.user.update({ where: { id: member.id }, data: { firstName: "Fake", twitterUrl: "https://x.com/fake" } });
    return { as: f.admin.username, path: `/api/users/${member.id}/reset-profile`, body: {} };
  },
  "DELETE /api/users/[id]/verification": async (f) => {
    const verified = await createMember("badunverify");
    await testDb.user.update({ where: { id: verified.id }, data: { role: "INDUSTRY_PROFESSIONAL", isVerified: true } });
    return { as: f.admin.username, path: `/api/users/${verified.id}/verification`, body: { reason: "Bad input" }, required: ["reason"], freeText: ["reason"] };
  },
    "DELETE /api/users/account": (f) => ({ as: f.free.username, path: "/api/users/account", body: { userId: f.free.id } }),
  "POST /api/users/clerk/[id]": (f) => ({
    as: f.author.username,
    path: `/api/users/clerk/${f.author.clerkId}`,
    body: { firstName: "Max", lastName: "Power", email: "max@example.com", profileImageUrl: "https://img.example.com/max.png", username: uniqueUsername("renamed") },
    freeText: ["firstName", "lastName"],
  }),
  // Direct Blob uploads are off on the test server (no BLOB_READ_WRITE_TOKEN): a valid body gets 404.
  "POST /api/upload/blob": (f) => ({
    as: f.author.username,
    path: "/api/upload/blob",
    body: { type: "blob.generate-client-token", payload: { pathname: `incoming/${f.author.id}/${"a".repeat(22)}.jpg`, multipart: false } },
    required: ["type", "payload"],
    control: 404,
  }),
  "POST /api/upload/blob/complete": (f) => ({
    as: f.author.username,
    path: "/api/upload/blob/complete",
    body: { pathname: `incoming/${f.author.id}/${"a".repeat(22)}.jpg`, kind: "default" },
    required: ["pathname"],
    control: 404,
  }),
  "POST /api/users/update-plan": (f) => ({ as: f.admin.username, path: "/api/users/update-plan", body: { clerkUserId: f.free.clerkId, planType: "BASIC" }, required: ["clerkUserId", "planType"] }),
  "PATCH /api/users/me": (f) => ({
    as: f.free.username,
    path: "/api/users/me",
    body: { firstName: "Max", lastName: "Power", bio: "Power to the people.", socialLinks: { twitter: "@maxpower", youtube: "youtube.com/@maxpower" }, messagesFrom: "FOLLOWED", notificationPreferences: { LIKE: false, REPLY: true } },
    freeText: ["firstName", "lastName", "bio"],
  }),
};

/** Endpoints that read their body themselves (multipart, or signed raw bytes), or none at all (the 404 of unknown API addresses). */
const RAW_BODY_ENDPOINTS = [
  "POST /api/upload",
  "PUT /api/users/me/avatar",
  "POST /api/webhooks/clerk",
  "POST /api/webhooks/stripe",
  ...["POST", "PUT", "PATCH", "DELETE"].map((method) => `${method} /api/[...path]`),
];

interface Variant {
  name: string;
  raw: string;
  /** Expected statuses (any of). */
  statuses: number[];
  message?: string;
}

const GENERIC_VARIANTS: Variant[] = [
  { name: "malformed JSON", raw: '{"title": "unterminated', statuses: [400], message: "Request body must be valid JSON" },
  { name: "two JSON values", raw: "{} {}", statuses: [400], message: "Request body must be valid JSON" },
  { name: "a JSON array", raw: "[]", statuses: [400], message: "Request body must be a JSON object" },
  { name: "a JSON string", raw: '"hello"', statuses: [400], message: "Request body must be a JSON object" },
  { name: "a JSON number", raw: "42", statuses: [400], message: "Request body must be a JSON object" },
  { name: "JSON null", raw: "null", statuses: [400], message: "Request body must be a JSON object" },
  { name: "deeply nested arrays", raw: `${"[".repeat(100_000)}${"]".repeat(100_000)}`.slice(0, 60 * 1024), statuses: [400] },
  { name: "a NUL in a key", raw: '{"\\u0000": 1}', statuses: [400], message: "Text must not contain NUL characters or unpaired surrogates" },
  { name: "a body over 64 KB", raw: JSON.stringify({ padding: "x".repeat(65 * 1024) }), statuses: [413], message: "Request body is too large" },
];

type PathKey = (string | number)[];

/** Every value in a body with its path (objects, arrays and leaves). */
function valuesIn(value: Json, at: PathKey = []): { at: PathKey; value: Json }[] {
  const children =
    Array.isArray(value) ? value.map((child, index) => valuesIn(child, [...at, index])) :
    value && typeof value === "object" ? Object.entries(value).map(([key, child]) => valuesIn(child, [...at, key])) :
    [];
  return [...(at.length ? [{ at, value }] : []), ...children.flat()];
}

function withValue(body: Json, at: PathKey, replacement: Json | undefined): Json {
  const copy = structuredClone(body) as { [key: string]: Json };
  let parent: Json = copy;
  for (const key of at.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key];
  const last = at[at.length - 1];
  if (replacement === undefined && !Array.isArray(parent)) delete (parent as Record<string, Json>)[last as string];
  else (parent as Record<string | number, Json>)[last] = replacement as Json;
  return copy;
}

/** Values of another JSON type than `value`'s (null is left out: optional fields accept it). */
function otherTypes(value: Json): Json[] {
  if (Array.isArray(value)) return [42, "text", { a: 1 }];
  if (value !== null && typeof value === "object") return [42, "text", ["a"]];
  if (typeof value === "string") return [42, true, { a: 1 }, ["a"]];
  return ["text", { a: 1 }];
}

const MARKUP = '<img src=x onerror=alert(1)>';
const SQL = `' OR '1'='1'; DROP TABLE "User"; --`;

function variantsFor(target: JsonTarget): Variant[] {
  const variants: Variant[] = [...GENERIC_VARIANTS];
  for (const { at, value } of valuesIn(target.body)) {
    const name = at.join(".");
    const isUserId = at[at.length - 1] === "userId";
    // A userId of the wrong type does not name the session's member: 403.
    const typeStatuses = isUserId ? [400, 403] : [400];
    for (const replacement of otherTypes(value)) {
      variants.push({ name: `${name} as ${JSON.stringify(replacement)}`, raw: JSON.stringify(withValue(target.body, at, replacement)), statuses: typeStatuses });
    }
    if (typeof value === "string") {
      const text = { statuses: [400], message: "Text must not contain NUL characters or unpaired surrogates" };
      variants.push({ name: `${name} with NUL`, raw: JSON.stringify(withValue(target.body, at, `${value}\u0000`)), ...text });
      variants.push({ name: `${name} with a lone surrogate`, raw: JSON.stringify(withValue(target.body, at, `${value}\ud800`)), ...text });
      if (!target.freeText?.includes(String(at[at.length - 1]))) {
        for (const hostile of [MARKUP, SQL]) {
          variants.push({ name: `${name} as ${hostile}`, raw: JSON.stringify(withValue(target.body, at, hostile)), statuses: isUserId ? [403] : [400, 403, 404] });
        }
      }
    }
  }
  for (const field of target.required ?? []) {
    variants.push({ name: `without ${field}`, raw: JSON.stringify(withValue(target.body, [field], undefined)), statuses: [400] });
  }
  return variants;
}

async function sendRaw(method: string, path: string, as: string | null, raw: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
  const response = await fetch(`${APP_URL}${path}`, { method, headers, body: method === "GET" ? undefined : raw, redirect: "manual" });
  const text = await response.text();
  let json: { error?: unknown; message?: unknown; code?: unknown } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

beforeAll(async () => {
  const form = new FormData();
  form.append("image", new Blob([await solidImage("png", 64, 64)], { type: "image/png" }), "bad-input.png");
  const response = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${await tokenFor("member")}` } });
  uploadedImageUrl = ((await response.json()) as { url: string }).url;
});

const fileStart = new Date();

afterAll(async () => {
  await trackEventsCreatedSince(fileStart);
  await forgetCategoryFollowsSince(fileStart);
  await removeCreatedThreads();
});

describe("mutating endpoints", () => {
  it("are all listed here", () => {
    const listed = [...Object.keys(JSON_ENDPOINTS), ...RAW_BODY_ENDPOINTS].sort();
    expect(listed).toEqual(discoverEndpoints().filter((key) => !key.startsWith("GET ")));
  });

  it.each(Object.entries(JSON_ENDPOINTS))("%s refuses bad bodies with a clear 4xx and changes nothing", async (key, targetFor) => {
    const [method] = key.split(" ");
    const fixtures = await freshFixtures();
    const target = await targetFor(fixtures);
    const before = await snapshot();
    for (const variant of variantsFor(target)) {
      const response = await sendRaw(method, target.path, target.as, variant.raw);
      const label = `${key} ${variant.name}: ${response.text.slice(0, 300)}`;
      expect(variant.statuses, label).toContain(response.status);
      expect(response.json, label).toMatchObject({ error: expect.any(String), code: expect.any(String), message: expect.stringMatching(/\w/) });
      if (variant.message) expect(response.json!.message, label).toBe(variant.message);
    }
    expect(await snapshot()).toEqual(before);

    const control = await sendRaw(method, target.path, target.as, JSON.stringify(target.body));
    if (target.control) expect(control.status, `${key} valid body: ${control.text.slice(0, 300)}`).toBe(target.control);
    else expect(control.status, `${key} valid body: ${control.text.slice(0, 300)}`).toBeLessThan(300);
    // A reply the control posted tells its followers after its answer: not during the next test's snapshots.
    await followersTold(fixtures.threadId);
  });

  it("POST /api/upload and PUT /api/users/me/avatar refuse a body that is not multipart, and an empty one", async () => {
    const before = await snapshot();
    for (const [method, path] of [["POST", "/api/upload"], ["PUT", "/api/users/me/avatar"]]) {
      for (const raw of ['{"image": "x"}', "", "--boundary\r\nnot really multipart"]) {
        const response = await sendRaw(method, path, "member", raw);
        expect(response, `${method} ${path} ${JSON.stringify(raw)}`).toMatchObject({ status: 400, json: { code: "INVALID_INPUT" } });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("webhooks refuse unsigned, malformed and oversized deliveries", async () => {
    const before = await snapshot();
    for (const path of ["/api/webhooks/clerk", "/api/webhooks/stripe"]) {
      for (const raw of ['{"type": "user.deleted"', "[]", '{"type":"user.deleted","data":{"id":"user_dev_member"}}']) {
        expect((await sendRaw("POST", path, null, raw)).status, `${path} ${raw}`).toBe(400);
      }
      const oversized = await sendRaw("POST", path, null, JSON.stringify({ padding: "x".repeat(600 * 1024) }));
      expect(oversized, path).toMatchObject({ status: 413, json: { code: "PAYLOAD_TOO_LARGE" } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuse an oversized body streamed without a Content-Length while it arrives", async () => {
    const before = await snapshot();
    const targets: [string, string | null, string][] = [
      ["/api/threads", "member", "Request body is too large"],
      ["/api/webhooks/clerk", null, "Webhook payload is too large"],
      ["/api/webhooks/stripe", null, "Webhook payload is too large"],
    ];
    for (const [path, as, message] of targets) {
      const response = await sendStreamed(path, as, 2 * 1024 * 1024);
      expect({ path, status: response.status, body: await response.json() }).toMatchObject({ path, status: 413, body: { code: "PAYLOAD_TOO_LARGE", message } });
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** A JSON-looking body of `bytes` sent in 64 KB chunks, chunked: no Content-Length declares its size. */
async function sendStreamed(path: string, as: string | null, bytes: number) {
  const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding": "'));
      if (sent < bytes) controller.enqueue(chunk);
      else controller.close();
      sent += chunk.byteLength;
    },
  });
  const headers: Record<string, string> = { "content-type": "application/json", "stripe-signature": "t=1,v1=0", "svix-id": "msg_1", "svix-timestamp": "1", "svix-signature": "v1,x" };
  if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
  return fetch(`${APP_URL}${path}`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

// ---------------------------------------------------------------- query strings and path segments

// prettier-ignore
const BAD_QUERIES: [string, number][] = [
  ["/api/threads/general?limit=abc", 400],
  ["/api/threads/general?limit=0", 400],
  ["/api/threads/general?limit=51", 400],
  ["/api/threads/general?limit=1.5", 400],
  ["/api/threads/general?limit=1e400", 400],
  ["/api/threads/general?limit=", 400],
  ["/api/threads/general?limit=99999999999999999999999", 400],
  ["/api/threads/general?offset=-1", 400],
  ["/api/threads/general?offset=x", 400],
  ["/api/threads/general?offset=10000000", 400],
  ["/api/threads/general?sort=bogus", 400],
  ["/api/threads/general?sort=%3Cscript%3E", 400],
  ["/api/threads/general?timeRange=decade", 400],
  ["/api/threads/general?sort=hot&cursor=not-a-cursor", 400],
  ["/api/threads/general?timeRange=%27%20OR%201%3D1%20--", 400],
  ["/api/threads/general?pinned=yes", 400],
  ["/api/threads/general?pinnedByUserFilter=%00", 400],
  ["/api/threads/general?userId=%00", 400],
  ["/api/threads/general?sort=recent&sort=bogus", 400],
  ["/api/threads/general?%00=1", 400],
  ["/api/threads/abc/replies?limit=abc", 400],
  ["/api/threads/abc/replies?limit=101", 400],
  ["/api/threads/abc/replies?offset=-5", 400],
  ["/api/notifications?limit=abc", 400],
  ["/api/notifications?status=unseen", 400],
  ["/api/users/rankings?status=LEGEND", 400],
  ["/api/users/rankings?status=%27%20OR%201%3D1", 400],
  ["/api/users/rankings?limit=1000", 400],
  ["/api/users/rankings?offset=abc", 400],
  ["/api/users/top?limit=0", 400],
  ["/api/users/mention-suggestions", 400],
  ["/api/bookmarks?limit=0", 400],
  ["/api/conversations?limit=0", 400],
  ["/api/conversations?cursor=nope", 400],
  ["/api/conversations/events?poll=2", 400],
  ["/api/users/abc/messages?cursor=nope", 400],
  ["/api/users/abc/messages?limit=51", 400],
  ["/api/search?q=a%00b", 400],
  ["/api/search?q=a%00b&type=members", 400],
  ["/api/search?q=%F0%9F%A5%8A&sort=newest&cursor=%00", 400],
  ["/api/bookmarks?cursor=nope", 400],
  ["/api/users/mention-suggestions?q=", 400],
  ["/api/users/mention-suggestions?q=%25", 400],
  ["/api/users/mention-suggestions?q=" + "a".repeat(31), 400],
  ["/api/threads/general?filter=unread", 400],
  ["/api/threads/general?filter=new&sort=new", 400],
  ["/api/users/top?limit=%F0%9F%A5%8A", 400],
  ["/api/users/abc/posts?limit=-1", 400],
  ["/api/users/abc/replies?limit=51", 400],
  ["/api/users/abc/replies?cursor=%00", 400],
  ["/api/users/abc/followers?limit=51", 400],
  ["/api/users/abc/followers?cursor=%00", 400],
  ["/api/users/abc/following?limit=51", 400],
  ["/api/users/abc/following?cursor=%00", 400],
  ["/api/users/directory?role=USER", 400],
  ["/api/users/directory?role=%27%20OR%201%3D1", 400],
  ["/api/users/directory?limit=0", 400],
  ["/api/users/directory?cursor=nope", 400],
  // A time where the directory ranks by Fight Cred.
  ["/api/users/directory?cursor=WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoiLCJ4Il0", 400],
  ["/api/get-subscriptions", 400],
  ["/api/get-subscriptions?customerId=%27%20OR%201%3D1%20--", 400],
  ["/api/get-subscriptions?customerId=cus_123&status=everything", 400],
  ["/api/session-status", 400],
  ["/api/session-status?session_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E", 400],
  ["/api/dev/login", 400],
  ["/api/dev/login?as=%3Cscript%3E", 400],
  ["/api/dev/login?as=a%00b", 400],
  ["/api/threads/abc/events?poll=yes", 400],
  ["/api/threads/abc/events?after=" + "x".repeat(501), 400],
  ["/api/notifications/events?poll=yes", 400],
  ["/api/events/abc/events?poll=yes", 400],
  ["/api/events?when=later", 400],
  ["/api/events?cursor=nope", 400],
  ["/api/events?limit=0", 400],
  ["/api/events/leaderboard?season=1999", 400],
  ["/api/events/leaderboard?season=next", 400],
];

/** Hostile values for a path segment (already percent-encoded). */
const BAD_SEGMENTS = [
  "%00",
  "abc%00def",
  "%27%20OR%20%271%27%3D%271",
  "x".repeat(3000),
  "%F0%9F%A5%8A%E2%80%AE%E2%80%8B",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%ED%A0%80",
  "%E0%A4%A",
];

describe("query strings and path segments", () => {
  it.each(BAD_QUERIES)("%s answers %i with the API's error", async (path, status) => {
    const response = await api(path, { as: "member" });
    expect(response.status, response.text).toBe(status);
    expect(response.json).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/\w/) });
  });

  it("never lets a redirect after sign-in leave the site, from /auth, /login, /register or /api/dev/login", async () => {
    const targets = [
      "https://evil.example.com",
      "//evil.example.com",
      "/%09/evil.example.com",
      "/%5Cevil.example.com",
      "/\t/evil.example.com",
      "%2F%2Fevil.example.com",
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/%2e//evil.example/x",
      "/%2e%2e//evil.example/x",
      "/.\\/evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
    ];
    const cookie = await sessionCookie("member");
    const sameOrigin = new URL(APP_URL).origin;
    for (const target of targets) {
      const query = `redirect_url=${encodeURIComponent(target)}`;
      const signIn = await fetch(`${APP_URL}/api/dev/login?as=member&${query}`, { redirect: "manual" });
      expect(signIn.status).toBe(307);
      expect(new URL(signIn.headers.get("location")!, APP_URL).origin, target).toBe(sameOrigin);
      // Signed in, the landing pages send the member on at once.
      for (const page of ["/auth", "/login", "/register"]) {
        const response = await fetch(`${APP_URL}${page}?${query}`, { headers: { cookie }, redirect: "manual" });
        expect(response.status, `${page} ${target}`).toBe(307);
        expect(new URL(response.headers.get("location")!, APP_URL).origin, `${page} ${target}`).toBe(sameOrigin);
      }
    }
  });

  it("answers hostile path segments with a 4xx (or the documented fallback) and changes nothing", async () => {
    const before = await snapshot();
    const endpoints = discoverEndpoints().filter((key) => key.includes("["));
    for (const key of endpoints) {
      const [method, pattern] = key.split(" ");
      for (const segment of BAD_SEGMENTS) {
        const path = pattern.replace(/\[[^\]]+\]/g, segment);
        const response = await sendRaw(method, path, "admin", method === "GET" ? "" : "{}");
        expect(response.status, `${method} ${path.slice(0, 120)}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
        if (response.status !== 200) expect(response.status, `${method} ${path.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers hostile page paths without a server error", async () => {
    const cookie = await sessionCookie("member");
    for (const segment of BAD_SEGMENTS) {
      for (const page of [`/forum/${segment}`, `/thread/${segment}`, `/user/${segment}`, `/${segment}`]) {
        const response = await fetch(`${APP_URL}${page}`, { headers: { cookie }, redirect: "manual" });
        expect(response.status, page.slice(0, 120)).toBeLessThan(500);
      }
    }
  });

  // The status each page answers this member with no query (/return sends one without a checkout on).
  const PAGE_PARAMETERS: [path: string, parameters: string[], as: string, plainStatus: number][] = [
    ["/rankings", ["status", "page"], "member", 200],
    ["/user/member", ["tab"], "member", 200],
    ["/thread/{thread}", ["replyId"], "member", 200],
    ["/search", ["q", "type", "category", "author", "from", "to", "sort", "cursor", "hasPoll", "hasImage"], "member", 200],
    ["/account", ["tab"], "member", 200],
    ["/return", ["session_id"], "member", 307],
    ["/admin/payouts", ["month"], "admin", 200],
    ["/fighters", ["show", "weightClass"], "member", 200],
    ["/admin/verification", ["show"], "admin", 200],
  ];

  it.each(PAGE_PARAMETERS)("%s answers hostile query strings without a server error: each value alone, repeated, or in every parameter", async (page, parameters, as, plainStatus) => {
    const cookie = await sessionCookie(as);
    const [thread] = (await api<{ id: string }[]>("/api/threads/general?sort=new&limit=1", { as: "member" })).json;
    const path = page.replace("{thread}", thread.id);
    // The page is the member's to see: the answers below are the page's own, not a sign-in redirect.
    expect((await fetch(`${APP_URL}${path}`, { headers: { cookie }, redirect: "manual" })).status).toBe(plainStatus);
    for (const value of [...BAD_SEGMENTS, "-1", "1e308", "[]", "{}"]) {
      const queries = [
        ...parameters.map((name) => `${name}=${value}`),
        ...parameters.map((name) => `${name}=${value}&${name}=${value}`),
        parameters.map((name) => `${name}=${value}`).join("&"),
      ];
      for (const query of queries) {
        const response = await fetch(`${APP_URL}${path}?${query}`, { headers: { cookie }, redirect: "manual" });
        expect(response.status, `${path}?${query.slice(0, 120)}`).toBeLessThan(500);
      }
    }
  });
});

// ---------------------------------------------------------------- text that is valid but unusual

const UNUSUAL_TEXT = {
  rtlOverride: "left \u202Eright\u202C done",
  zeroWidth: "zero\u200Bwidth\u200D\uFEFFjoiner",
  emoji: "🥊🥋👊🏽 🏳️‍🌈",
  combining: "Zoe\u0308 n\u0303",
  markup: MARKUP,
  scriptEnd: "</script><script>alert(1)</script>",
  sql: SQL,
};

describe("valid but unusual text", () => {
  it("is stored exactly as written in titles, contents, polls and replies", async () => {
    const author = await createMember("unusual");
    for (const [name, text] of Object.entries(UNUSUAL_TEXT)) {
      const created = await api("/api/threads", {
        as: author.username,
        body: { title: text, content: text, categoryId: "member_feedback", poll: { question: text, options: [text, `${text}!`] } },
      });
      expect(created.status, `${name}: ${created.text}`).toBe(201);
      expect(created.json).toMatchObject({ title: text, content: text, poll: { question: text } });
      const reply = await api(`/api/threads/${created.json.id}/replies`, { as: author.username, body: { content: text } });
      expect(reply.json.content, name).toBe(text);
      const stored = await testDb.thread.findUniqueOrThrow({ where: { id: created.json.id } });
      expect(stored.title, name).toBe(text);
      await api(`/api/threads/${created.json.id}`, { as: author.username, method: "DELETE", body: {} });
    }
  });

  it("is shown as text on pages: markup is escaped, never run", async () => {
    const author = await createMember("markup");
    const thread = await createThread(author.id, { title: `${MARKUP} ${randomUUID()}`, content: `${UNUSUAL_TEXT.scriptEnd} ${MARKUP}`, categoryId: "member_feedback" });
    const reply = await api(`/api/threads/${thread.id}/replies`, { as: author.username, body: { content: `${MARKUP} ${UNUSUAL_TEXT.scriptEnd}` } });
    expect(reply.status).toBe(201);
    const cookie = await sessionCookie("member");

    const forum = await (await fetch(`${APP_URL}/forum/member_feedback`, { headers: { cookie } })).text();
    expect(forum).toContain("&lt;img src=x onerror=alert(1)&gt;");
    for (const page of [forum, await (await fetch(`${APP_URL}/thread/${thread.id}`, { headers: { cookie } })).text()]) {
      expect(page).not.toContain(MARKUP);
      expect(page).not.toContain(UNUSUAL_TEXT.scriptEnd);
    }
  });
});

// ---------------------------------------------------------------- links

describe("links and images", () => {
  const hostileUrls = ["javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "//evil.example.com/x.png", "vbscript:msgbox(1)", "file:///etc/passwd", "/media/x.png"];

  it("accept only http(s) profile images from the profile sync", async () => {
    const member = await createMember("linker");
    for (const url of hostileUrls) {
      const response = await api(`/api/users/clerk/${member.clerkId}`, { as: member.username, body: { profileImageUrl: url } });
      expect(response, url).toMatchObject({ status: 400, json: { message: "Profile image must be an http(s) URL" } });
    }
    expect((await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).imageUrl).toBeNull();
    // A valid URL passes the check, but the picture comes from the identity provider, not the request.
    const ok = await api(`/api/users/clerk/${member.clerkId}`, { as: member.username, body: { profileImageUrl: "https://img.example.com/me.png" } });
    expect(ok).toMatchObject({ status: 200, json: { imageUrl: null } });
  });

  it("drop a hostile image URL arriving from Clerk", async () => {
    const member = await createMember("clerklink");
    await testDb.user.update({ where: { id: member.id }, data: { imageUrl: "https://img.example.com/before.png" } });
    const response = await sendClerkWebhook(`msg_${randomUUID()}`, {
      type: "user.updated",
      data: { id: member.clerkId, username: member.username, image_url: "javascript:alert(1)", email_addresses: [] },
    });
    expect(response.status).toBe(200);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).imageUrl).toBe("https://img.example.com/before.png");
  });

  it("show only http(s) social links on profiles", async () => {
    const member = await createMember("sociallinks");
    await testDb.user.update({
      where: { id: member.id },
      data: { twitterUrl: "javascript:alert(1)", instagramUrl: "https://instagram.com/fighter", youtubeUrl: "data:text/html,<script>alert(1)</script>", facebookUrl: "http://facebook.com/fighter" },
    });
    const profile = await api(`/api/users/username/${member.username}`, { as: "fan" });
    expect(profile.json.socialLinks).toEqual({ twitter: null, instagram: "https://instagram.com/fighter", youtube: null, facebook: "http://facebook.com/fighter" });
    const own = await api(`/api/users/clerk/${member.clerkId}`, { as: member.username });
    expect(own.json.socialLinks).toEqual(profile.json.socialLinks);
  });
});
