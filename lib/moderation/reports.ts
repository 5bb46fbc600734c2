import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import { isStaff, STAFF_ROLES } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { publicProfileSelect, toPublicProfileDto } from "@/lib/members/member-dto";
import { messageNotFound } from "@/lib/messages/messages";
import { notify } from "@/lib/notifications/notify";
import type { CursorPosition } from "@/lib/pagination/cursor";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import { toReplyDto } from "@/lib/replies/reply-dto";
import { findReplyRows } from "@/lib/replies/reply-rows";
import { findStandingPost, postNotFound, type PostTarget } from "@/lib/threads/post-target";
import { toThreadDto } from "@/lib/threads/thread-dto";
import { findThreadRows } from "@/lib/threads/thread-rows";
import type { ReportMemberInput, ReportMessageInput, ReportPostInput } from "@/lib/validation/reports";
import { REPORT_REASON_LABELS, type ReportReason } from "@/lib/validation/report-reasons";

const STAFF_ONLY = "Only moderators and admins can handle reports.";

/** POST /api/threads/{id}/report and /api/replies/{id}/report answer this (201). */
export interface ReportAnswer {
  reported: true;
}

/** What a member reports to the moderators: a thread, a reply, or another member. */
export type ReportTarget = PostTarget | { memberId: string };
type ReportKind = "thread" | "reply" | "member";

/** The target a queue entry's kind and id name (the dismiss endpoint's body). */
export const reportTargetOf = ({ kind, id }: { kind: ReportKind; id: string }): ReportTarget =>
  kind === "thread" ? { threadId: id } : kind === "reply" ? { replyId: id } : { memberId: id };

const nounOf = (target: ReportTarget) => ("threadId" in target ? "thread" : "replyId" in target ? "reply" : "member");

/** What a report names in staff's notice: the post, the member, or the message a member was reported from. */
type ReportedThing = ReturnType<typeof nounOf> | "message";

/**
 * Tells every moderator and admin (a REPORT notice, which opens the queue) that a post or member
 * entered the queue. Called on a report that found no other open one, so a post reported
 * fifty times is one notice each. Two first reports at once may both tell; neither can miss it,
 * since each sees the other's row only once it has committed, by which time that one has told.
 */
async function tellStaffOfReport(
  tx: Prisma.TransactionClient,
  target: ReportTarget,
  threadId: string | null,
  reason: ReportReason,
  reporterId: string,
  reported: ReportedThing = nounOf(target),
) {
  const staff = await tx.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: { id: true } });
  const message = `A ${reported} was reported to the moderators (${REPORT_REASON_LABELS[reason]}).`;
  await notify(
    tx,
    staff.map(({ id }) => ({ userId: id, actorId: reporterId, type: "REPORT" as const, threadId, replyId: "replyId" in target ? target.replyId : null, message })),
  );
}

/**
 * A member reports a thread or a reply to the moderators: once per post, never their own, not
 * while banned; staff act on posts instead. The post's author is not told; staff are, when the post enters the queue.
 */
export async function reportPost(target: PostTarget, input: ReportPostInput, viewer: SignedInViewer): Promise<ReportAnswer> {
  if (viewer.isBanned) throw forbidden("Your account has been banned from reporting posts.", "BANNED");
  if (viewer.isStaff) throw forbidden("Moderators and admins don't report posts: they act on them");
  const { authorId, threadId } = await findStandingPost(target);
  if (authorId === viewer.id) throw forbidden("You can't report your own post");
  const reported = await unlessDeletedMeanwhile(
    db.$transaction(async (tx) => {
      // The unique keys (reporter, post) turn a second report, or two at once, into no row.
      const { count } = await tx.postReport.createMany({
        data: [{ reporterId: viewer.id, ...target, reason: input.reason, details: input.details }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      const otherOpenReports = await tx.postReport.count({ where: { ...target, status: "OPEN", reporterId: { not: viewer.id } } });
      if (otherOpenReports === 0) await tellStaffOfReport(tx, target, threadId, input.reason, viewer.id);
      return true;
    }),
    () => postNotFound(target),
  );
  if (!reported) throw conflict("You have already reported this post", "ALREADY_REPORTED");
  return { reported: true };
}

const memberNotFound = () => notFound("User not found");

/**
 * Files a report of `memberId` by the viewer, with the private message it came from if any: once
 * per member, never staff nor a member already banned; staff are told when the member enters the queue.
 */
async function fileMemberReport(memberId: string, input: ReportMemberInput, viewer: SignedInViewer, messageId: string | null) {
  const member = await db.user.findUnique({ where: { id: memberId }, select: { role: true, isBanned: true } });
  if (!member) throw memberNotFound();
  if (isStaff(member.role)) throw forbidden("Moderators and admins can't be reported");
  if (member.isBanned) throw conflict("This member is already banned", "ALREADY_BANNED");
  const reported = await unlessDeletedMeanwhile(
    db.$transaction(async (tx) => {
      // The message is locked as an unsend locks it (lib/messages/messages.ts): one unsent meanwhile is not found.
      if (messageId && (await tx.$queryRaw<unknown[]>`SELECT 1 FROM "DirectMessage" WHERE id = ${messageId} AND "unsentAt" IS NULL FOR SHARE`).length === 0) {
        throw messageNotFound();
      }
      const { count } = await tx.memberReport.createMany({
        data: [{ reporterId: viewer.id, memberId, messageId, reason: input.reason, details: input.details }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      const otherOpenReports = await tx.memberReport.count({ where: { memberId, status: "OPEN", reporterId: { not: viewer.id } } });
      if (otherOpenReports === 0) await tellStaffOfReport(tx, { memberId }, null, input.reason, viewer.id, messageId ? "message" : "member");
      return true;
    }),
    messageId ? messageNotFound : memberNotFound,
  );
  if (!reported) throw conflict("You have already reported this member", "ALREADY_REPORTED");
  return { reported: true } as const;
}

/**
 * A member reports another member (their name, picture or links) to the moderators: once per
 * member, never themselves, nor staff, nor a member already banned; not while banned, nor as staff. The member
 * reported is not told; staff are, when the member enters the queue.
 */
export async function reportMember(memberId: string, input: ReportMemberInput, viewer: SignedInViewer): Promise<ReportAnswer> {
  if (viewer.isBanned) throw forbidden("Your account has been banned from reporting members.", "BANNED");
  if (viewer.isStaff) throw forbidden("Moderators and admins don't report members: they act on them");
  if (memberId === viewer.id) throw forbidden("You can't report yourself");
  return fileMemberReport(memberId, input, viewer, null);
}

/**
 * A member reports a private message they received: its sender is reported as a member is (once
 * per member, the same refusals), and the moderators read that one message beside the report, no
 * other of the conversation. Another member's message is not found.
 */
export async function reportMessage(messageId: string, input: ReportMessageInput, viewer: SignedInViewer): Promise<ReportAnswer> {
  if (viewer.isBanned) throw forbidden("Your account has been banned from reporting messages.", "BANNED");
  if (viewer.isStaff) throw forbidden("Moderators and admins don't report messages: they act on them");
  const message = await db.directMessage.findFirst({
    where: { id: messageId, unsentAt: null, conversation: { members: { some: { userId: viewer.id } } } },
    select: { senderId: true },
  });
  if (!message) throw messageNotFound();
  if (message.senderId === viewer.id) throw forbidden("You can't report your own message");
  return fileMemberReport(message.senderId, input, viewer, messageId);
}

/** Tells each reporter, by a SYSTEM notice from the staff member, what came of their report. */
function thankReporters(tx: Prisma.TransactionClient, reporters: { reporterId: string }[], staffId: string, message: string, threadId: string | null = null) {
  return notify(
    tx,
    reporters.map(({ reporterId }) => ({ userId: reporterId, actorId: staffId, type: "SYSTEM" as const, threadId, message })),
  );
}

const MEMBER_REPORT_OUTCOMES = {
  banned: "The member you reported was banned by the moderators. Thanks for reporting them.",
  reset: "The moderators removed the picture, name, bio and links of the member you reported. Thanks for reporting them.",
};

/**
 * When staff ban a member or reset their profile, the open reports of that member are closed (a
 * reporter may report them again) and each reporter hears what was done. Called in that action's
 * transaction.
 */
export async function closeMemberReports(tx: Prisma.TransactionClient, memberId: string, staffId: string, outcome: keyof typeof MEMBER_REPORT_OUTCOMES) {
  const reporters = await tx.$queryRaw<{ reporterId: string }[]>`
    DELETE FROM "MemberReport" WHERE "memberId" = ${memberId} AND status = 'OPEN' RETURNING "reporterId"`;
  await thankReporters(tx, reporters, staffId, MEMBER_REPORT_OUTCOMES[outcome]);
}

/**
 * When staff delete a post someone else wrote, each member with an open report on it hears that it
 * was removed. Called in the deletion's transaction, before the post and its reports go; the notice
 * points at no post (a deleted thread would take it along), but a removed reply's notice opens its
 * thread.
 */
export async function thankReportersOfRemovedPost(tx: Prisma.TransactionClient, target: PostTarget, threadIdLeft: string | null, staffId: string) {
  const reporters = await tx.postReport.findMany({ where: { ...target, status: "OPEN" }, select: { reporterId: true } });
  await thankReporters(tx, reporters, staffId, `The ${nounOf(target)} you reported was removed by the moderators. Thanks for reporting it.`, threadIdLeft);
}

/** A reporter's note, or the private message they reported a member from (or both), as the queue shows the latest of them. */
interface ReportNote {
  reporter: string | null;
  reason: ReportReason;
  details: string | null;
  /** The message the member sent the reporter, as they shared it; `unsent` once its sender unsent it (its text kept for the moderators). */
  message: { content: string; sentAt: string; unsent: boolean } | null;
  createdAt: string;
}

/** How many of a post's or member's latest notes the queue shows. */
const NOTES_SHOWN = 5;

/** Every open report, of a post or of a member, with what it reports (`targetId`, `kind`). */
const OPEN_REPORTS = Prisma.sql`(
  SELECT pr.id, coalesce(pr."threadId", pr."replyId") AS "targetId", CASE WHEN pr."threadId" IS NULL THEN 'reply' ELSE 'thread' END AS kind,
    pr."reporterId", pr.reason, pr.details, NULL AS "messageId", pr."createdAt"
  FROM "PostReport" pr WHERE pr.status = 'OPEN'
  UNION ALL
  SELECT mr.id, mr."memberId", 'member', mr."reporterId", mr.reason, mr.details, mr."messageId", mr."createdAt"
  FROM "MemberReport" mr WHERE mr.status = 'OPEN'
)`;

interface QueueRow {
  id: string;
  kind: ReportKind;
  firstReportedAt: Date;
  lastReportedAt: Date;
  reportCount: number;
  threadTitle: string | null;
  authorBanned: boolean | null;
}

/** The posts and members with open reports, longest waiting first (by their first open report), a page after `cursor`. */
function findQueueRows(limit: number, cursor: CursorPosition | null | undefined) {
  const firstReportedAt = Prisma.sql`min(o."createdAt")`;
  const after = cursor ? Prisma.sql`HAVING ${afterPositionSql(firstReportedAt, Prisma.sql`o."targetId"`, "asc", cursor)}` : Prisma.empty;
  return queryRows<QueueRow>(Prisma.sql`
    SELECT q.*, coalesce(t.title, rt.title) AS "threadTitle", author."isBanned" AS "authorBanned"
    FROM (
      SELECT o."targetId" AS id, o.kind, ${firstReportedAt} AS "firstReportedAt", max(o."createdAt") AS "lastReportedAt", count(*)::int AS "reportCount"
      FROM ${OPEN_REPORTS} o
      GROUP BY o."targetId", o.kind
      ${after}
      ORDER BY "firstReportedAt", id
      LIMIT ${limit}
    ) q
    LEFT JOIN "Thread" t ON q.kind = 'thread' AND t.id = q.id
    LEFT JOIN "Reply" r ON q.kind = 'reply' AND r.id = q.id
    LEFT JOIN "Thread" rt ON rt.id = r."threadId"
    LEFT JOIN "User" author ON author.id = CASE WHEN q.kind = 'member' THEN q.id ELSE coalesce(t."userId", r."userId") END
    ORDER BY q."firstReportedAt", q.id`);
}

/** Per post or member: how many open reports give each reason, and the latest notes. */
async function findReportSummaries(targetIds: string[]) {
  const reasons = new Map<string, { reason: ReportReason; count: number }[]>();
  const notes = new Map<string, ReportNote[]>();
  if (targetIds.length === 0) return { reasons, notes };
  const [reasonRows, noteRows] = await Promise.all([
    queryRows<{ targetId: string; reason: ReportReason; count: number }>(Prisma.sql`
      SELECT o."targetId", o.reason, count(*)::int AS count
      FROM ${OPEN_REPORTS} o
      WHERE o."targetId" = ANY(${targetIds}::text[])
      GROUP BY 1, 2
      ORDER BY 3 DESC, 2`),
    queryRows<{
      targetId: string;
      reporter: string | null;
      reason: ReportReason;
      details: string | null;
      messageContent: string | null;
      messageSentAt: Date | null;
      messageUnsent: boolean | null;
      createdAt: Date;
    }>(Prisma.sql`
      SELECT "targetId", reporter, reason, details, "messageContent", "messageSentAt", "messageUnsent", "createdAt" FROM (
        SELECT o."targetId", u.username AS reporter, o.reason, o.details, m.content AS "messageContent", m."createdAt" AS "messageSentAt",
          m."unsentAt" IS NOT NULL AS "messageUnsent", o."createdAt",
          row_number() OVER (PARTITION BY o."targetId" ORDER BY o."createdAt" DESC, o.id DESC) AS place
        FROM ${OPEN_REPORTS} o
        LEFT JOIN "User" u ON u.id = o."reporterId"
        LEFT JOIN "DirectMessage" m ON m.id = o."messageId"
        WHERE (o.details IS NOT NULL OR m.id IS NOT NULL) AND o."targetId" = ANY(${targetIds}::text[])
      ) latest
      WHERE place <= ${NOTES_SHOWN}
      ORDER BY "createdAt" DESC`),
  ]);
  for (const { targetId, reason, count } of reasonRows) reasons.set(targetId, [...(reasons.get(targetId) ?? []), { reason, count }]);
  for (const { targetId, messageContent, messageSentAt, messageUnsent, createdAt, ...note } of noteRows) {
    const message = messageContent !== null && messageSentAt !== null ? { content: messageContent, sentAt: messageSentAt.toISOString(), unsent: messageUnsent === true } : null;
    notes.set(targetId, [...(notes.get(targetId) ?? []), { ...note, message, createdAt: createdAt.toISOString() }]);
  }
  return { reasons, notes };
}

/**
 * GET /api/moderation/reports (staff): a page of the posts and members with open reports, longest
 * waiting first, each with its report count, reasons, latest notes, and the post or member's
 * profile as staff see it.
 */
export async function listReports(viewer: SignedInViewer, page: { limit: number; cursor?: CursorPosition | null }) {
  assertStaff(viewer, STAFF_ONLY);
  const rows = await findQueueRows(page.limit, page.cursor);
  const idsOf = (kind: ReportKind) => rows.flatMap((row) => (row.kind === kind ? [row.id] : []));
  const [threadIds, replyIds, memberIds] = [idsOf("thread"), idsOf("reply"), idsOf("member")];
  const [threads, replies, members, summaries] = await Promise.all([
    threadIds.length === 0 ? [] : findThreadRows(Prisma.sql`SELECT unnest(${threadIds}::text[]) AS id`, Prisma.sql`t.id`, viewer.id),
    replyIds.length === 0 ? [] : findReplyRows(Prisma.sql`SELECT unnest(${replyIds}::text[]) AS id`, Prisma.sql`r.id`, viewer.id),
    memberIds.length === 0 ? [] : db.user.findMany({ where: { id: { in: memberIds } }, select: publicProfileSelect }),
    findReportSummaries(rows.map((row) => row.id)),
  ]);
  const threadById = new Map(threads.map((thread) => [thread.id, toThreadDto(thread, viewer)]));
  const replyById = new Map(replies.map((reply) => [reply.id, toReplyDto(reply, viewer)]));
  const memberById = new Map(members.map((member) => [member.id, toPublicProfileDto(member, null, viewer)]));
  const reports = rows.flatMap((row) => {
    const thread = row.kind === "thread" ? threadById.get(row.id) : undefined;
    const reply = row.kind === "reply" ? replyById.get(row.id) : undefined;
    const member = row.kind === "member" ? memberById.get(row.id) : undefined;
    // Deleted after the queue's first statement read it: its reports went with it.
    if (!thread && !member && !(reply && row.threadTitle !== null)) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        firstReportedAt: row.firstReportedAt.toISOString(),
        lastReportedAt: row.lastReportedAt.toISOString(),
        reportCount: row.reportCount,
        reasons: summaries.reasons.get(row.id) ?? [],
        notes: summaries.notes.get(row.id) ?? [],
        authorBanned: row.authorBanned ?? false,
        thread: thread ?? null,
        reply: reply ? { ...reply, threadTitle: row.threadTitle! } : null,
        member: member ?? null,
      },
    ];
  });
  return { reports, nextCursor: nextCursor(rows, page.limit, true, (row) => row.firstReportedAt) };
}

/** An entry of the queue: a reported thread, reply or member. */
export type ReportedItemDto = Awaited<ReturnType<typeof listReports>>["reports"][number];

/** GET /api/moderation/reports's body: a page of the queue (the next cursor travels in a header). */
export type ReportQueueAnswer = ReportedItemDto[];

/** GET /api/moderation/reports/count (staff): how many posts and members wait in the queue. */
export async function countWaitingReports(viewer: SignedInViewer) {
  assertStaff(viewer, STAFF_ONLY);
  const [{ waiting }] = await queryRows<{ waiting: number }>(Prisma.sql`SELECT count(DISTINCT o."targetId")::int AS waiting FROM ${OPEN_REPORTS} o`);
  return { waiting };
}

export type WaitingReportsAnswer = Awaited<ReturnType<typeof countWaitingReports>>;

/**
 * POST /api/moderation/reports/dismiss (staff): the post's or member's open reports are closed with
 * no action taken. 409 when another moderator handled them first.
 */
export async function dismissReports(target: ReportTarget, viewer: SignedInViewer) {
  assertStaff(viewer, STAFF_ONLY);
  const dismissal = { status: "DISMISSED" as const, dismissedById: viewer.id, dismissedAt: new Date() };
  const { count } =
    "memberId" in target
      ? await db.memberReport.updateMany({ where: { ...target, status: "OPEN" }, data: dismissal })
      : await db.postReport.updateMany({ where: { ...target, status: "OPEN" }, data: dismissal });
  if (count === 0) {
    if ("memberId" in target) {
      if (!(await db.user.findUnique({ where: { id: target.memberId }, select: { id: true } }))) throw memberNotFound();
    } else {
      await findStandingPost(target);
    }
    throw conflict("These reports were already handled by another moderator");
  }
  return { dismissed: count };
}
