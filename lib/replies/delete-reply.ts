import "server-only";
import { announce, threadTopic } from "@/lib/live/hub";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { recountUsers } from "@/lib/maintenance/recount";
import { thankReportersOfRemovedPost } from "@/lib/moderation/reports";
import { lockMemberRows, lockThreadRow } from "@/lib/row-locks";
import { DELETED_REPLY_CONTENT } from "./reply-placeholder";

type Member = NonNullable<Viewer>;

/** Removes "[deleted]" replies, from `replyId` upwards, that no longer have answers. */
async function pruneEmptyPlaceholders(tx: Prisma.TransactionClient, replyId: string | null) {
  let id = replyId;
  while (id) {
    const reply = await tx.reply.findUnique({
      where: { id },
      select: { deletedAt: true, parentReplyId: true, _count: { select: { children: true } } },
    });
    if (!reply?.deletedAt || reply._count.children > 0) return;
    await tx.reply.delete({ where: { id } });
    id = reply.parentReplyId;
  }
}

/**
 * Deletes a reply for its author or staff. A reply with answers becomes "[deleted]" with no author
 * (its reactions, media, notifications and reports go) so the tree stays whole; a reply without answers is
 * removed, with any "[deleted]" ancestors it leaves without answers. The thread's counters follow,
 * and the members whose Fight Cred it touched are recounted. Staff deleting another member's reply
 * tell the members who reported it.
 */
export async function deleteReply(replyId: string, member: Member) {
  const located = await db.reply.findUnique({ where: { id: replyId }, select: { threadId: true } });
  if (!located) throw notFound("Reply not found");
  return db.$transaction(async (tx) => {
    // Its thread first (lib/row-locks.ts), so a reply posted under it meanwhile is seen, not deadlocked on.
    await lockThreadRow(tx, located.threadId);
    const reply = await tx.reply.findUnique({
      where: { id: replyId },
      select: {
        userId: true,
        deletedAt: true,
        threadId: true,
        parentReplyId: true,
        parent: { select: { userId: true } },
        thread: { select: { userId: true, createdAt: true } },
        _count: { select: { children: true } },
      },
    });
    if (!reply || reply.deletedAt) throw notFound("Reply not found");
    if (reply.userId !== member.id && !member.isStaff) throw forbidden("You can only delete your own replies");

    if (reply.userId !== member.id) await thankReportersOfRemovedPost(tx, { replyId }, reply.threadId, member.id);
    const keptAsPlaceholder = reply._count.children > 0;
    const live = { id: replyId, deletedAt: null };
    const { count } = keptAsPlaceholder
      ? await tx.reply.updateMany({
          where: live,
          data: { content: DELETED_REPLY_CONTENT, deletedAt: new Date(), userId: null, likesCount: 0, dislikesCount: 0 },
        })
      : await tx.reply.deleteMany({ where: live });
    if (count === 0) throw notFound("Reply not found");
    if (keptAsPlaceholder) {
      await tx.replyReaction.deleteMany({ where: { replyId } });
      await tx.replyMedia.deleteMany({ where: { replyId } });
      await tx.notification.deleteMany({ where: { replyId } });
      await tx.postReport.deleteMany({ where: { replyId } });
    } else {
      await pruneEmptyPlaceholders(tx, reply.parentReplyId);
    }

    const latest = await tx.reply.aggregate({ where: { threadId: reply.threadId }, _max: { createdAt: true } });
    const latestReplyAt = latest._max.createdAt;
    await tx.thread.update({
      where: { id: reply.threadId },
      data: {
        repliesCount: { decrement: 1 },
        lastActivityAt: latestReplyAt && latestReplyAt > reply.thread.createdAt ? latestReplyAt : reply.thread.createdAt,
      },
    });
    const answeredId = reply.parentReplyId ? reply.parent?.userId : reply.thread.userId;
    const touchedMembers = [reply.userId, answeredId].filter((id): id is string => Boolean(id));
    await lockMemberRows(tx, touchedMembers);
    await recountUsers(tx, touchedMembers);
    announce([threadTopic(located.threadId)]);
    return { id: replyId, deleted: true, keptAsPlaceholder };
  });
}

export type DeleteReplyAnswer = Awaited<ReturnType<typeof deleteReply>>;
