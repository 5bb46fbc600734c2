import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cleanupEvery } from "@/lib/maintenance/cleanup-every";
import { conflict } from "./errors";

/**
 * Requests that create, remembered by the member's Idempotency-Key (lib/http/request-key.ts) for a
 * day in the same transaction as what they created: a phone that lost the answer and sends the
 * request again gets the thread or reply the first attempt made, not a second one, and no second
 * round of counts, Fight Cred or notifications.
 */
export interface RememberedRequest {
  userId: string;
  key: string;
  /** What the request creates and where: "reply:<threadId>", "thread". */
  scope: string;
  /** The request's parsed input: the same key with other input is refused. */
  input: unknown;
}

const fingerprintOf = (input: unknown) => createHash("sha256").update(JSON.stringify(input)).digest("base64url");

/** Every hundredth claim of a server deletes every member's keys older than a day, after the answer. */
const purgeExpiredKeysWhenDue = cleanupEvery(100, "Expired request keys", () =>
  db.$executeRaw`DELETE FROM "RequestKey" WHERE "createdAt" < now() - interval '1 day'`,
);

const keyReused = () => conflict("This Idempotency-Key was already used for another request.", "IDEMPOTENCY_KEY_REUSED");

/**
 * The first statement of a creating transaction. Claims the key and answers null (go on and
 * create), or answers the id of what this same request created before. While a first attempt with
 * the key is still running, this waits for it (the primary key's unique index), so two copies of
 * one request never both create. A key older than a day is claimed afresh.
 */
export async function claimRequestKey(tx: Prisma.TransactionClient, request: RememberedRequest): Promise<string | null> {
  const fingerprint = fingerprintOf(request.input);
  const claimed = await tx.$queryRaw<{ claimed: boolean }[]>`
    INSERT INTO "RequestKey" ("userId", "key", "scope", "fingerprint", "createdAt")
    VALUES (${request.userId}, ${request.key}, ${request.scope}, ${fingerprint}, now())
    ON CONFLICT ("userId", "key") DO UPDATE
      SET "scope" = EXCLUDED."scope", "fingerprint" = EXCLUDED."fingerprint", "resourceId" = NULL, "createdAt" = EXCLUDED."createdAt"
      WHERE "RequestKey"."createdAt" < now() - interval '1 day'
    RETURNING true AS claimed`;
  purgeExpiredKeysWhenDue();
  if (claimed.length > 0) return null;
  const earlier = await tx.requestKey.findUnique({
    where: { userId_key: { userId: request.userId, key: request.key } },
    select: { scope: true, fingerprint: true, resourceId: true },
  });
  if (!earlier?.resourceId || earlier.scope !== request.scope || earlier.fingerprint !== fingerprint) throw keyReused();
  return earlier.resourceId;
}

/** Records what the request created, in the transaction that claimed its key. */
export async function recordRequestResult(tx: Prisma.TransactionClient, request: RememberedRequest, resourceId: string) {
  await tx.requestKey.update({ where: { userId_key: { userId: request.userId, key: request.key } }, data: { resourceId } });
}

