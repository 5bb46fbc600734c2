import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import { notify } from "@/lib/notifications/notify";
import { getThread } from "./get-thread";
import { lockThreadRow } from "@/lib/row-locks";

/**
 * Pins or unpins a thread (staff only). A pin by someone other than the author earns the author
 * Fight Cred and a THREAD_PINNED notification; unpinning takes back what that pin earned and its
 * notification, so pinning and unpinning again and again does not pile them up.
 */
export async function togglePin(threadId: string, staff: SignedInViewer) {
  assertStaff(staff, "Only moderators and admins can pin threads.");
  return db.$transaction(async (tx) => {
    const thread = await lockThreadRow(tx, threadId);
    if (thread.isPinned) {
      await tx.thread.update({ where: { id: threadId }, data: { isPinned: false, pinnedAt: null, pinnedById: null } });
      if (thread.pinnedById && thread.pinnedById !== thread.userId) {
        await recordFightCred(tx, thread.userId, "staffPinReceived", -1);
        await tx.notification.deleteMany({ where: { userId: thread.userId, type: "THREAD_PINNED", threadId } });
      }
    } else {
      await tx.thread.update({ where: { id: threadId }, data: { isPinned: true, pinnedAt: new Date(), pinnedById: staff.id } });
      if (staff.id !== thread.userId) {
        await recordFightCred(tx, thread.userId, "staffPinReceived");
        await notify(tx, [
          { userId: thread.userId, actorId: staff.id, type: "THREAD_PINNED", threadId, message: `${staff.username} pinned your post "${thread.title}"` },
        ]);
      }
    }
    return getThread(threadId, staff, tx);
  });
}
