import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { formatWait } from "@/lib/format";
import { notFound } from "@/lib/http/errors";
import { RateLimitedError } from "@/lib/http/rate-limit";
import { announce, threadTopic } from "@/lib/live/hub";

/**
 * Slow mode (issue 20): staff set a minimum interval between one member's replies in a thread (a
 * live thread on fight night, say). The server refuses a faster reply with 429 SLOW_MODE and the
 * seconds left, which the composer counts down. Staff are never slowed.
 */

/** PUT /api/threads/{id}/slow-mode answers the thread's interval now. */
export interface SlowModeAnswer {
  slowModeSeconds: number;
}

/** Sets the thread's interval in seconds (0 turns slow mode off); staff only. */
export async function setSlowMode(threadId: string, seconds: number, staff: SignedInViewer): Promise<SlowModeAnswer> {
  assertStaff(staff, "Only moderators and admins can set slow mode.");
  const { count } = await db.thread.updateMany({ where: { id: threadId }, data: { slowModeSeconds: seconds } });
  if (count === 0) throw notFound("Thread not found");
  announce([threadTopic(threadId)]);
  return { slowModeSeconds: seconds };
}

/**
 * Refuses a reply that comes sooner than the thread's slow mode allows after the member's last
 * reply there. Runs in the reply's transaction, with the thread row locked, so two quick replies of
 * one member are counted one after the other.
 */
export async function assertSlowModeAllows(tx: Prisma.TransactionClient, thread: { id: string; slowModeSeconds: number }, author: SignedInViewer, now: Date) {
  if (thread.slowModeSeconds === 0 || author.isStaff) return;
  const last = await tx.reply.findFirst({ where: { threadId: thread.id, userId: author.id }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  if (!last) return;
  const waitSeconds = Math.ceil((last.createdAt.getTime() + thread.slowModeSeconds * 1000 - now.getTime()) / 1000);
  if (waitSeconds > 0) {
    throw new RateLimitedError(`Slow mode is on in this thread: you can reply again in ${formatWait(waitSeconds)}.`, waitSeconds, "SLOW_MODE");
  }
}
