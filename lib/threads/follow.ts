import "server-only";
import { after } from "next/server";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { notFound } from "@/lib/http/errors";
import { announce, memberTopic } from "@/lib/live/hub";
import { errorLine } from "@/lib/logging/error-line";
import { takesNotification } from "@/lib/notifications/notify";
import { followerNotice } from "@/lib/replies/reply-notifications";

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

/** Whether the thread's author still follows it: they do unless their row says otherwise. Read in the reply's transaction. */
export async function authorFollows(tx: Prisma.TransactionClient, thread: { id: string; userId: string }) {
  const choice = await tx.threadFollow.findUnique({ where: { userId_threadId: { userId: thread.userId, threadId: thread.id } }, select: { following: true } });
  return isFollowing(choice?.following, thread.userId, thread.userId);
}

interface FollowedReply {
  replyId: string;
  author: { id: string; username: string };
  thread: { id: string; title: string; userId: string };
  /** The members the reply's own notices went to (or were meant for), and its author: not told again. */
  alreadyTold: string[];
}

/**
 * Tells the thread's followers of a new reply (FOLLOW) once its request has answered, in one
 * statement however many follow it. In the reply's transaction, the notices of a fight night's
 * thread with 20,000 followers took 10 s to write, and every other reply to it waited for them
 * (the thread's row stays locked until commit). It leaves out the members who do not take the
 * notice, by notify()'s condition (turned FOLLOW off, blocked the replier); a reply deleted
 * meanwhile tells nobody. Their bells move live. A failure is logged: the reply stands.
 */
export function notifyFollowersOnceAnswered(reply: FollowedReply) {
  after(() =>
    notifyFollowers(reply).catch((error: unknown) => console.error(`[follow] followers not told of reply ${reply.replyId}: ${errorLine(error)}`)),
  );
}

async function notifyFollowers({ replyId, author, thread, alreadyTold }: FollowedReply) {
  const told = await db.$queryRaw<{ userId: string }[]>`
    INSERT INTO "Notification" (id, "userId", "actorId", type, "threadId", "replyId", message, "createdAt")
    SELECT gen_random_uuid()::text, f."userId", ${author.id}, 'FOLLOW', f."threadId", r.id, ${followerNotice(author, thread.title)}, now() AT TIME ZONE 'UTC'
    FROM "Reply" r
    JOIN "ThreadFollow" f ON f."threadId" = r."threadId" AND f.following
    JOIN "User" follower ON follower.id = f."userId"
    WHERE r.id = ${replyId} AND r."deletedAt" IS NULL
      AND f."userId" <> ${thread.userId} AND f."userId" <> ALL(${alreadyTold}::text[])
      AND ${takesNotification(Prisma.sql`follower`, Prisma.sql`'FOLLOW'::"NotificationType"`, Prisma.sql`${author.id}`)}
    RETURNING "userId"`;
  announce(told.map(({ userId }) => memberTopic(userId)));
}
