import "server-only";
import type { NotificationType, Prisma } from "@/lib/generated/prisma/client";
import { announce, memberTopic } from "@/lib/live/hub";
import { membersWhoBlocked } from "@/lib/members/restrictions";
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
 * MENTION, LIKE, POTD, THREAD_PINNED, SYSTEM). Self-notifications, duplicates per recipient within
 * one call, types the recipient turned off on /account, and anything caused by a member the
 * recipient blocked are dropped.
 */
export async function notify(tx: Prisma.TransactionClient, inputs: NotificationInput[]) {
  const seen = new Set<string>();
  const candidates = inputs.filter((input) => {
    const key = `${input.userId}:${input.type}`;
    if (input.userId === input.actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (candidates.length === 0) return;
  const turnedOff = await turnedOffByRecipients(tx, candidates);
  const blocked = await blockedActorsOf(tx, candidates);
  const data = candidates.filter((input) => !turnedOff.has(`${input.userId}:${input.type}`) && !blocked.has(`${input.userId}:${input.actorId}`));
  if (data.length === 0) return;
  await tx.notification.createMany({ data });
  // Their bells update live once the event is committed (lib/live/hub.ts).
  announce(data.map((input) => memberTopic(input.userId)));
}

/** "member:type" for each candidate recipient's turned-off types. */
async function turnedOffByRecipients(tx: Prisma.TransactionClient, inputs: NotificationInput[]) {
  const recipients = await tx.user.findMany({
    where: { id: { in: [...new Set(inputs.map((input) => input.userId))] }, notificationsOff: { isEmpty: false } },
    select: { id: true, notificationsOff: true },
  });
  return new Set(recipients.flatMap(({ id, notificationsOff }) => notificationsOff.map((type) => `${id}:${type}`)));
}

/** "recipient:actor" for each candidate recipient who blocked the member causing it. */
async function blockedActorsOf(tx: Prisma.TransactionClient, inputs: NotificationInput[]) {
  const blocked = new Set<string>();
  for (const actorId of new Set(inputs.map((input) => input.actorId))) {
    if (actorId === null) continue;
    const recipients = inputs.filter((input) => input.actorId === actorId).map((input) => input.userId);
    for (const userId of await membersWhoBlocked(tx, recipients, actorId)) blocked.add(`${userId}:${actorId}`);
  }
  return blocked;
}

/** The ids of existing members mentioned as `@username` in a new post's text. */
export function mentionedMemberIds(tx: Prisma.TransactionClient, text: string) {
  return memberIdsNamed(tx, parseMentions(text));
}

/** The ids of existing members an edit mentions that the text before it did not: only they are told. */
export function newlyMentionedMemberIds(tx: Prisma.TransactionClient, before: string, after: string) {
  const already = new Set(parseMentions(before));
  return memberIdsNamed(tx, parseMentions(after).filter((username) => !already.has(username)));
}

async function memberIdsNamed(tx: Prisma.TransactionClient, usernames: string[]) {
  if (usernames.length === 0) return [];
  const members = await tx.user.findMany({ where: { username: { in: usernames } }, select: { id: true } });
  return members.map((member) => member.id);
}
