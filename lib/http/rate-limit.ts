import "server-only";
import { db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatWait } from "@/lib/format";
import { cleanupEvery } from "@/lib/maintenance/cleanup-every";
import { clientAddressKey } from "./client-address";
import { HttpError } from "./errors";
import { env } from "@/lib/env";

/**
 * Abuse limits per member (per IP when signed out), Discourse-style defaults. Counted in Postgres so
 * they hold across serverless instances. Each can be changed with RATE_LIMIT_<NAME>=<count>/<seconds>,
 * e.g. RATE_LIMIT_THREADS_CREATE=10/3600.
 */
const RATE_LIMIT_DEFAULTS = {
  threads_create: { limit: 10, windowSeconds: 3600 },
  replies_create: { limit: 60, windowSeconds: 3600 },
  // Editing a thread or a reply (an edit reaches every open page of its thread live, and may notify).
  post_edits: { limit: 60, windowSeconds: 3600 },
  reactions: { limit: 120, windowSeconds: 3600 },
  uploads: { limit: 30, windowSeconds: 3600 },
  // Saving /account's names, links and preferences (names are written to Clerk too).
  profile_changes: { limit: 60, windowSeconds: 3600 },
  dev_signin: { limit: 60, windowSeconds: 60 },
  // Drawing a preview image costs CPU; link-preview crawlers share addresses, so the budget is wide.
  share_images: { limit: 120, windowSeconds: 60 },
  // Every call that reaches Stripe (checkout, plan sync, billing portal, subscriptions, account
  // deletion, bans, payout accounts, closing a payout month): Stripe's own rate limit and bill are
  // shared by all members.
  payments: { limit: 20, windowSeconds: 600 },
  // Searching: a full-text query per call, and suggestions as one types stay far below this.
  search: { limit: 60, windowSeconds: 60 },
  // The composer's @mention list, asked as a member types a name.
  mention_suggestions: { limit: 120, windowSeconds: 60 },
  // Marking threads read: one call per thread page shown.
  read_marks: { limit: 600, windowSeconds: 3600 },
  // Private messages: a conversation's pace, not a member writing to hundreds of others.
  messages: { limit: 120, windowSeconds: 3600 },
  // Reporting posts to the moderators: a member who reports more than this is flooding the queue.
  reports: { limit: 20, windowSeconds: 3600 },
  // Asking to be verified as a pro fighter or an industry professional: each request tells every admin.
  verification_requests: { limit: 5, windowSeconds: 86400 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A limit as configured (RATE_LIMIT_<NAME>=<count>/<seconds>, windows of at most a day), else its default. */
export function rateLimitFor(name: RateLimitName, overrides: Record<string, RateLimit> = env.rateLimitOverrides): RateLimit {
  const override = overrides[name];
  if (override) return { limit: override.limit, windowSeconds: Math.min(override.windowSeconds, LONGEST_WINDOW_SECONDS) };
  return RATE_LIMIT_DEFAULTS[name];
}

function describeWindow(seconds: number) {
  if (seconds % 3600 === 0) return seconds === 3600 ? "hour" : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? "minute" : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** A 429: an abuse limit (RATE_LIMITED), or a thread's slow mode (SLOW_MODE); the answer says when to try again. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: "RATE_LIMITED" | "SLOW_MODE" = "RATE_LIMITED",
  ) {
    super(code, message);
  }
}

/** Deletes buckets whose window passed over a day ago (no window is longer), so the table holds only live buckets. */
async function purgeExpiredBuckets() {
  await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "windowStart" < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`;
}

/** Counts a counted call; every hundredth of a server purges the expired buckets after its answer. */
export const purgeExpiredBucketsWhenDue = cleanupEvery(100, "Expired rate-limit buckets", purgeExpiredBuckets);

/**
 * Counts one request against a limit (atomically, one statement) and throws 429 past it. The count
 * commits without waiting for its WAL to reach the disk (`synchronous_commit` off for this statement's
 * own transaction): a member's concurrent calls queue on their bucket's row until the previous count
 * commits, and a crash can at worst forget the last few counts, which an abuse limit can afford.
 * Prepared (`PREPARED`): PostgreSQL's CPU for it halves.
 */
export async function consumeRateLimit(name: RateLimitName, subject: string, { limit, windowSeconds }: RateLimit = rateLimitFor(name)) {
  const [bucket] = await queryRows<{ count: number; windowStart: Date }>(Prisma.sql`${PREPARED}
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    SELECT ${`${name}:${subject}`}, now(), 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS without_waiting_for_disk
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                THEN now() ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count", "windowStart"`);
  if (bucket.count <= limit) return;
  const retryAfter = Math.max(1, Math.ceil((bucket.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
  throw new RateLimitedError(
    `Too many requests: this can be done ${limit} times per ${describeWindow(windowSeconds)}. Try again in ${formatWait(retryAfter)}.`,
    retryAfter,
  );
}

/** Who a limit counts against: the member, else the client address (lib/http/client-address.ts). */
export function rateLimitSubject(viewerId: string | undefined, headers: Headers) {
  return viewerId ?? clientAddressKey(headers);
}
