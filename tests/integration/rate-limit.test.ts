import { afterEach, describe, expect, it } from "vitest";
import { consumeRateLimit, RateLimitedError, rateLimitFor, type RateLimitName } from "@/lib/http/rate-limit";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";

const saved = process.env.RATE_LIMIT_UPLOADS;
afterEach(() => {
  process.env.RATE_LIMIT_UPLOADS = saved;
});

describe("rate limits stored in Postgres", () => {
  it("allows the limit within a window and refuses the next call with a retry time", async () => {
    process.env.RATE_LIMIT_UPLOADS = "3/60";
    const subject = `subject-${Date.now()}`;
    for (let i = 0; i < 3; i++) await consumeRateLimit("uploads", subject);
    const error = await consumeRateLimit("uploads", subject).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Too many requests: this can be done 3 times per minute. Try again in ${error.retryAfterSeconds} seconds.`);
    // Another member has their own budget.
    await expect(consumeRateLimit("uploads", `${subject}-other`)).resolves.toBeUndefined();
  });

  it("counts concurrent calls exactly", async () => {
    process.env.RATE_LIMIT_UPLOADS = "10/60";
    const subject = `burst-${Date.now()}`;
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => consumeRateLimit("uploads", subject)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(15);
  });

  it("starts a new window once the old one has passed", async () => {
    process.env.RATE_LIMIT_UPLOADS = "1/60";
    const subject = `window-${Date.now()}`;
    await consumeRateLimit("uploads", subject);
    await testDb.rateLimitBucket.update({ where: { key: `uploads:${subject}` }, data: { windowStart: new Date(Date.now() - 61_000) } });
    await expect(consumeRateLimit("uploads", subject)).resolves.toBeUndefined();
  });

  it("reads overrides and falls back to the defaults", () => {
    process.env.RATE_LIMIT_UPLOADS = "7/120";
    expect(rateLimitFor("uploads")).toEqual({ limit: 7, windowSeconds: 120 });
    process.env.RATE_LIMIT_UPLOADS = "garbage";
    expect(rateLimitFor("uploads")).toEqual({ limit: 30, windowSeconds: 3600 });
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

describe("rate limits over HTTP", () => {
  it("answers 429 with Retry-After and a clear message once a client is over the limit", async () => {
    const address = `198.51.100.${Date.now() % 250}`;
    await useUpLimit("dev_signin", address);
    const response = await api("/api/dev/token", { body: { username: "member" }, headers: { "x-forwarded-for": address } });
    expect(response.status).toBe(429);
    expect(response.json.code).toBe("RATE_LIMITED");
    expect(response.json.message).toMatch(/^Too many requests: this can be done \d+ times per minute\. Try again in \d+ seconds\.$/);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits drawn share images per client address, before drawing anything", async () => {
    const address = `203.0.113.${Date.now() % 250}`;
    await useUpLimit("share_images", address);
    const limited = await api("/api/og/thread/no-such-thread", { headers: { "x-forwarded-for": address } });
    expect(limited).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    const otherClient = await api("/api/og/thread/no-such-thread", { headers: { "x-forwarded-for": `${address}1` } });
    expect(otherClient.status).toBe(404);
  });
});
