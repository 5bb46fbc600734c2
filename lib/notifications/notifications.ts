import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { notFound } from "@/lib/http/errors";
import { announce, memberTopic } from "@/lib/live/hub";
import { UNREAD_COUNT_CAP } from "@/lib/validation/limits";
import type { ListNotificationsQuery, MarkAllReadQuery } from "@/lib/validation/notifications";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, type NotificationKind } from "./notification-kinds";
import { notificationInclude, toNotificationDto, type NotificationDto } from "./notification-dto";
import { followTargetOf, type FollowTarget } from "./notice-action";

const kindFilter = (kind: NotificationKind | undefined): Prisma.NotificationWhereInput => (kind ? { type: { in: [...NOTIFICATION_KINDS[kind].types] } } : {});

/**
 * The viewer's notifications, newest first: the unread ones, or all of them kept (90 days), of
 * every kind or one (on its own index, so a kind a member rarely gets is not looked for among
 * thousands of likes), a page after `cursor` when paged by keyset.
 */
export async function listNotifications(viewer: NonNullable<Viewer>, query: ListNotificationsQuery) {
  const after = query.cursor ? afterPosition<Prisma.NotificationWhereInput>("createdAt", "desc", query.cursor) : {};
  const rows = await db.notification.findMany({
    where: {
      AND: [
        { userId: viewer.id, ...(query.status === "unread" && { isRead: false }), ...kindFilter(query.kind) },
        after,
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit,
    include: notificationInclude,
  });
  const followed = await followedTargetsOf(viewer.id, rows);
  return {
    notifications: rows.map((row) => toNotificationDto(row, viewer, (target) => followed.has(followKey(target)))),
    nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row.createdAt),
  };
}

const followKey = (target: FollowTarget) => `${target.kind}:${target.id}`;

/**
 * Of the threads, members and categories a page of notices offers to follow or unfollow, those the
 * viewer follows, by `followKey`: one statement on the three follows' primary keys, asked only when
 * the page has such notices.
 */
async function followedTargetsOf(viewerId: string, rows: { type: NotificationType; threadId: string | null; actorId: string | null; thread: { categoryId: string } | null }[]) {
  const targets = rows.flatMap((row) => followTargetOf(row.type, row.threadId, row.actorId, row.thread?.categoryId ?? null) ?? []);
  if (targets.length === 0) return new Set<string>();
  const idsOf = (kind: FollowTarget["kind"]) => [...new Set(targets.flatMap((target) => (target.kind === kind ? [target.id] : [])))];
  const followed = await queryRows<{ target: string }>(Prisma.sql`
    SELECT 'thread:' || "threadId" AS target FROM "ThreadFollow" WHERE "userId" = ${viewerId} AND "threadId" = ANY(${idsOf("thread")}::text[]) AND "following"
    UNION ALL
    SELECT 'member:' || "memberId" FROM "MemberFollow" WHERE "followerId" = ${viewerId} AND "memberId" = ANY(${idsOf("member")}::text[])
    UNION ALL
    SELECT 'category:' || "categoryId" FROM "CategoryFollow" WHERE "userId" = ${viewerId} AND "categoryId" = ANY(${idsOf("category")}::text[])`);
  return new Set(followed.map((row) => row.target));
}

/** GET /api/notifications's body. */
export type NotificationListAnswer = NotificationDto[];

/**
 * A member's unread notices (of these types, else of any), counted up to UNREAD_COUNT_CAP, as a
 * scalar subquery: a count stops reading at the cap however many thousands a fight night brought.
 */
function cappedUnreadCount(userId: string, types?: readonly NotificationType[]) {
  const ofTypes = types ? Prisma.sql`AND "type" IN (${Prisma.join(types.map((type) => Prisma.sql`${type}::"NotificationType"`))})` : Prisma.empty;
  return Prisma.sql`(SELECT count(*)::int FROM (
    SELECT 1 FROM "Notification" WHERE "userId" = ${userId} AND NOT "isRead" ${ofTypes} LIMIT ${Prisma.raw(String(UNREAD_COUNT_CAP))}
  ) unread)`;
}

/**
 * The bell's badge: the unread notifications, counted up to UNREAD_COUNT_CAP (the badge's "99+")
 * on the (userId, isRead, createdAt) index, in SQL as every page reads it.
 */
export async function countUnreadNotifications(userId: string) {
  const [{ count }] = await queryRows<{ count: number }>(Prisma.sql`${PREPARED} SELECT ${cappedUnreadCount(userId)} AS count`);
  return { count };
}
/** GET /api/notifications/unread-count's body. */
export type UnreadCountAnswer = Awaited<ReturnType<typeof countUnreadNotifications>>;

/**
 * The unread notifications of each kind, beside the filters of /notifications, and all of them, each
 * capped as the bell counts, in one statement. Each kind's count reads the partial index of unread
 * notices by type, so neither read notices nor unread ones of other kinds are walked.
 */
export async function countUnreadByKind(userId: string): Promise<UnreadByKindAnswer> {
  const kindCounts = NOTIFICATION_KIND_NAMES.map((kind) => Prisma.sql`${cappedUnreadCount(userId, NOTIFICATION_KINDS[kind].types)} AS "${Prisma.raw(kind)}"`);
  const [{ unread, ...kinds }] = await queryRows<{ unread: number } & Record<NotificationKind, number>>(
    Prisma.sql`${PREPARED} SELECT ${cappedUnreadCount(userId)} AS unread, ${Prisma.join(kindCounts)}`,
  );
  return { unread, kinds };
}
/** GET /api/notifications/unread-by-kind's body: the unread of each kind, and all of them. */
export type UnreadByKindAnswer = { unread: number; kinds: Record<NotificationKind, number> };

/** Marks one of the member's notifications read; another member's is as good as missing. */
export async function markNotificationRead(userId: string, id: string) {
  const { count } = await db.notification.updateMany({ where: { id, userId }, data: { isRead: true } });
  if (count === 0) throw notFound("Notification not found");
  // The member's other tabs update their bell.
  announce([memberTopic(userId)]);
  return { id, isRead: true };
}

/** Marks one of the member's notifications unread again, to come back to it; their bell hears the new count. */
export async function markNotificationUnread(userId: string, id: string) {
  const { count } = await db.notification.updateMany({ where: { id, userId }, data: { isRead: false } });
  if (count === 0) throw notFound("Notification not found");
  announce([memberTopic(userId)]);
  return { id, isRead: false };
}

/** Marks the member's unread notifications read, those of one kind when asked; their bell hears the new count. */
export async function markAllNotificationsRead(userId: string, { kind }: MarkAllReadQuery = {}) {
  const { count } = await db.notification.updateMany({ where: { userId, isRead: false, ...kindFilter(kind) }, data: { isRead: true } });
  if (count > 0) announce([memberTopic(userId)]);
  return { updated: count };
}
