import "server-only";
import { isDatabaseUnavailable } from "@/lib/http/database-errors";
import { HttpError, serviceUnavailable } from "@/lib/http/errors";
import { errorLine } from "@/lib/logging/error-line";
import { pruneAbandonedDirectUploads } from "@/lib/media/direct-upload";
import { pruneOrphanedMedia } from "@/lib/media/orphaned-media";
import { pruneExpiredNotifications } from "@/lib/notifications/retention";
import { notifyFollowersLeftBehind } from "@/lib/threads/follow";
import { notifyNewThreadFollowersLeftBehind } from "@/lib/threads/new-thread-notices";
import { assertFromScheduler } from "./scheduler";

/** Replies, and new threads, whose followers one run tells at most (one statement each); any beyond wait for the next ones or run. */
const LEFT_BEHIND_PER_RUN = 1_000;

/** The uploads' part: a store that fails to list or delete makes the whole run a 503, nothing half-judged. */
async function pruneUploads() {
  try {
    return { ...(await pruneOrphanedMedia()), abandonedDirectUploads: await pruneAbandonedDirectUploads() };
  } catch (error) {
    if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
    console.error(`[cleanup] uploads not pruned: ${errorLine(error)}`);
    throw serviceUnavailable("Image storage is temporarily unavailable. Please try again shortly.");
  }
}

/**
 * GET /api/cron/cleanup, the daily cleanup a serverless host's scheduler calls (vercel.json; any
 * scheduler that sends the secret will do): the notices past their retention (which the writes of
 * notices also prune, lib/notifications/retention.ts), followers a stopped server left untold
 * (of replies, lib/threads/follow.ts; of members' new threads, lib/members/member-follows.ts), then uploads no post uses (what `npm run media:prune` does).
 */
export async function runScheduledCleanup(authorization: string | null) {
  assertFromScheduler(authorization, "Scheduled cleanup");
  const expiredNotifications = await pruneExpiredNotifications();
  const repliesWhoseFollowersWereTold = await notifyFollowersLeftBehind(LEFT_BEHIND_PER_RUN);
  const threadsWhoseFollowersWereTold = await notifyNewThreadFollowersLeftBehind(LEFT_BEHIND_PER_RUN);
  const uploads = await pruneUploads();
  return { expiredNotifications, repliesWhoseFollowersWereTold, threadsWhoseFollowersWereTold, uploads };
}
