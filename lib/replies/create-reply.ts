import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { claimRequestKey, recordRequestResult } from "@/lib/http/remembered-requests";
import { announce, threadTopic } from "@/lib/live/hub";
import { assertNotBlockedByAny } from "@/lib/members/restrictions";
import { mentionedMemberIds, notify } from "@/lib/notifications/notify";
import { lockMemberRows } from "@/lib/row-locks";
import { authorFollows, notifyFollowersOnceAnswered } from "@/lib/threads/follow";
import { assertSlowModeAllows } from "@/lib/threads/slow-mode";
import type { CreateReplyInput } from "@/lib/validation/replies";
import { toReplyDto } from "./reply-dto";
import { findReplyRow } from "./reply-rows";
import { replyNotifications } from "./reply-notifications";

type Member = NonNullable<Viewer>;

const threadLocked = () => forbidden("This thread is locked. New replies are not allowed.", "THREAD_LOCKED");

/**
 * Counts the new reply on its thread, refusing a locked thread. Runs first in the transaction
 * (after the request's key, if any) so the thread row stays locked until commit (lib/row-locks.ts:
 * thread first): a concurrent lock or deletion waits, and replies on one thread get increasing
 * timestamps.
 */
async function claimReplySlot(tx: Prisma.TransactionClient, threadId: string) {
  const { count } = await tx.thread.updateMany({ where: { id: threadId, isLocked: false }, data: { repliesCount: { increment: 1 } } });
  const thread = await tx.thread.findUnique({ where: { id: threadId }, select: { id: true, userId: true, title: true, slowModeSeconds: true } });
  if (!thread) throw notFound("Thread not found");
  if (count === 0) throw threadLocked();
  return thread;
}

/** The reply being answered: a live reply of the same thread. */
async function findParent(tx: Prisma.TransactionClient, threadId: string, parentReplyId: string) {
  const parent = await tx.reply.findUnique({ where: { id: parentReplyId }, select: { id: true, threadId: true, userId: true, deletedAt: true } });
  if (!parent) throw notFound("The reply you are answering was not found");
  if (parent.threadId !== threadId) throw badRequest("The reply you are answering belongs to another thread");
  if (parent.deletedAt) throw badRequest("You cannot reply to a deleted reply");
  return parent;
}

/**
 * Posts a reply (paid members, not banned, not blocked by the thread's author or the member
 * answered, not faster than the thread's slow mode): counts it on the thread, gives Fight Cred to
 * the author and to the member answered (the parent reply's author, else the thread's), and
 * notifies them and the mentioned members, all in one transaction; the thread's followers are told
 * once it has answered. With a `requestKey` already used for this reply, the reply that request
 * created (lib/http/remembered-requests.ts).
 */
export async function createReply(
  threadId: string,
  input: Pick<CreateReplyInput, "content" | "parentReplyId">,
  author: Member,
  requestKey?: string,
) {
  assertMayPublish(author);
  const request = requestKey ? { userId: author.id, key: requestKey, scope: `reply:${threadId}`, input } : null;
  const { reply, followers } = await db.$transaction(async (tx) => {
    const earlier = request ? await claimRequestKey(tx, request) : null;
    if (earlier) return { reply: await findReplyRow(earlier, author.id, tx), followers: null };
    const thread = await claimReplySlot(tx, threadId);
    const parent = input.parentReplyId ? await findParent(tx, threadId, input.parentReplyId) : null;
    await assertNotBlockedByAny(tx, author.id, [thread.userId, parent?.userId ?? null]);
    const createdAt = new Date();
    await assertSlowModeAllows(tx, thread, author, createdAt);
    const { id: replyId } = await tx.reply.create({
      data: { threadId, userId: author.id, parentReplyId: parent?.id ?? null, content: input.content, createdAt, followersPending: { create: { createdAt } } },
      select: { id: true },
    });
    await tx.thread.update({ where: { id: threadId }, data: { lastActivityAt: createdAt } });

    const answeredId = parent ? parent.userId : thread.userId;
    await lockMemberRows(tx, [author.id, answeredId]);
    await recordFightCred(tx, author.id, "replyWritten");
    if (answeredId && answeredId !== author.id) await recordFightCred(tx, answeredId, "replyReceived");

    const notices = replyNotifications({
      replyId,
      author,
      thread,
      parentAuthorId: parent?.userId ?? null,
      mentionedUserIds: await mentionedMemberIds(tx, input.content),
      authorFollows: await authorFollows(tx, thread),
    });
    await notify(tx, notices);
    if (request) await recordRequestResult(tx, request, replyId);
    return { reply: await findReplyRow(replyId, author.id, tx), followers: { replyId, author, thread } };
  });
  // Deleted since the request first created it.
  if (!reply) throw notFound("Reply not found");
  // Created now (not answered again for its request key): readers of the thread see it live
  // (lib/live/thread-events.ts), and its followers are told.
  if (followers) {
    announce([threadTopic(threadId)]);
    notifyFollowersOnceAnswered(followers);
  }
  return toReplyDto(reply, author);
}
