import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import type { Prisma, ReactionType } from "@/lib/generated/prisma/client";
import { conflict, forbidden, notFound, upgradeRequired } from "@/lib/http/errors";
import { announce, threadTopic } from "@/lib/live/hub";
import { notify } from "@/lib/notifications/notify";
import { lockThreadRow } from "@/lib/row-locks";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";
import { toReplyDto } from "./reply-dto";
import { findReplyRow } from "./reply-rows";

type Member = NonNullable<Viewer>;

const REACTION = {
  LIKE: { counter: "likesCount", verb: "like", past: "liked" },
  DISLIKE: { counter: "dislikesCount", verb: "dislike", past: "disliked" },
} as const;

async function alreadyReacted(tx: Prisma.TransactionClient, replyId: string, userId: string) {
  const existing = await tx.replyReaction.findUnique({ where: { replyId_userId: { replyId, userId } }, select: { type: true } });
  return conflict(`You have already ${REACTION[existing?.type ?? "LIKE"].past} this reply`, "ALREADY_REACTED");
}

/**
 * A member's one reaction to another member's reply, like or dislike, never taken back. A like
 * gives the author Fight Cred and a LIKE notification. The thread row is locked first, so
 * concurrent reactions queue up, and the unique (reply, member) key decides the one that counts.
 */
export async function reactToReply(replyId: string, type: ReactionType, member: Member) {
  const { verb } = REACTION[type];
  const reply = await db.reply.findUnique({
    where: { id: replyId },
    select: { userId: true, deletedAt: true, threadId: true, thread: { select: { title: true } }, user: { select: { role: true } } },
  });
  if (!reply || reply.deletedAt) throw notFound("Reply not found");
  if (reply.userId === member.id) throw forbidden(`You cannot ${verb} your own reply`);
  if (reply.user && isPremiumLockedFor(reply.user.role, member)) throw upgradeRequired();

  const updated = await db.$transaction(async (tx) => {
    // Its thread first (lib/row-locks.ts): a deletion of the reply or its thread runs before or after, never across.
    await lockThreadRow(tx, reply.threadId);
    const counted = await tx.reply.updateMany({
      where: { id: replyId, deletedAt: null },
      data: { [REACTION[type].counter]: { increment: 1 } },
    });
    if (counted.count === 0) throw notFound("Reply not found");
    const inserted = await tx.replyReaction.createMany({ data: [{ replyId, userId: member.id, type }], skipDuplicates: true });
    if (inserted.count === 0) throw await alreadyReacted(tx, replyId, member.id);
    if (type === "LIKE" && reply.userId) {
      await recordFightCred(tx, reply.userId, "likeReceived");
      await notify(tx, [
        {
          userId: reply.userId,
          actorId: member.id,
          type: "LIKE",
          message: `${member.username} liked your reply in "${reply.thread.title}"`,
          threadId: reply.threadId,
          replyId,
        },
      ]);
    }
    return (await findReplyRow(replyId, member.id, tx))!;
  });
  announce([threadTopic(reply.threadId)]);
  return toReplyDto(updated, member);
}
