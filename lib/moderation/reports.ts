import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import { STAFF_ROLES } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { unlessDeletedMeanwhile } from "@/lib/http/database-errors";
import { conflict, forbidden } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/notify";
import type { CursorPosition } from "@/lib/pagination/cursor";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import { toReplyDto } from "@/lib/replies/reply-dto";
import { findReplyRows } from "@/lib/replies/reply-rows";
import { findStandingPost, postNotFound, type PostTarget } from "@/lib/threads/post-target";
import { toThreadDto } from "@/lib/threads/thread-dto";
import { findThreadRows } from "@/lib/threads/thread-rows";
import type { ReportPostInput } from "@/lib/validation/reports";
import { REPORT_REASON_LABELS, type ReportReason } from "@/lib/validation/report-reasons";

const STAFF_ONLY = "Only moderators and admins can handle reports.";

/** POST /api/threads/{id}/report and /api/replies/{id}/report answer this (201). */
export interface ReportAnswer {
  reported: true;
}

/**
 * Tells every moderator and admin (SYSTEM notice, linking to the post) that a post entered the
 * queue: on its first open report only, so a post reported fifty times is one notice each. Two
 * first reports at once may both tell; neither can miss it, since each sees the other's row only
 * once it has committed, by which time that one has told.
 */
async function tellStaffOfReportedPost(tx: Prisma.TransactionClient, target: PostTarget, threadId: string, reason: ReportReason, reporterId: string) {
  const otherOpenReports = await tx.postReport.count({ where: { ...target, status: "OPEN", reporterId: { not: reporterId } } });
  if (otherOpenReports > 0) return;
  const staff = await tx.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: { id: true } });
  const noun = "threadId" in target ? "thread" : "reply";
  const message = `A ${noun} was reported to the moderators (${REPORT_REASON_LABELS[reason]}). Open Reports in your account menu to handle it.`;
  await notify(
    tx,
    staff.map(({ id }) => ({ userId: id, actorId: reporterId, type: "SYSTEM" as const, threadId, replyId: "replyId" in target ? target.replyId : null, message })),
  );
}

/**
 * A member reports a thread or a reply to the moderators: once per post, never their own, not
 * while banned. The post's author is not told; staff are, when the post enters the queue.
 */
export async function reportPost(target: PostTarget, input: ReportPostInput, viewer: SignedInViewer): Promise<ReportAnswer> {
  if (viewer.isBanned) throw forbidden("Your account has been banned from reporting posts.", "BANNED");
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
      await tellStaffOfReportedPost(tx, target, threadId, input.reason, viewer.id);
      return true;
    }),
    () => postNotFound(target),
  );
  if (!reported) throw conflict("You have already reported this post", "ALREADY_REPORTED");
  return { reported: true };
}

/**
 * When staff delete a post someone else wrote, each member with an open report on it hears that it
 * was removed (SYSTEM notice). Called in the deletion's transaction, before the post and its reports
 * go; the notice points at no post (a deleted thread would take it along), but a removed reply's
 * notice opens its thread.
 */
export async function thankReportersOfRemovedPost(tx: Prisma.TransactionClient, target: PostTarget, threadIdLeft: string | null, staffId: string) {
  const reports = await tx.postReport.findMany({ where: { ...target, status: "OPEN" }, select: { reporterId: true } });
  const noun = "threadId" in target ? "thread" : "reply";
  await notify(
    tx,
    reports.map(({ reporterId }) => ({
      userId: reporterId,
      actorId: staffId,
      type: "SYSTEM" as const,
      threadId: threadIdLeft,
      message: `The ${noun} you reported was removed by the moderators. Thanks for reporting it.`,
    })),
  );
}

/** A reporter's note, as the queue shows the latest of them. */
interface ReportNote {
  reporter: string | null;
  reason: ReportReason;
  details: string;
  createdAt: string;
}

/** How many of a post's latest notes the queue shows. */
const NOTES_SHOWN = 5;

interface QueueRow {
  id: string;
  kind: "thread" | "reply";
  firstReportedAt: Date;
  lastReportedAt: Date;
  reportCount: number;
  threadTitle: string | null;
  authorBanned: boolean | null;
}

/** The posts with open reports, longest waiting first (by their first open report), a page after `cursor`. */
function findQueueRows(limit: number, cursor: CursorPosition | null | undefined) {
  const firstReportedAt = Prisma.sql`min(pr."createdAt")`;
  const postId = Prisma.sql`coalesce(pr."threadId", pr."replyId")`;
  const after = cursor ? Prisma.sql`HAVING ${afterPositionSql(firstReportedAt, postId, "asc", cursor)}` : Prisma.empty;
  return queryRows<QueueRow>(Prisma.sql`
    SELECT q.*, coalesce(t.title, rt.title) AS "threadTitle", author."isBanned" AS "authorBanned"
    FROM (
      SELECT ${postId} AS id, CASE WHEN pr."threadId" IS NULL THEN 'reply' ELSE 'thread' END AS kind,
        ${firstReportedAt} AS "firstReportedAt", max(pr."createdAt") AS "lastReportedAt", count(*)::int AS "reportCount"
      FROM "PostReport" pr
      WHERE pr.status = 'OPEN'
      GROUP BY pr."threadId", pr."replyId"
      ${after}
      ORDER BY "firstReportedAt", id
      LIMIT ${limit}
    ) q
    LEFT JOIN "Thread" t ON q.kind = 'thread' AND t.id = q.id
    LEFT JOIN "Reply" r ON q.kind = 'reply' AND r.id = q.id
    LEFT JOIN "Thread" rt ON rt.id = r."threadId"
    LEFT JOIN "User" author ON author.id = coalesce(t."userId", r."userId")
    ORDER BY q."firstReportedAt", q.id`);
}

/** Per post: how many open reports give each reason, and the latest notes. */
async function findReportSummaries(postIds: string[]) {
  const reasons = new Map<string, { reason: ReportReason; count: number }[]>();
  const notes = new Map<string, ReportNote[]>();
  if (postIds.length === 0) return { reasons, notes };
  const [reasonRows, noteRows] = await Promise.all([
    queryRows<{ postId: string; reason: ReportReason; count: number }>(Prisma.sql`
      SELECT coalesce(pr."threadId", pr."replyId") AS "postId", pr.reason, count(*)::int AS count
      FROM "PostReport" pr
      WHERE pr.status = 'OPEN' AND (pr."threadId" = ANY(${postIds}::text[]) OR pr."replyId" = ANY(${postIds}::text[]))
      GROUP BY 1, 2
      ORDER BY 3 DESC, 2`),
    queryRows<{ postId: string; reporter: string | null; reason: ReportReason; details: string; createdAt: Date }>(Prisma.sql`
      SELECT "postId", reporter, reason, details, "createdAt" FROM (
        SELECT coalesce(pr."threadId", pr."replyId") AS "postId", u.username AS reporter, pr.reason, pr.details, pr."createdAt",
          row_number() OVER (PARTITION BY pr."threadId", pr."replyId" ORDER BY pr."createdAt" DESC, pr.id DESC) AS place
        FROM "PostReport" pr
        LEFT JOIN "User" u ON u.id = pr."reporterId"
        WHERE pr.status = 'OPEN' AND pr.details IS NOT NULL
          AND (pr."threadId" = ANY(${postIds}::text[]) OR pr."replyId" = ANY(${postIds}::text[]))
      ) latest
      WHERE place <= ${NOTES_SHOWN}
      ORDER BY "createdAt" DESC`),
  ]);
  for (const { postId, reason, count } of reasonRows) reasons.set(postId, [...(reasons.get(postId) ?? []), { reason, count }]);
  for (const { postId, createdAt, ...note } of noteRows) notes.set(postId, [...(notes.get(postId) ?? []), { ...note, createdAt: createdAt.toISOString() }]);
  return { reasons, notes };
}

/**
 * GET /api/moderation/reports (staff): a page of the posts with open reports, longest waiting
 * first, each with its report count, reasons, latest notes, and the post as staff see it.
 */
export async function listReportedPosts(viewer: SignedInViewer, page: { limit: number; cursor?: CursorPosition | null }) {
  assertStaff(viewer, STAFF_ONLY);
  const rows = await findQueueRows(page.limit, page.cursor);
  const idsOf = (kind: QueueRow["kind"]) => rows.flatMap((row) => (row.kind === kind ? [row.id] : []));
  const [threadIds, replyIds] = [idsOf("thread"), idsOf("reply")];
  const [threads, replies, summaries] = await Promise.all([
    threadIds.length === 0 ? [] : findThreadRows(Prisma.sql`SELECT unnest(${threadIds}::text[]) AS id`, Prisma.sql`t.id`, viewer.id),
    replyIds.length === 0 ? [] : findReplyRows(Prisma.sql`SELECT unnest(${replyIds}::text[]) AS id`, Prisma.sql`r.id`, viewer.id),
    findReportSummaries(rows.map((row) => row.id)),
  ]);
  const threadById = new Map(threads.map((thread) => [thread.id, toThreadDto(thread, viewer)]));
  const replyById = new Map(replies.map((reply) => [reply.id, toReplyDto(reply, viewer)]));
  const reportedPosts = rows.flatMap((row) => {
    const thread = row.kind === "thread" ? threadById.get(row.id) : undefined;
    const reply = row.kind === "reply" ? replyById.get(row.id) : undefined;
    // Deleted after the queue's first statement read it: its reports went with it.
    if (!thread && !(reply && row.threadTitle !== null)) return [];
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
      },
    ];
  });
  return { reportedPosts, nextCursor: nextCursor(rows, page.limit, true, (row) => row.firstReportedAt) };
}

export type ReportedPostDto = Awaited<ReturnType<typeof listReportedPosts>>["reportedPosts"][number];

/** GET /api/moderation/reports's body: a page of reported posts (the next cursor travels in a header). */
export type ReportedPostListAnswer = ReportedPostDto[];

/**
 * POST /api/moderation/reports/dismiss (staff): the post's open reports are closed with no action
 * on the post. 409 when another moderator handled them first.
 */
export async function dismissReports(target: PostTarget, viewer: SignedInViewer) {
  assertStaff(viewer, STAFF_ONLY);
  const { count } = await db.postReport.updateMany({
    where: { ...target, status: "OPEN" },
    data: { status: "DISMISSED", dismissedById: viewer.id, dismissedAt: new Date() },
  });
  if (count === 0) {
    await findStandingPost(target);
    throw conflict("These reports were already handled by another moderator");
  }
  return { dismissed: count };
}
