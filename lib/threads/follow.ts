import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { notFound } from "@/lib/http/errors";

/**
 * Following threads. A member follows a thread to hear of its new replies (FOLLOW notifications);
 * its author follows it from the start without a row, and a row saying `following: false` is the
 * author's opt-out of the REPLY notices for it. One row per member and thread holds either choice.
 */

/** PUT and DELETE /api/threads/{id}/follow answer whether the member follows the thread now. */
export interface FollowAnswer {
  following: boolean;
}

/** Follows (true) or unfollows (false) the thread for the member; saying it again changes nothing. */
export async function setFollowing(threadId: string, viewer: SignedInViewer, following: boolean): Promise<FollowAnswer> {
  const threadNotFound = () => notFound("Thread not found");
  if (!(await db.thread.findUnique({ where: { id: threadId }, select: { id: true } }))) throw threadNotFound();
  await unlessDeletedMeanwhile(
    db.threadFollow.upsert({
      where: { userId_threadId: { userId: viewer.id, threadId } },
      create: { userId: viewer.id, threadId, following },
      update: { following },
    }),
    threadNotFound,
  );
  return { following };
}

/** Whether a member follows a thread, from their row if they made a choice (else: its author does). */
export function isFollowing(choice: boolean | null | undefined, viewerId: string | null, authorId: string) {
  return choice ?? viewerId === authorId;
}

/**
 * Who hears of a new reply in the thread: the members following it, and whether its author still
 * does. Read in the reply's transaction.
 */
export async function threadAudience(tx: Prisma.TransactionClient, thread: { id: string; userId: string }) {
  const rows = await tx.threadFollow.findMany({
    where: { threadId: thread.id, OR: [{ following: true }, { userId: thread.userId }] },
    select: { userId: true, following: true },
  });
  return {
    followerIds: rows.filter((row) => row.following && row.userId !== thread.userId).map((row) => row.userId),
    authorFollows: isFollowing(rows.find((row) => row.userId === thread.userId)?.following, thread.userId, thread.userId),
  };
}
