import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { announce, threadTopic } from "@/lib/live/hub";
import { forbidden, notFound } from "@/lib/http/errors";
import { mentionNotice } from "@/lib/notifications/mentions";
import { newlyMentionedMemberIds, notify } from "@/lib/notifications/notify";
import { lockThreadRow } from "@/lib/row-locks";
import { EDIT_WINDOW_CLOSED_MESSAGE, isWithinEditWindow } from "@/lib/validation/limits";
import type { UpdateReplyInput } from "@/lib/validation/replies";
import { toReplyDto } from "./reply-dto";
import { findReplyRow } from "./reply-rows";

/**
 * Changes a reply's text: only its author, only within 1 hour of posting (DESIGN.md), under the
 * rule for posting (a banned member or one whose plan ended may not), and not once its thread is
 * locked. Only the members an edit newly mentions are told (MENTION); pages open on the thread
 * get the new text live (lib/live/thread-events.ts).
 */
export async function updateReply(replyId: string, input: Pick<UpdateReplyInput, "content">, author: SignedInViewer) {
  assertMayPublish(author);
  const located = await db.reply.findUnique({ where: { id: replyId }, select: { threadId: true } });
  if (!located) throw notFound("Reply not found");
  const edited = await db.$transaction(async (tx) => {
    // Its thread first (lib/row-locks.ts): a lock or a deletion of the thread meanwhile is seen.
    const thread = await lockThreadRow(tx, located.threadId);
    const reply = await tx.reply.findUnique({ where: { id: replyId }, select: { userId: true, content: true, createdAt: true, deletedAt: true } });
    if (!reply || reply.deletedAt) throw notFound("Reply not found");
    if (reply.userId !== author.id) throw forbidden("You can only edit your own replies.");
    if (!isWithinEditWindow(reply.createdAt)) throw forbidden(EDIT_WINDOW_CLOSED_MESSAGE, "EDIT_WINDOW_CLOSED");
    if (thread.isLocked) throw forbidden("This thread is locked. Its replies can no longer be edited.", "THREAD_LOCKED");
    await tx.reply.update({ where: { id: replyId }, data: { content: input.content, editedAt: new Date() }, select: { id: true } });
    const row = (await findReplyRow(replyId, author.id, tx))!;
    const mentioned = await newlyMentionedMemberIds(tx, reply.content, input.content);
    await notify(
      tx,
      mentioned.map((userId) => ({ userId, actorId: author.id, threadId: thread.id, replyId, ...mentionNotice(author, thread.title) })),
    );
    return toReplyDto(row, author);
  });
  announce([threadTopic(located.threadId)]);
  return edited;
}
