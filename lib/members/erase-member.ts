import "server-only";
import type { Prisma } from "@/lib/db";
import { recountCategories, recountReplies, recountThreads, recountUsers } from "@/lib/maintenance/recount";
import { isUploadedMediaUrl } from "@/lib/media/media-url";
import { mediaUrlsOf } from "@/lib/media/orphaned-media";
import { DELETED_REPLY_CONTENT } from "@/lib/replies/reply-placeholder";
import { lockMemberRows, lockThreadRows } from "@/lib/row-locks";

type Ids = { id: string }[];
const ids = (rows: Ids) => rows.map((row) => row.id);

/** The rows whose stored counters change when the member goes, gathered before anything is removed. */
async function countersTouchedBy(tx: Prisma.TransactionClient, userId: string) {
  const members = await tx.$queryRaw<Ids>`
    SELECT DISTINCT touched.id FROM (
      SELECT t."userId" AS id FROM "ThreadReaction" x JOIN "Thread" t ON t.id = x."threadId" WHERE x."userId" = ${userId}
      UNION SELECT r."userId" FROM "ReplyReaction" x JOIN "Reply" r ON r.id = x."replyId" WHERE x."userId" = ${userId}
      UNION SELECT t."userId" FROM "PostOfTheDay" p JOIN "Thread" t ON t.id = p."threadId" WHERE p."userId" = ${userId}
      UNION SELECT CASE WHEN r."parentReplyId" IS NULL THEN t."userId" ELSE parent."userId" END
        FROM "Reply" r JOIN "Thread" t ON t.id = r."threadId" LEFT JOIN "Reply" parent ON parent.id = r."parentReplyId"
        WHERE r."userId" = ${userId}
      UNION SELECT r."userId" FROM "Reply" r JOIN "Thread" t ON t.id = r."threadId" WHERE t."userId" = ${userId}
      UNION SELECT t."userId" FROM "Thread" t WHERE t."pinnedById" = ${userId}
      UNION SELECT p."userId" FROM "Pick" p JOIN "Event" e ON e.id = p."eventId" JOIN "Thread" t ON t.id = e."threadId" WHERE t."userId" = ${userId}
    ) touched
    WHERE touched.id IS NOT NULL AND touched.id <> ${userId}`;
  const threads = await tx.$queryRaw<Ids>`
    SELECT "threadId" AS id FROM "ThreadReaction" WHERE "userId" = ${userId}
    UNION SELECT "threadId" FROM "PostOfTheDay" WHERE "userId" = ${userId}
    UNION SELECT "threadId" FROM "Reply" WHERE "userId" = ${userId}
    UNION SELECT p."threadId" FROM "PollVote" v JOIN "Poll" p ON p.id = v."pollId" WHERE v."userId" = ${userId}`;
  const replies = await tx.$queryRaw<Ids>`SELECT "replyId" AS id FROM "ReplyReaction" WHERE "userId" = ${userId}`;
  const categories = await tx.$queryRaw<Ids>`SELECT DISTINCT "categoryId" AS id FROM "Thread" WHERE "userId" = ${userId}`;
  return { memberIds: ids(members), threadIds: ids(threads), replyIds: ids(replies), categoryIds: ids(categories) };
}

/**
 * Deletes the member's replies under which no other member's reply lives (a leaf, or a chain of
 * their own replies), with everything below them.
 */
function deleteUnansweredReplies(tx: Prisma.TransactionClient, userId: string) {
  return tx.$executeRaw`
    WITH RECURSIVE subtree AS (
      SELECT id AS root, id FROM "Reply" WHERE "userId" = ${userId}
      UNION ALL
      SELECT subtree.root, child.id FROM subtree JOIN "Reply" child ON child."parentReplyId" = subtree.id
    )
    DELETE FROM "Reply" WHERE id IN (
      SELECT subtree.root FROM subtree JOIN "Reply" r ON r.id = subtree.id
      GROUP BY subtree.root
      HAVING bool_and(r."deletedAt" IS NOT NULL OR COALESCE(r."userId" = ${userId}, false))
    )`;
}

/**
 * Removes a member and their personal data (DESIGN.md): their threads go with their replies, polls,
 * reactions and media; their replies go too, except those other members answered, which stay as
 * "[deleted]" with no author so the tree stays whole; their reactions, votes, Post of the Day marks
 * and notifications (received and caused) go; then every counter the removal touched is recomputed.
 * Call it in one transaction. Billing and the Clerk user are the caller's business, and so are the
 * image files: it returns the URLs of the media rows it removed (or may have removed), of an
 * uploaded profile picture and of a saved draft's image, for `deleteUnreferencedMedia` once the
 * transaction committed.
 */
export async function eraseMember(tx: Prisma.TransactionClient, userId: string) {
  const touched = await countersTouchedBy(tx, userId);
  // Row locks in the one order (lib/row-locks.ts): every thread touched, then every member.
  const ownThreads = ids(await tx.thread.findMany({ where: { userId }, select: { id: true } }));
  const reactedReplyThreads = ids(await tx.$queryRaw<Ids>`
    SELECT DISTINCT r."threadId" AS id FROM "ReplyReaction" x JOIN "Reply" r ON r.id = x."replyId" WHERE x."userId" = ${userId}`);
  await lockThreadRows(tx, [...ownThreads, ...touched.threadIds, ...reactedReplyThreads]);
  await lockMemberRows(tx, [userId, ...touched.memberIds]);
  const member = await tx.user.findUnique({ where: { id: userId }, select: { imageUrl: true } });
  // Erased while this waited for the locks (the member's own deletion sent twice, or at the same
  // time as Clerk's user.deleted webhook): nothing is left to remove.
  if (!member) return [];
  const mediaUrls = await mediaUrlsOf(tx, { threads: { userId }, replies: { userId } });
  if (member.imageUrl && isUploadedMediaUrl(member.imageUrl)) mediaUrls.push(member.imageUrl);
  const savedDraft = await tx.savedPostDraft.findUnique({ where: { userId }, select: { imageUrl: true } });
  if (savedDraft?.imageUrl) mediaUrls.push(savedDraft.imageUrl);

  await tx.notification.deleteMany({ where: { actorId: userId } });
  await tx.thread.deleteMany({ where: { userId } });
  await deleteUnansweredReplies(tx, userId);

  const answered = ids(await tx.reply.findMany({ where: { userId }, select: { id: true } }));
  await tx.replyReaction.deleteMany({ where: { replyId: { in: answered } } });
  await tx.replyMedia.deleteMany({ where: { replyId: { in: answered } } });
  await tx.postReport.deleteMany({ where: { replyId: { in: answered } } });
  await tx.reply.updateMany({
    where: { id: { in: answered } },
    data: { content: DELETED_REPLY_CONTENT, deletedAt: new Date(), userId: null },
  });

  // Their conversations go whole: the other member's side of them too.
  await tx.conversation.deleteMany({ where: { members: { some: { userId } } } });
  await tx.user.delete({ where: { id: userId } });

  await recountThreads(tx, touched.threadIds);
  await recountReplies(tx, [...touched.replyIds, ...answered]);
  await recountCategories(tx, touched.categoryIds);
  await recountUsers(tx, touched.memberIds);
  return mediaUrls;
}
