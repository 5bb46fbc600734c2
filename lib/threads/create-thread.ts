import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/fight-cred";
import type { CreateThreadInput } from "@/lib/validation/threads";
import { getThread } from "./get-thread";

/** A poll created with a post stays open for a week. */
const POLL_DURATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Publishes a thread with its optional poll and image. The plan gate is the route's (`paid`); an
 * unknown category falls back to general. The author's post count and Fight Cred and the
 * category's thread count move in the same transaction.
 */
export async function createThread(input: CreateThreadInput, author: SignedInViewer) {
  const category = resolveCategory(input.categoryId);
  return db.$transaction(async (tx) => {
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
      },
      select: { id: true },
    });
    await tx.category.update({ where: { id: category.id }, data: { threadCount: { increment: 1 } } });
    await recordFightCred(tx, author.id, "threadWritten");
    return getThread(id, author, tx);
  });
}
