import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { assertMayPublish } from "@/lib/auth/permissions";
import { badRequest, forbidden, HttpError, notFound } from "@/lib/http/errors";
import { claimRequestKey, recordRequestResult } from "@/lib/http/remembered-requests";
import { announce, inboxTopic, memberTopic } from "@/lib/live/hub";
import type { FollowedMemberDto } from "@/lib/members/member-follows";
import { findMemberId } from "@/lib/members/profile";
import { blockHolds } from "@/lib/members/restrictions";
import { notify } from "@/lib/notifications/notify";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import { lockMemberRows } from "@/lib/row-locks";
import { MESSAGE_PREVIEW_LENGTH } from "@/lib/validation/limits";
import type { ListConversationsQuery, ListMessagesQuery, SendMessageInput } from "@/lib/validation/messages";

/**
 * Private messages between two members. Any signed-in member reads their conversations; sending
 * takes a paid plan (or a role that counts as paid), as posting does, neither member may have
 * blocked the other (staff cannot be blocked), and a member who takes messages only from members
 * they follow hears from those and from members they wrote to (and staff). A member is told of a
 * message by a DIRECT_MESSAGE notice once per run of messages they have not read, and their open
 * pages of /messages follow live (`inboxTopic`). Messages are plain text and never edited; their
 * sender may unsend one; they go with either account.
 */

/** The other member of a conversation, as member lists show them. */
export type MessageMemberDto = FollowedMemberDto;

export interface MessageDto {
  id: string;
  /** Empty once unsent. */
  content: string;
  createdAt: string;
  fromYou: boolean;
  /** Its sender unsent it: both members see that it was, not what it said. */
  unsent: boolean;
  /** The viewer's own message, read by the other member, while both share read receipts; an unsent one never. */
  seen: boolean;
}

/** A conversation in the member's inbox: with whom, its last message (cut short) and whether they read it. */
export interface ConversationDto {
  /** The conversation's id. */
  id: string;
  member: MessageMemberDto;
  lastMessage: MessageDto;
  unread: boolean;
}

/** GET /api/conversations's body: a page of the inbox (the next cursor travels in a header). */
export type ConversationListAnswer = ConversationDto[];

/** GET /api/users/{id}/messages's body: a page of the conversation, newest first (the next cursor travels in a header). */
export type MessageListAnswer = MessageDto[];

/**
 * The inbox's state, streamed live (GET /api/conversations/events): how many conversations are
 * unread, when the last message came, and when a message was last unsent.
 */
export interface InboxState {
  unreadCount: number;
  latestMessageAt: string | null;
  latestUnsentAt: string | null;
  /** When another member last read the viewer's messages, while both share read receipts. */
  latestSeenAt: string | null;
}

/** DELETE /api/users/{id}/messages's answer. */
export interface ConversationDeletedAnswer {
  deleted: true;
}

/** PUT /api/users/{id}/messages/read's answer. */
export interface MessagesReadAnswer {
  unread: false;
}

const MEMBER_SELECT = { id: true, username: true, imageUrl: true, role: true } as const;

/** The member a conversation page names by username, or null. */
export function findMessageMember(username: string): Promise<MessageMemberDto | null> {
  return db.user.findUnique({ where: { username: username.toLowerCase() }, select: MEMBER_SELECT });
}

interface MessageBarriers {
  blockedByThem: boolean;
  blockedByYou: boolean;
  closedToYou: boolean;
}

/**
 * Whether the member takes messages only from members they follow and those they wrote to, the
 * viewer being neither, nor staff (who can always write, as they cannot be blocked): a condition,
 * for the statements that read it with more (the send's barriers, a profile's relationship). Staff
 * travel as a parameter, so that the statement's text is the same for every viewer.
 */
export const messagesClosedTo = (viewer: { id: string; isStaff: boolean }, memberId: string) => Prisma.sql`(NOT ${viewer.isStaff}::boolean AND EXISTS (
  SELECT 1 FROM "User" u
  WHERE u.id = ${memberId} AND u."messagesFrom" = 'FOLLOWED'
    AND NOT EXISTS (SELECT 1 FROM "MemberFollow" f WHERE f."followerId" = ${memberId} AND f."memberId" = ${viewer.id})
    AND NOT EXISTS (
      SELECT 1 FROM "ConversationMember" side
      JOIN "DirectMessage" m ON m."conversationId" = side."conversationId" AND m."senderId" = ${memberId}
      WHERE side."userId" = ${memberId} AND side."otherId" = ${viewer.id}
    )
))`;

/** What may stop the viewer writing to the member, read as one statement: a block either way, and messages closed to them. */
async function messageBarriers(tx: Prisma.TransactionClient, viewer: SignedInViewer, memberId: string) {
  const [barriers] = await tx.$queryRaw<MessageBarriers[]>`
    SELECT ${blockHolds(Prisma.sql`${memberId}`, Prisma.sql`${viewer.id}`)} AS "blockedByThem",
      ${blockHolds(Prisma.sql`${viewer.id}`, Prisma.sql`${memberId}`)} AS "blockedByYou",
      ${messagesClosedTo(viewer, memberId)} AS "closedToYou"`;
  return barriers;
}

/**
 * Why the viewer may not send the member a message, as the error the send call answers, or null
 * when they may: the conversation page shows it in place of the form.
 */
function sendRefusal(viewer: SignedInViewer, memberId: string, { blockedByThem, blockedByYou, closedToYou }: MessageBarriers): HttpError | null {
  if (memberId === viewer.id) return badRequest("You cannot message yourself");
  // The send call's own gate (`paid`) refuses these first, with the same errors.
  try {
    assertMayPublish(viewer);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  if (blockedByThem) return forbidden("You cannot message this member: they have blocked you.", "BLOCKED");
  if (blockedByYou) return forbidden("You blocked this member. Unblock them on their profile to send a message.", "BLOCKED");
  if (closedToYou) return forbidden("This member only takes messages from members they follow.", "MESSAGES_CLOSED");
  return null;
}

type MessageRow = { id: string; content: string; createdAt: Date; senderId: string; unsentAt: Date | null; seen: boolean };

const toMessageDto = (row: MessageRow, viewerId: string): MessageDto => ({
  id: row.id,
  content: row.unsentAt ? "" : row.content,
  createdAt: row.createdAt.toISOString(),
  fromYou: row.senderId === viewerId,
  unsent: row.unsentAt !== null,
  seen: row.seen,
});

/**
 * Whether the message (`m`) is the viewer's own, not unsent, and read by the other member: in a
 * statement where `side` and `theirs` are the viewer's and the member's sides of the conversation
 * and `me` and `them` the two members, whose read receipts must both be on.
 */
const seenSql = (createdAt = Prisma.sql`m."createdAt"`) =>
  Prisma.sql`coalesce(m."senderId" = side."userId" AND m."unsentAt" IS NULL AND ${createdAt} <= theirs."receiptAt" AND me."readReceipts" AND them."readReceipts", false)`;

/** The member's side of the conversation whose viewer's side is `side`. */
const THEIR_SIDE = Prisma.sql`JOIN "ConversationMember" theirs ON theirs."conversationId" = side."conversationId" AND theirs."userId" = side."otherId"`;

export const messageNotFound = () => notFound("Message not found");

/**
 * `POST /api/users/{id}/messages`: sends the member a message, starting the conversation with the
 * first one. Both members' rows are locked, as a block locks them, so a message and a block never
 * cross, and two first messages make one conversation. The member is told (DIRECT_MESSAGE, unless
 * they turned it off) when they had read everything before it: one notice per unread run. With a
 * `requestKey` already used for this message, the message that request sent is answered again.
 */
export async function sendMessage(memberRef: string, input: SendMessageInput, viewer: SignedInViewer, requestKey?: string): Promise<MessageDto> {
  const memberId = await findMemberId(memberRef);
  const request = requestKey ? { userId: viewer.id, key: requestKey, scope: `message:${memberId}`, input } : null;
  const { message, sent } = await db.$transaction(async (tx) => {
    const earlier = request ? await claimRequestKey(tx, request) : null;
    if (earlier) return { message: await tx.directMessage.findUnique({ where: { id: earlier } }), sent: false };
    await lockMemberRows(tx, [viewer.id, memberId]);
    const refusal = sendRefusal(viewer, memberId, await messageBarriers(tx, viewer, memberId));
    if (refusal) throw refusal;
    // After the locks: messages of one conversation are written one at a time, in the order of their times.
    const [{ now }] = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`;
    const theirs = await tx.conversationMember.findUnique({ where: { userId_otherId: { userId: memberId, otherId: viewer.id } } });
    const conversationId =
      theirs?.conversationId ??
      (
        await tx.conversation.create({
          data: {
            members: {
              create: [
                { userId: viewer.id, otherId: memberId, lastMessageAt: now },
                { userId: memberId, otherId: viewer.id, lastMessageAt: now },
              ],
            },
          },
          select: { id: true },
        })
      ).id;
    const created = await tx.directMessage.create({ data: { conversationId, senderId: viewer.id, content: input.content, createdAt: now } });
    // Both sides move to the new message; the sender has read it.
    await tx.$executeRaw`
      UPDATE "ConversationMember" side
      SET "lastMessageAt" = m."createdAt", "readAt" = CASE WHEN side."userId" = ${viewer.id} THEN m."createdAt" ELSE side."readAt" END
      FROM "DirectMessage" m
      WHERE m.id = ${created.id} AND side."conversationId" = m."conversationId"`;
    const caughtUp = !theirs || (theirs.readAt !== null && theirs.readAt >= theirs.lastMessageAt);
    if (caughtUp) await notify(tx, [{ userId: memberId, actorId: viewer.id, type: "DIRECT_MESSAGE", message: `${viewer.username} sent you a message` }]);
    if (request) await recordRequestResult(tx, request, created.id);
    return { message: created, sent: true };
  });
  // Messages go only with their conversation, when either account is deleted.
  if (!message) throw notFound("Message not found");
  if (sent) announce([inboxTopic(memberId), inboxTopic(viewer.id)]);
  return toMessageDto({ ...message, seen: false }, viewer.id);
}

/** The text a list shows of a message: its first characters on one line. */
function previewOf(content: string) {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length <= MESSAGE_PREVIEW_LENGTH ? line : `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/**
 * `GET /api/conversations`: the member's conversations, the latest message first (keyset on their
 * inbox's index), each with the other member, its last message cut short and whether it is unread.
 */
export async function listConversations(viewer: SignedInViewer, query: ListConversationsQuery) {
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`side."lastMessageAt"`, Prisma.sql`side."conversationId"`, "desc", query.cursor)}` : Prisma.empty;
  const rows = await queryRows<{
    id: string;
    lastMessageAt: Date;
    readAt: Date | null;
    memberId: string;
    username: string;
    imageUrl: string | null;
    role: Role;
    messageId: string;
    content: string;
    senderId: string;
    unsentAt: Date | null;
    seen: boolean;
  }>(Prisma.sql`
    SELECT side."conversationId" AS id, side."lastMessageAt", side."readAt",
      them.id AS "memberId", them.username, them."imageUrl", them.role,
      m.id AS "messageId", left(m.content, ${MESSAGE_PREVIEW_LENGTH * 2}) AS content, m."senderId", m."unsentAt",
      ${seenSql(Prisma.sql`side."lastMessageAt"`)} AS seen
    FROM "ConversationMember" side
    JOIN "User" me ON me.id = side."userId"
    JOIN "User" them ON them.id = side."otherId"
    ${THEIR_SIDE}
    CROSS JOIN LATERAL (
      SELECT last.id, last.content, last."senderId", last."unsentAt" FROM "DirectMessage" last
      WHERE last."conversationId" = side."conversationId"
      ORDER BY last."createdAt" DESC, last.id DESC
      LIMIT 1
    ) m
    WHERE side."userId" = ${viewer.id} AND (side."clearedAt" IS NULL OR side."lastMessageAt" > side."clearedAt") ${after}
    ORDER BY side."lastMessageAt" DESC, side."conversationId" DESC
    LIMIT ${query.limit}`);
  const conversations = rows.map(
    (row): ConversationDto => ({
      id: row.id,
      member: { id: row.memberId, username: row.username, imageUrl: row.imageUrl, role: row.role },
      lastMessage: toMessageDto({ id: row.messageId, content: previewOf(row.content), createdAt: row.lastMessageAt, senderId: row.senderId, unsentAt: row.unsentAt, seen: row.seen }, viewer.id),
      unread: row.readAt === null || row.readAt < row.lastMessageAt,
    }),
  );
  return { conversations, nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row.lastMessageAt) };
}

/**
 * A page of the conversation between the viewer and `memberId`, newest first: none before the first
 * message, nor those before the viewer deleted the conversation.
 */
async function listMessagesWith(memberId: string, viewer: SignedInViewer, query: ListMessagesQuery) {
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`m."createdAt"`, Prisma.sql`m.id`, "desc", query.cursor)}` : Prisma.empty;
  const rows = await queryRows<MessageRow>(Prisma.sql`
    SELECT m.id, m.content, m."createdAt", m."senderId", m."unsentAt", ${seenSql()} AS seen
    FROM "ConversationMember" side
    JOIN "User" me ON me.id = side."userId"
    JOIN "User" them ON them.id = side."otherId"
    ${THEIR_SIDE}
    JOIN "DirectMessage" m ON m."conversationId" = side."conversationId"
    WHERE side."userId" = ${viewer.id} AND side."otherId" = ${memberId}
      AND (side."clearedAt" IS NULL OR m."createdAt" > side."clearedAt") ${after}
    ORDER BY m."createdAt" DESC, m.id DESC
    LIMIT ${query.limit}`);
  return {
    messages: rows.map((row) => toMessageDto(row, viewer.id)),
    nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row.createdAt),
  };
}

/** `GET /api/users/{id}/messages`: the conversation with the member named by our id or Clerk id. */
export async function listMessages(memberRef: string, viewer: SignedInViewer, query: ListMessagesQuery) {
  return listMessagesWith(await findMemberId(memberRef), viewer, query);
}

/**
 * A conversation page (/messages/{username}): the other member, the newest page of messages, and
 * why the viewer may not write (the message the send call would answer), or null.
 */
export async function getConversation(member: MessageMemberDto, viewer: SignedInViewer, query: ListMessagesQuery) {
  const [page, barriers] = await Promise.all([listMessagesWith(member.id, viewer, query), messageBarriers(db, viewer, member.id)]);
  const refusal = sendRefusal(viewer, member.id, barriers);
  return { ...page, refusal: refusal && { code: refusal.code, message: refusal.message }, blockedByYou: barriers.blockedByYou };
}

/** The member's unread DIRECT_MESSAGE notices from the other member are read (a statement for a transaction). */
const markMessageNoticesRead = (viewerId: string, memberId: string) =>
  db.notification.updateMany({ where: { userId: viewerId, actorId: memberId, type: "DIRECT_MESSAGE", isRead: false }, data: { isRead: true } });

/**
 * `PUT /api/users/{id}/messages/read`: the viewer read the conversation up to its last message, and
 * its DIRECT_MESSAGE notices: their bell and inbox follow live. While the viewer shares read
 * receipts, their side also records how far they read for the member (`receiptAt`), whose open
 * pages show it. Only the viewer's own side is written, so a read never waits on the member's.
 */
export async function markConversationRead(memberRef: string, viewer: SignedInViewer): Promise<MessagesReadAnswer> {
  const memberId = await findMemberId(memberRef);
  const [[side], notices] = await db.$transaction([
    // `before` is read from the statement's snapshot: the side as it was, to tell what moved.
    db.$queryRaw<{ read: boolean; told: boolean }[]>`
      UPDATE "ConversationMember" side
      SET "readAt" = side."lastMessageAt", "receiptAt" = CASE WHEN reader."readReceipts" THEN side."lastMessageAt" ELSE side."receiptAt" END
      FROM "User" reader, "ConversationMember" before
      WHERE side."userId" = ${viewer.id} AND side."otherId" = ${memberId} AND reader.id = side."userId"
        AND before."userId" = side."userId" AND before."otherId" = side."otherId"
        AND (side."readAt" IS DISTINCT FROM side."lastMessageAt" OR (reader."readReceipts" AND side."receiptAt" IS DISTINCT FROM side."lastMessageAt"))
      RETURNING side."readAt" IS DISTINCT FROM before."readAt" AS read, side."receiptAt" IS DISTINCT FROM before."receiptAt" AS told`,
    markMessageNoticesRead(viewer.id, memberId),
  ]);
  announce([...(side?.read ? [inboxTopic(viewer.id)] : []), ...(side?.told ? [inboxTopic(memberId)] : []), ...(notices.count > 0 ? [memberTopic(viewer.id)] : [])]);
  return { unread: false };
}

/**
 * `DELETE /api/users/{id}/messages`: the viewer deletes their conversation with the member from
 * their inbox. Its messages so far are gone for them (read, their notices too), not for the member;
 * a new message from either brings the conversation back with the messages after it.
 */
export async function deleteConversation(memberRef: string, viewer: SignedInViewer): Promise<ConversationDeletedAnswer> {
  const memberId = await findMemberId(memberRef);
  const [sides, notices] = await db.$transaction([
    db.$executeRaw`
      UPDATE "ConversationMember" SET "clearedAt" = "lastMessageAt", "readAt" = "lastMessageAt"
      WHERE "userId" = ${viewer.id} AND "otherId" = ${memberId} AND "clearedAt" IS DISTINCT FROM "lastMessageAt"`,
    markMessageNoticesRead(viewer.id, memberId),
  ]);
  if (sides === 0) throw notFound("You have no messages with this member");
  announce([inboxTopic(viewer.id), ...(notices.count > 0 ? [memberTopic(viewer.id)] : [])]);
  return { deleted: true };
}

/**
 * `DELETE /api/messages/{id}`: the sender unsends their message, for both members: each sees that
 * it was unsent, not what it said, and its text is emptied, unless the other member reported it (the
 * moderators keep reading what they were shown). The message is locked first, as a report locks it
 * (lib/moderation/reports.ts), so an unsend and a report never cross. Unsent again: the same answer.
 * A message of a conversation not the viewer's is not found; the other member's is theirs to keep.
 * When it leaves the other member nothing unread from the sender, the conversation is read for
 * them and their unread notice of it goes: neither their bell nor their inbox calls them to a
 * message that is not there.
 */
export async function unsendMessage(messageId: string, viewer: SignedInViewer): Promise<MessageDto> {
  const { message, otherId, noticesTakenBack } = await db.$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<(MessageRow & { otherId: string; conversationId: string })[]>`
      SELECT m.id, m.content, m."createdAt", m."senderId", m."unsentAt", false AS seen, side."otherId", m."conversationId"
      FROM "DirectMessage" m
      JOIN "ConversationMember" side ON side."conversationId" = m."conversationId" AND side."userId" = ${viewer.id}
      WHERE m.id = ${messageId}
      FOR UPDATE OF m`;
    if (!found) throw messageNotFound();
    if (found.senderId !== viewer.id) throw forbidden("You can only unsend messages you sent.");
    if (found.unsentAt) return { message: found, otherId: null, noticesTakenBack: 0 };
    // Both sides of the conversation take the time, which their inbox's live state reads.
    const [unsent] = await tx.$queryRaw<MessageRow[]>`
      WITH unsent AS (
        UPDATE "DirectMessage" m
        SET "unsentAt" = now() AT TIME ZONE 'UTC',
          content = CASE WHEN EXISTS (SELECT 1 FROM "MemberReport" r WHERE r."messageId" = m.id) THEN m.content ELSE '' END
        WHERE m.id = ${messageId}
        RETURNING m.id, m.content, m."createdAt", m."senderId", m."unsentAt", m."conversationId"
      ), sides AS (
        UPDATE "ConversationMember" side SET "lastUnsentAt" = unsent."unsentAt" FROM unsent WHERE side."conversationId" = unsent."conversationId"
      )
      SELECT id, content, "createdAt", "senderId", "unsentAt", false AS seen FROM unsent`;
    // Nothing from the sender left unread by the other member: the conversation is read for them,
    // so that the sender's next message rings their bell again, and its unread notice goes.
    const noticesTakenBack = await tx.$executeRaw`
      WITH nothing_left AS (
        SELECT 1 WHERE NOT EXISTS (
          SELECT 1 FROM "DirectMessage" m
          JOIN "ConversationMember" theirs ON theirs."conversationId" = m."conversationId" AND theirs."userId" = ${found.otherId}
          WHERE m."conversationId" = ${found.conversationId} AND m."senderId" = ${viewer.id} AND m."unsentAt" IS NULL
            AND (theirs."readAt" IS NULL OR m."createdAt" > theirs."readAt")
        )
      ), caught_up AS (
        UPDATE "ConversationMember" SET "readAt" = "lastMessageAt"
        WHERE "conversationId" = ${found.conversationId} AND "userId" = ${found.otherId} AND "readAt" IS DISTINCT FROM "lastMessageAt"
          AND EXISTS (SELECT 1 FROM nothing_left)
      )
      DELETE FROM "Notification"
      WHERE "userId" = ${found.otherId} AND "actorId" = ${viewer.id} AND type = 'DIRECT_MESSAGE' AND NOT "isRead"
        AND EXISTS (SELECT 1 FROM nothing_left)`;
    return { message: unsent, otherId: found.otherId, noticesTakenBack };
  });
  // Both members' open pages of /messages read the conversation again; the other's bell, a notice gone.
  if (otherId) announce([inboxTopic(viewer.id), inboxTopic(otherId), ...(noticesTakenBack > 0 ? [memberTopic(otherId)] : [])]);
  return toMessageDto(message, viewer.id);
}

/**
 * The inbox's state (the live stream's event): unread conversations, the latest message's time, the
 * latest unsend's, and when another member last read the viewer's messages (none while the viewer
 * does not share read receipts: they learn nothing of others' reads, not even from the stream).
 */
export async function readInboxState(viewerId: string): Promise<InboxState> {
  const [state] = await db.$queryRaw<{ unreadCount: number; latestMessageAt: Date | null; latestUnsentAt: Date | null; latestSeenAt: Date | null }[]>`
    SELECT count(*) FILTER (WHERE side."readAt" IS NULL OR side."readAt" < side."lastMessageAt")::int AS "unreadCount", max(side."lastMessageAt") AS "latestMessageAt",
      max(side."lastUnsentAt") AS "latestUnsentAt",
      max(theirs."receiptAt") FILTER (WHERE (SELECT "readReceipts" FROM "User" WHERE id = ${viewerId})) AS "latestSeenAt"
    FROM "ConversationMember" side ${THEIR_SIDE}
    WHERE side."userId" = ${viewerId}`;
  return {
    unreadCount: state.unreadCount,
    latestMessageAt: state.latestMessageAt?.toISOString() ?? null,
    latestUnsentAt: state.latestUnsentAt?.toISOString() ?? null,
    latestSeenAt: state.latestSeenAt?.toISOString() ?? null,
  };
}
