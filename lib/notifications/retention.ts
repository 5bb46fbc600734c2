import "server-only";
import { db } from "@/lib/db";
import { cleanupEvery } from "@/lib/maintenance/cleanup-every";

/**
 * Notices are kept this long, read or not: the bell and its list are about what happened lately,
 * and a fight night's thread writes a notice per follower per reply, so the table would otherwise
 * only grow. The ("createdAt") index finds the expired ones without reading the rest.
 */
export const NOTIFICATION_RETENTION_DAYS = 90;
const DELETED_PER_STATEMENT = 5_000;
const STATEMENTS_PER_PRUNING = 10;

/**
 * Deletes notices older than NOTIFICATION_RETENTION_DAYS, oldest first, a few thousand per statement
 * (each holds its rows' locks briefly) and at most STATEMENTS_PER_PRUNING statements: a backlog is
 * finished by the next prunings. Rows another pruning (another instance's) or a member's read has
 * locked are skipped, not waited for: a pruning never queues behind another. Answers how many it
 * deleted.
 */
export async function pruneExpiredNotifications(now = new Date()) {
  const expiredBefore = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (let statement = 0; statement < STATEMENTS_PER_PRUNING; statement++) {
    const count = await db.$executeRaw`
      DELETE FROM "Notification" WHERE id IN (
        SELECT id FROM "Notification" WHERE "createdAt" < ${expiredBefore} ORDER BY "createdAt" LIMIT ${DELETED_PER_STATEMENT}
        FOR UPDATE SKIP LOCKED
      )`;
    deleted += count;
    if (count < DELETED_PER_STATEMENT) break;
  }
  return deleted;
}

/** Counts a call that wrote notices; every hundredth of a server prunes the expired ones after its answer. */
export const pruneExpiredNotificationsWhenDue = cleanupEvery(100, "Expired notifications", pruneExpiredNotifications);
