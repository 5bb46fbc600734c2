import "server-only";
import type { NotificationType, Prisma } from "@/lib/generated/prisma/client";
import { parseMentions } from "./mentions";

export interface NotificationInput {
  /** Who receives it. */
  userId: string;
  /** Who caused it; a member is never notified of their own action. */
  actorId: string | null;
  type: NotificationType;
  message: string;
  threadId?: string | null;
  replyId?: string | null;
}

/**
 * Records notifications in the transaction of the event that caused them (DESIGN.md: REPLY,
 * MENTION, LIKE, POTD, THREAD_PINNED, SYSTEM). Self-notifications and duplicates per recipient
 * within one call are dropped.
 */
export async function notify(tx: Prisma.TransactionClient, inputs: NotificationInput[]) {
  const seen = new Set<string>();
  const data = inputs.filter((input) => {
    const key = `${input.userId}:${input.type}`;
    if (input.userId === input.actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (data.length > 0) await tx.notification.createMany({ data });
}

/** The ids of existing members mentioned as `@username` in a new post's text. */
export async function mentionedMemberIds(tx: Prisma.TransactionClient, text: string) {
  const usernames = parseMentions(text);
  if (usernames.length === 0) return [];
  const members = await tx.user.findMany({ where: { username: { in: usernames } }, select: { id: true } });
  return members.map((member) => member.id);
}
