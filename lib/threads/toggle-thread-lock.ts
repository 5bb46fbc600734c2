import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { announce, threadTopic } from "@/lib/live/hub";

/** Locks an open thread or reopens a locked one (staff only), atomically. */
export async function toggleThreadLock(threadId: string, staff: SignedInViewer) {
  assertStaff(staff, "Only moderators and admins can lock threads.");
  const rows = await db.$queryRaw<{ isLocked: boolean }[]>`
    UPDATE "Thread" SET "isLocked" = NOT "isLocked" WHERE id = ${threadId} RETURNING "isLocked"`;
  if (rows.length === 0) throw notFound("Thread not found");
  announce([threadTopic(threadId)]);
  return { isLocked: rows[0].isLocked };
}

export type ThreadLockAnswer = Awaited<ReturnType<typeof toggleThreadLock>>;
