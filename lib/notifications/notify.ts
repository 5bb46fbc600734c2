import "server-only";
import { after } from "next/server";
import { type NotificationType, Prisma } from "@/lib/generated/prisma/client";
import { announce, memberTopic } from "@/lib/live/hub";
import { errorLine } from "@/lib/logging/error-line";
import { blockHolds } from "@/lib/members/restrictions";
import { parseMentions } from "./mentions";
import { pruneExpiredNotificationsWhenDue } from "./retention";

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
 * The condition under which the member `recipient` (an alias of a "User" row) takes a notification
 * of `type` caused by `actorId`: they did not turn the type off on /account, and no block of theirs
 * holds against the actor (blockHolds: staff cannot be blocked). notify() and the followers'
 * notices (lib/threads/follow.ts) both filter by it.
 */
export function takesNotification(recipient: Prisma.Sql, type: Prisma.Sql, actorId: Prisma.Sql) {
  return Prisma.sql`NOT (${type} = ANY(${recipient}."notificationsOff")) AND NOT ${blockHolds(Prisma.sql`${recipient}.id`, actorId)}`;
}

/**
 * Records notifications in the transaction of the event that caused them (DESIGN.md: REPLY,
 * MENTION, LIKE, POTD, THREAD_PINNED, SYSTEM), in one statement. Self-notifications, duplicates per
 * recipient within one call, and those the recipient does not take (takesNotification) are dropped.
 * Answers how many were recorded.
 */
export async function notify(tx: Prisma.TransactionClient, inputs: NotificationInput[]) {
  const seen = new Set<string>();
  const candidates = inputs.filter((input) => {
    const key = `${input.userId}:${input.type}`;
    if (input.userId === input.actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (candidates.length === 0) return 0;
  const told = await tx.$queryRaw<{ userId: string }[]>`
    INSERT INTO "Notification" (id, "userId", "actorId", type, "threadId", "replyId", message, "createdAt")
    SELECT gen_random_uuid()::text, n."userId", n."actorId", n.type, n."threadId", n."replyId", n.message, clock_timestamp() AT TIME ZONE 'UTC'
    FROM unnest(
      ${candidates.map((input) => input.userId)}::text[], ${candidates.map((input) => input.actorId)}::text[],
      ${candidates.map((input) => input.type)}::"NotificationType"[], ${candidates.map((input) => input.threadId ?? null)}::text[],
      ${candidates.map((input) => input.replyId ?? null)}::text[], ${candidates.map((input) => input.message)}::text[]
    ) WITH ORDINALITY AS n("userId", "actorId", type, "threadId", "replyId", message, position)
    JOIN "User" recipient ON recipient.id = n."userId"
    WHERE ${takesNotification(Prisma.sql`recipient`, Prisma.sql`n.type`, Prisma.sql`n."actorId"`)}
    ORDER BY n.position
    RETURNING "userId"`;
  // Their bells update live once the event is committed (lib/live/hub.ts).
  announce(told.map(({ userId }) => memberTopic(userId)));
  if (told.length > 0) pruneExpiredNotificationsWhenDue();
  return told.length;
}

/**
 * Tells a post's followers once its request has answered (`tell`), then those whose telling a
 * stopped server never made (`tellLeftBehind`): the notices of a crowd would otherwise hold the
 * post's transaction and its answer (lib/threads/follow.ts, lib/members/member-follows.ts). A
 * failure is logged as `failure`: the post stands.
 */
export function tellFollowersOnceAnswered(tell: () => Promise<void>, tellLeftBehind: () => Promise<unknown>, failure: string) {
  after(async () => {
    try {
      await tell();
      await tellLeftBehind();
    } catch (error) {
      console.error(`[follow] ${failure}: ${errorLine(error)}`);
    }
  });
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
