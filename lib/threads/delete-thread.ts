import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { isEventThread } from "@/lib/events/events";
import { conflict, forbidden } from "@/lib/http/errors";
import { recountUsers } from "@/lib/maintenance/recount";
import { deleteUnreferencedMedia, mediaUrlsOf } from "@/lib/media/orphaned-media";
import { thankReportersOfRemovedPost } from "@/lib/moderation/reports";
import { lockThreadRow } from "@/lib/row-locks";

/**
 * Deletes a thread (its author or staff; not an event's live thread). Replies, poll, votes,
 * reactions, media, Post of the Day marks and notifications go with it (foreign keys cascade); then
 * the counters and Fight Cred of everyone who wrote in it are recomputed, since what they had earned
 * there is spread over many rows. The image files go once the rows are gone. Staff deleting another
 * member's thread tell the members who reported it.
 */
export async function deleteThread(threadId: string, viewer: SignedInViewer) {
  const mediaUrls = await db.$transaction(async (tx) => {
    const thread = await lockThreadRow(tx, threadId);
    if (thread.userId !== viewer.id && !viewer.isStaff) throw forbidden("You can only delete your own posts.");
    if (await isEventThread(tx, threadId)) throw conflict("This is an event's live thread: it stays as long as the event.");
    const replyAuthors = await tx.reply.findMany({
      where: { threadId, userId: { not: null } },
      distinct: ["userId"],
      select: { userId: true },
    });
    const mediaUrls = await mediaUrlsOf(tx, { threads: { id: threadId } });
    if (thread.userId !== viewer.id) await thankReportersOfRemovedPost(tx, { threadId }, null, viewer.id);
    await tx.thread.delete({ where: { id: threadId } });
    await tx.category.update({ where: { id: thread.categoryId }, data: { threadCount: { decrement: 1 } } });
    await recountUsers(tx, [thread.userId, ...replyAuthors.flatMap((reply) => (reply.userId ? [reply.userId] : []))]);
    return mediaUrls;
  });
  await deleteUnreferencedMedia(mediaUrls);
  return { id: threadId, deleted: true };
}
