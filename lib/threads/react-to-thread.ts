import "server-only";
import { announce, threadTopic } from "@/lib/live/hub";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import type { ReactionType } from "@/lib/generated/prisma/enums";
import { notify } from "@/lib/notifications/notify";
import { getThread } from "./get-thread";
import { assertThreadVisibleTo, lockThreadRow } from "@/lib/row-locks";

/**
 * One reaction per member per thread (DESIGN.md): reacting the same way again removes the
 * reaction, reacting the other way replaces it. Counters, the author's likes received and Fight
 * Cred (likes from others only) and the LIKE notification (withdrawn with the like) are written in
 * the same transaction.
 */
async function reactToThread(threadId: string, viewer: SignedInViewer, type: ReactionType) {
  return db.$transaction(async (tx) => {
    const thread = await lockThreadRow(tx, threadId);
    assertThreadVisibleTo(thread, viewer);
    const key = { threadId_userId: { threadId, userId: viewer.id } };
    const previous = (await tx.threadReaction.findUnique({ where: key, select: { type: true } }))?.type ?? null;
    const next = previous === type ? null : type;

    if (next === null) await tx.threadReaction.delete({ where: key });
    else await tx.threadReaction.upsert({ where: key, create: { threadId, userId: viewer.id, type }, update: { type } });

    const likes = Number(next === "LIKE") - Number(previous === "LIKE");
    const dislikes = Number(next === "DISLIKE") - Number(previous === "DISLIKE");
    await tx.thread.update({
      where: { id: threadId },
      data: { likesCount: { increment: likes }, dislikesCount: { increment: dislikes } },
    });
    if (likes !== 0 && thread.userId !== viewer.id) {
      await recordFightCred(tx, thread.userId, "likeReceived", likes === 1 ? 1 : -1);
    }
    if (next === "LIKE") {
      await notify(tx, [
        { userId: thread.userId, actorId: viewer.id, type: "LIKE", threadId, message: `${viewer.username} liked your post "${thread.title}"` },
      ]);
    } else if (previous === "LIKE") {
      // The like it reported is gone: liking and unliking again and again must not pile up notifications.
      await tx.notification.deleteMany({ where: { userId: thread.userId, actorId: viewer.id, type: "LIKE", threadId, replyId: null } });
    }
    // Readers of the thread see the counts move.
    announce([threadTopic(threadId)]);
    return { thread: await getThread(threadId, viewer, tx), previous };
  });
}

/** Toggles the viewer's like; `wasLiked` tells whether the thread was liked before this call. */
export async function likeThread(threadId: string, viewer: SignedInViewer) {
  const { thread, previous } = await reactToThread(threadId, viewer, "LIKE");
  return { ...thread, wasLiked: previous === "LIKE" };
}
export type LikeThreadAnswer = Awaited<ReturnType<typeof likeThread>>;

/** Toggles the viewer's dislike; `wasDisliked` tells whether the thread was disliked before this call. */
export async function dislikeThread(threadId: string, viewer: SignedInViewer) {
  const { thread, previous } = await reactToThread(threadId, viewer, "DISLIKE");
  return { ...thread, wasDisliked: previous === "DISLIKE" };
}
export type DislikeThreadAnswer = Awaited<ReturnType<typeof dislikeThread>>;
