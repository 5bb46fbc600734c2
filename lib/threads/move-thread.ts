import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { resolveCategory, type CategoryId } from "@/lib/categories";
import { db } from "@/lib/db";
import { announce, threadTopic } from "@/lib/live/hub";
import { notify } from "@/lib/notifications/notify";
import { lockThreadRow } from "@/lib/row-locks";

/** PUT /api/threads/{id}/category answers where the thread is now. */
export interface MoveThreadAnswer {
  categoryId: CategoryId;
  categoryName: string;
}

/**
 * Staff move a thread posted in the wrong category. Its replies, counts and search entry go with it
 * (the entry by its trigger), both categories' thread counts follow, its author is told (SYSTEM,
 * linking to the thread), and its open pages show the new category live. Moving it where it
 * already is changes nothing and tells no one.
 */
export async function moveThread(threadId: string, categoryId: CategoryId, staff: SignedInViewer): Promise<MoveThreadAnswer> {
  assertStaff(staff);
  const category = resolveCategory(categoryId);
  const moved = await db.$transaction(async (tx) => {
    // 404 when the thread is gone; held until commit, so it cannot go meanwhile.
    const thread = await lockThreadRow(tx, threadId);
    if (thread.categoryId === category.id) return false;
    await tx.thread.update({ where: { id: thread.id }, data: { categoryId: category.id } });
    // In id order, so two moves between the same categories never wait on each other in a circle.
    for (const id of [thread.categoryId, category.id].sort()) {
      await tx.category.update({ where: { id }, data: { threadCount: id === category.id ? { increment: 1 } : { decrement: 1 } } });
    }
    await notify(tx, [
      { userId: thread.userId, actorId: staff.id, type: "SYSTEM", threadId: thread.id, message: `The moderators moved your thread to ${category.name}.` },
    ]);
    return true;
  });
  if (moved) announce([threadTopic(threadId)]);
  return { categoryId: category.id, categoryName: category.name };
}
