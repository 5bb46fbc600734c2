import { z } from "zod";
import type { SocialLinks } from "@/lib/members/social-links";
import { socialLinkSchema } from "@/lib/validation/account";

/**
 * The server's configuration: every environment variable the app reads, checked once when the
 * server starts (instrumentation.ts stops a server whose configuration is invalid, with one line
 * saying why). `.env.example` documents each one. An empty value counts as unset.
 */

const unsetIfEmpty = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const text = z.preprocess(unsetIfEmpty, z.string().trim().optional());
const flag = z.preprocess(unsetIfEmpty, z.enum(["0", "1"], { error: "must be 0 or 1" }).optional()).transform((value) => value === "1");
const absoluteUrl = z.preprocess(unsetIfEmpty, z.url({ error: "must be an absolute URL (https://…)" }).optional());
/** One of the forum's own accounts, by the members' social-link rules (an address on the network's site, or a handle). */
const forumAccount = (network: keyof SocialLinks) => z.preprocess(unsetIfEmpty, socialLinkSchema(network).optional());
const positiveInteger = (fallback: number) =>
  z.preprocess(unsetIfEmpty, z.coerce.number({ error: "must be a number" }).int("must be a whole number").positive("must be positive").default(fallback));
const percent = (fallback: number) =>
  z.preprocess(unsetIfEmpty, z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 to 100").max(100, "must be 0 to 100").default(fallback));

/** `<count>/<seconds>` per limit name, as RATE_LIMIT_<NAME> (lib/http/rate-limit.ts). */
const RATE_LIMIT_OVERRIDE = /^(\d+)\/(\d+)$/;

const envSchema = z.object({
  // App
  APP_URL: absoluteUrl,
  DEPLOY_ENV: text,
  VERCEL_ENV: text,
  VERCEL: flag,
  TRUST_PROXY: flag,
  REQUEST_BODY_TIMEOUT_SECONDS: positiveInteger(30),
  QUERY_COUNT_HEADER: flag,
  // The forum's own social accounts, linked from the footer (each optional).
  SOCIAL_TWITTER: forumAccount("twitter"),
  SOCIAL_INSTAGRAM: forumAccount("instagram"),
  SOCIAL_YOUTUBE: forumAccount("youtube"),
  SOCIAL_FACEBOOK: forumAccount("facebook"),
  // Database
  DATABASE_URL: text,
  DATABASE_POOL_SIZE: positiveInteger(10),
  // For a transaction pooler that cannot keep prepared statements (lib/db.ts, `PREPARED`).
  DATABASE_NO_PREPARED_STATEMENTS: flag,
  // Live updates (lib/live/hub.ts): a direct connection for LISTEN when DATABASE_URL is pooled,
  // Redis pub/sub instead of PostgreSQL when set, and how long one stream stays open.
  DATABASE_URL_UNPOOLED: text,
  REDIS_URL: z.preprocess(unsetIfEmpty, z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional()),
  // 280: a stream ends itself, and the browser reconnects, before the 300 s a Vercel function runs by default.
  LIVE_STREAM_SECONDS: positiveInteger(280),
  // Identity (Clerk)
  AUTH_DEV_LOGIN: flag,
  CLERK_PUBLISHABLE_KEY: text,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: text,
  CLERK_SECRET_KEY: text,
  CLERK_JWT_KEY: text,
  CLERK_AUTHORIZED_PARTIES: text,
  CLERK_WEBHOOK_SIGNING_SECRET: text,
  // Payments (Stripe)
  STRIPE_SECRET_KEY: text,
  STRIPE_PUBLISHABLE_KEY: text,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_CONNECT_WEBHOOK_SECRET: text,
  STRIPE_API_URL: absoluteUrl,
  STRIPE_JS_URL: absoluteUrl,
  // Fighter payouts (lib/payouts/): shares of each month's net subscription revenue
  FIGHTER_SHARE_PERCENT: percent(20),
  ROBBERY_POOL_PERCENT: percent(5),
  ROBBERY_CLAIM_CAP_CENTS: positiveInteger(10_000),
  // The scheduler's secret for GET /api/cron/cleanup (vercel.json's cron sends it as a bearer token).
  CRON_SECRET: z.preprocess(unsetIfEmpty, z.string().trim().min(16, "must be at least 16 characters").optional()),
  // Images (Vercel Blob)
  BLOB_READ_WRITE_TOKEN: text,
  VERCEL_BLOB_API_URL: absoluteUrl,
}).refine((values) => values.FIGHTER_SHARE_PERCENT + values.ROBBERY_POOL_PERCENT <= 100, {
  path: ["ROBBERY_POOL_PERCENT"],
  message: "plus FIGHTER_SHARE_PERCENT must be at most 100",
});

/** Reads a configuration from `source` (process.env); throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}.`);
  }
  const values = parsed.data;
  return {
    ...values,
    /** The public origin, without a trailing slash (http://localhost:3000 when APP_URL is unset). */
    appUrl: (values.APP_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    isProductionDeployment: values.DEPLOY_ENV === "production" || values.VERCEL_ENV === "production",
    rateLimitOverrides: rateLimitOverridesOf(source),
    forumSocialLinks: {
      twitter: values.SOCIAL_TWITTER ?? null,
      instagram: values.SOCIAL_INSTAGRAM ?? null,
      youtube: values.SOCIAL_YOUTUBE ?? null,
      facebook: values.SOCIAL_FACEBOOK ?? null,
    } satisfies SocialLinks,
  };
}

function rateLimitOverridesOf(source: Record<string, string | undefined>) {
  const overrides: Record<string, { limit: number; windowSeconds: number }> = {};
  for (const [name, value] of Object.entries(source)) {
    const match = name.startsWith("RATE_LIMIT_") ? value?.match(RATE_LIMIT_OVERRIDE) : null;
    if (match) overrides[name.slice("RATE_LIMIT_".length).toLowerCase()] = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return overrides;
}

export const env = parseEnv(process.env);
