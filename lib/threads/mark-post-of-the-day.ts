import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import { conflict, forbidden } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/http/database-errors";
import { notify } from "@/lib/notifications/notify";
import { getThread } from "./get-thread";
import { assertThreadVisibleTo, lockThreadRow } from "@/lib/row-locks";

const POTD_ALREADY_USED_MESSAGE = "You have already used your Post of the Day today.";

/** The UTC calendar day of `now`, as the date the database stores. */
function utcDay(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Marks another member's thread as the viewer's Post of the Day: once per member per UTC day
 * (a unique constraint holds it under concurrency) and once per thread. The author's Post of the
 * Day count and Fight Cred, the thread's count and the POTD notification commit together.
 */
export async function markPostOfTheDay(threadId: string, viewer: SignedInViewer) {
  try {
    return await db.$transaction(async (tx) => {
      const thread = await lockThreadRow(tx, threadId);
      assertThreadVisibleTo(thread, viewer);
      if (thread.userId === viewer.id) throw forbidden("You can't mark your own post as Post of the Day.");
      const alreadyMarked = await tx.postOfTheDay.findFirst({ where: { threadId, userId: viewer.id }, select: { id: true } });
      if (alreadyMarked) throw conflict("You have already marked this post as Post of the Day.", "POTD_ALREADY_MARKED");

      await tx.postOfTheDay.create({ data: { threadId, userId: viewer.id, day: utcDay(new Date()) } });
      await tx.thread.update({ where: { id: threadId }, data: { potdCount: { increment: 1 } } });
      await recordFightCred(tx, thread.userId, "postOfTheDayReceived");
      await notify(tx, [
        { userId: thread.userId, actorId: viewer.id, type: "POTD", threadId, message: `${viewer.username} marked your post "${thread.title}" as Post of the Day` },
      ]);
      return getThread(threadId, viewer, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POTD_ALREADY_USED_MESSAGE, "POTD_ALREADY_USED");
    throw error;
  }
}
