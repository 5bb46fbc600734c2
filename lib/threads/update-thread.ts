import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/http/errors";
import { announce, threadTopic } from "@/lib/live/hub";
import { mentionNotice } from "@/lib/notifications/mentions";
import { newlyMentionedMemberIds, notify } from "@/lib/notifications/notify";
import { EDIT_WINDOW_CLOSED_MESSAGE, isWithinEditWindow } from "@/lib/validation/limits";
import type { UpdateThreadInput } from "@/lib/validation/threads";
import { getThread } from "./get-thread";
import { lockThreadRow } from "@/lib/row-locks";

/**
 * Edits the title and content: only the author, only within 1 hour of publishing, under the rule
 * for posting (not banned, paid). Pages open on the thread get the new text live
 * (lib/live/thread-events.ts).
 */
export async function updateThread(threadId: string, input: UpdateThreadInput, viewer: SignedInViewer) {
  assertMayPublish(viewer);
  const edited = await db.$transaction(async (tx) => {
    const thread = await lockThreadRow(tx, threadId);
    if (thread.userId !== viewer.id) throw forbidden("You can only edit your own posts.");
    if (!isWithinEditWindow(thread.createdAt)) throw forbidden(EDIT_WINDOW_CLOSED_MESSAGE, "EDIT_WINDOW_CLOSED");
    const before = await tx.thread.findUniqueOrThrow({ where: { id: threadId }, select: { content: true } });
    await tx.thread.update({
      where: { id: threadId },
      data: { title: input.title, content: input.content, editedAt: new Date() },
    });
    // Only the members the edit newly mentions are told, as a new post would tell them.
    const mentioned = await newlyMentionedMemberIds(tx, before.content, input.content);
    await notify(tx, mentioned.map((userId) => ({ userId, actorId: viewer.id, threadId, ...mentionNotice(viewer, input.title) })));
    return getThread(threadId, viewer, tx);
  });
  announce([threadTopic(threadId)]);
  return edited;
}
