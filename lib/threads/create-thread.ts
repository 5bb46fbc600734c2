import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { claimRequestKey, recordRequestResult } from "@/lib/http/remembered-requests";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import { mentionNotice } from "@/lib/notifications/mentions";
import { mentionedMemberIds, notify } from "@/lib/notifications/notify";
import type { CreateThreadInput } from "@/lib/validation/threads";
import { getThread } from "./get-thread";
import { notifyNewThreadFollowersOnceAnswered } from "./new-thread-notices";

/** A poll created with a post stays open for a week. */
const POLL_DURATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Publishes a thread with its optional poll and image (paid members, not banned); an unknown
 * category falls back to general. The author's post count and Fight Cred and the
 * category's thread count move in the same transaction, as do MENTION notifications for each
 * `@username` in the content; the author's followers are told once it has answered
 * (lib/members/member-follows.ts). With a `requestKey` already used for a thread, the thread that
 * request created (lib/http/remembered-requests.ts).
 */
export async function createThread(input: CreateThreadInput, author: SignedInViewer, requestKey?: string) {
  assertMayPublish(author);
  const category = resolveCategory(input.categoryId);
  const request = requestKey ? { userId: author.id, key: requestKey, scope: "thread", input } : null;
  const { thread, createdNow } = await db.$transaction(async (tx) => {
    const earlier = request ? await claimRequestKey(tx, request) : null;
    if (earlier) return { thread: await getThread(earlier, author, tx), createdNow: false };
    const { id } = await tx.thread.create({
      data: {
        userId: author.id,
        categoryId: category.id,
        title: input.title,
        content: input.content,
        media: input.media?.length
          ? { create: input.media.map(({ type, url, width, height }, position) => ({ type, url, width, height, position })) }
          : undefined,
        poll: input.poll
          ? {
              create: {
                question: input.poll.question,
                expiresAt: new Date(Date.now() + POLL_DURATION_MS),
                options: { create: input.poll.options.map((text, position) => ({ text, position })) },
              },
            }
          : undefined,
        followersPending: { create: { createdAt: new Date() } },
      },
      select: { id: true },
    });
    await tx.category.update({ where: { id: category.id }, data: { threadCount: { increment: 1 } } });
    await recordFightCred(tx, author.id, "threadWritten");
    const mentioned = await mentionedMemberIds(tx, input.content);
    await notify(
      tx,
      mentioned.map((userId) => ({ userId, actorId: author.id, threadId: id, ...mentionNotice(author, input.title) })),
    );
    if (request) await recordRequestResult(tx, request, id);
    return { thread: await getThread(id, author, tx), createdNow: true };
  });
  if (createdNow) notifyNewThreadFollowersOnceAnswered({ threadId: thread.id, author, categoryName: category.name, title: thread.title });
  return thread;
}
