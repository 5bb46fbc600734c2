import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatWait } from "@/lib/format";
import { parseEnv } from "@/lib/env";
import { addressKey } from "@/lib/http/client-address";
import { consumeRateLimit, RateLimitedError, rateLimitFor, type RateLimitName } from "@/lib/http/rate-limit";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { startAppServer } from "../helpers/app-server";
import { waitFor } from "../helpers/wait";

describe("rate limits stored in Postgres", () => {
  it("allows the limit within a window and refuses the next call with a retry time", async () => {
    const threePerMinute = { limit: 3, windowSeconds: 60 };
    const subject = `subject-${Date.now()}`;
    for (let i = 0; i < 3; i++) await consumeRateLimit("uploads", subject, threePerMinute);
    const error = await consumeRateLimit("uploads", subject, threePerMinute).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Too many requests: this can be done 3 times per minute. Try again in ${formatWait(error.retryAfterSeconds)}.`);
    // Another member has their own budget.
    await expect(consumeRateLimit("uploads", `${subject}-other`, threePerMinute)).resolves.toBeUndefined();
  });

  it("counts concurrent calls exactly", async () => {
    const tenPerMinute = { limit: 10, windowSeconds: 60 };
    const subject = `burst-${Date.now()}`;
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => consumeRateLimit("uploads", subject, tenPerMinute)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(15);
  });

  it("starts a new window once the old one has passed", async () => {
    const onePerMinute = { limit: 1, windowSeconds: 60 };
    const subject = `window-${Date.now()}`;
    await consumeRateLimit("uploads", subject, onePerMinute);
    await testDb.rateLimitBucket.update({ where: { key: `uploads:${subject}` }, data: { windowStart: new Date(Date.now() - 61_000) } });
    await expect(consumeRateLimit("uploads", subject, onePerMinute)).resolves.toBeUndefined();
  });

  it("reads overrides from the environment and falls back to the defaults", () => {
    const configured = (value: string) => parseEnv({ RATE_LIMIT_UPLOADS: value }).rateLimitOverrides;
    expect(rateLimitFor("uploads", configured("7/120"))).toEqual({ limit: 7, windowSeconds: 120 });
    expect(rateLimitFor("uploads", configured("5/999999"))).toEqual({ limit: 5, windowSeconds: 86_400 });
    expect(rateLimitFor("uploads", configured("garbage"))).toEqual({ limit: 30, windowSeconds: 3600 });
    expect(rateLimitFor("replies_create", configured("7/120"))).toEqual({ limit: 60, windowSeconds: 3600 });
  });
});

/** Records a client as having used its whole budget of a limit in the current window. */
async function useUpLimit(name: RateLimitName, subject: string) {
  const { limit } = rateLimitFor(name);
  const key = `${name}:${subject}`;
  await testDb.rateLimitBucket.upsert({
    where: { key },
    create: { key, windowStart: new Date(), count: limit },
    update: { windowStart: new Date(), count: limit },
  });
}

async function bucketCount(name: RateLimitName, subject: string) {
  return (await testDb.rateLimitBucket.findUnique({ where: { key: `${name}:${subject}` } }))?.count ?? 0;
}

afterAll(removeCreatedThreads);

describe("rate limits over HTTP", () => {
  it("answers 429 with Retry-After and a wait in words once a member is over the limit", async () => {
    const member = await createMember("limited");
    await useUpLimit("reactions", member.id);
    const response = await api("/api/threads/no-such-thread/like", { as: member.username, body: {} });
    expect(response.status).toBe(429);
    expect(response.json.code).toBe("RATE_LIMITED");
    expect(response.json.message).toMatch(/^Too many requests: this can be done \d+ times per hour\. Try again in about \d+ minutes\.$/);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("limits edits of threads and replies", async () => {
    const member = await createMember("editlimit");
    const thread = await createThread(member.id, { title: "Edit budget" });
    const reply = await api(`/api/threads/${thread.id}/replies`, { as: member.username, body: { content: "A reply." } });
    await useUpLimit("post_edits", member.id);
    for (const path of [`/api/threads/${thread.id}`, `/api/replies/${reply.json.id}`]) {
      const refused = await api(path, { as: member.username, method: "PUT", body: { title: "Edited", content: "Edited words." } });
      expect(refused, path).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    }
    expect(await testDb.reply.findUniqueOrThrow({ where: { id: reply.json.id }, select: { editedAt: true } })).toEqual({ editedAt: null });
  });

  it("counts a submission only once it is valid: a refused title uses up no budget", async () => {
    const member = await createMember("budget");
    for (let i = 0; i < 3; i++) {
      const refused = await api("/api/threads", { as: member.username, body: { title: "x".repeat(151), content: "Body", categoryId: "general" } });
      expect(refused.status).toBe(400);
    }
    expect(await bucketCount("threads_create", member.id)).toBe(0);
    const accepted = await api("/api/threads", { as: member.username, body: { title: "Valid title", content: "Body", categoryId: "general" } });
    expect(accepted.status).toBe(201);
    expect(await bucketCount("threads_create", member.id)).toBe(1);
    // Gone again, so the browser tests see the seeded forum's first page.
    expect((await api(`/api/threads/${accepted.json.id}`, { as: member.username, method: "DELETE", body: {} })).status).toBe(200);
  });

  it("limits every call that reaches Stripe, the checkout page included", async () => {
    const member = await createMember("payer", { plan: "FREE" });
    await useUpLimit("payments", member.id);
    const checkout = await api("/api/create-checkout-session", { as: member.username, body: { email: "payer@example.com", clerkUserId: member.clerkId } });
    expect(checkout).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    expect((await api("/api/billing/sync-plan", { as: member.username, body: {} })).status).toBe(429);
    expect((await api("/create-portal-session", { as: member.username, body: { customerId: "cus_x" } })).status).toBe(429);
    const page = await fetch(`${APP_URL}/checkout`, { headers: { cookie: await sessionCookie(member.username) } });
    expect(await page.text()).toContain("Too many requests");
  });

  it("ignores X-Forwarded-For unless told to trust a proxy: a new value per request does not make a new budget", async () => {
    const shared = addressKey("untrusted");
    const before = await bucketCount("dev_signin", shared);
    const answers = await Promise.all(
      ["198.51.100.1", "198.51.100.2", "x".repeat(3000)].map((address) =>
        api("/api/dev/token", { body: { username: "member" }, headers: { "x-forwarded-for": address } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await bucketCount("dev_signin", shared)).toBe(before + 3);
    expect(await testDb.rateLimitBucket.count({ where: { key: { startsWith: "dev_signin:198.51.100" } } })).toBe(0);
  });

  it("deletes buckets whose window passed over a day ago", async () => {
    const key = `dev_signin:stale-${Date.now()}`;
    await testDb.rateLimitBucket.create({ data: { key, windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 } });
    // A server purges once every hundred counted calls.
    for (let i = 0; i < 100; i++) expect((await api("/api/dev/token", { body: { username: "member" } })).status).toBe(200);
    expect(await waitFor(() => testDb.rateLimitBucket.count({ where: { key } }), (count) => count === 0)).toBe(0);
  });
});

describe("rate limits behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ TRUST_PROXY: "1" });
  }, 150_000);
  afterAll(() => server?.stop());

  const call = (path: string, address: string) =>
    fetch(`${server.url}${path}`, { headers: { "x-forwarded-for": address } }).then(async (response) => ({
      status: response.status,
      json: (await response.json().catch(() => undefined)) as { code?: string } | undefined,
    }));

  it("counts each client address the proxy reports, by its last X-Forwarded-For hop", async () => {
    const address = `203.0.113.${Date.now() % 250}`;
    await useUpLimit("share_images", addressKey(address));
    expect(await call("/api/og/thread/no-such-thread", address)).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    // What a client puts in front of the hop the proxy appended does not change whose budget it is.
    expect((await call("/api/og/thread/no-such-thread", `198.51.100.7, ${address}`)).status).toBe(429);
    expect((await call("/api/og/thread/no-such-thread", `${address}1`)).status).toBe(404);
  });

  it("keys a 3,000-character header by its hash, without a server error", async () => {
    const address = "9".repeat(3000);
    expect((await call("/api/og/thread/no-such-thread", address)).status).toBe(404);
    expect(await testDb.rateLimitBucket.count({ where: { key: `share_images:${addressKey(address)}` } })).toBe(1);
  });
});
