import "server-only";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReactionType, Role } from "@/lib/generated/prisma/enums";
import { AUTHOR_COLUMNS, authorFromColumns, authorMutedBy, type AuthorColumns, type AuthorRow } from "@/lib/members/profile-dto";
import type { PollRow } from "@/lib/polls/poll-dto";

/** How many of a thread's latest replies are read for its recent repliers and its new-reply count. */
export const RECENT_REPLIES_READ = 20;

/** A reply among a thread's latest still standing, by a member still here (its time in ms: 20 per card). */
export interface RecentReply {
  createdAtMs: number;
  userId: string;
  username: string;
  imageUrl: string | null;
  role: Role;
}

/** What a thread card needs, as `findThreadRows` reads it for one viewer. */
export interface ThreadRow {
  id: string;
  userId: string;
  title: string;
  content: string;
  categoryId: string;
  categoryName: string;
  createdAt: Date;
  lastActivityAt: Date;
  editedAt: Date | null;
  isPinned: boolean;
  isLocked: boolean;
  slowModeSeconds: number;
  likesCount: number;
  dislikesCount: number;
  potdCount: number;
  repliesCount: number;
  hotScore: number;
  topScore: number;
  author: AuthorRow;
  /** The viewer muted or blocked the author. */
  authorMuted: boolean;
  /** The viewer's own reaction, Post of the Day mark, bookmark, read mark and follow choice. */
  reaction: ReactionType | null;
  hasPotd: boolean;
  hasBookmarked: boolean;
  lastReadAt: Date | null;
  following: boolean | null;
  event: { id: string; startsAt: Date; endedAt: Date | null } | null;
  media: { id: string; type: string; url: string; width: number | null; height: number | null }[];
  poll: PollRow | null;
  /** The latest replies, newest first, at most RECENT_REPLIES_READ. */
  recentReplies: RecentReply[];
}

interface Columns extends Omit<ThreadRow, "author" | "event" | "poll" | "recentReplies" | "media">, AuthorColumns {
  eventId: string | null;
  eventStartsAt: Date | null;
  eventEndedAt: Date | null;
  media: ThreadRow["media"] | null;
  pollId: string | null;
  pollQuestion: string | null;
  pollVotesCount: number | null;
  pollExpiresAt: Date | null;
  pollVotedOptionId: string | null;
  pollOptions: PollRow["options"] | null;
  recentReplies: RecentReply[] | null;
}

/**
 * The threads a query finds, each with what its card shows, in one statement: `pageIds` selects
 * the page's ids (`id` column) with its own order and limit, so an offset page skips rows in the
 * index alone; `order` sorts the page again over `t`, the thread, and `page`, the page's row.
 * Written in SQL rather than as a Prisma include: a page of ten cards took Prisma 1.5 ms of the
 * server's CPU to build and read back, and PostgreSQL longer to plan its nested subqueries
 * (docs/performance.md).
 */
export async function findThreadRows(
  pageIds: Prisma.Sql,
  order: Prisma.Sql,
  viewerId: string | null,
  client: Prisma.TransactionClient = db,
): Promise<ThreadRow[]> {
  const rows = await queryRows<Columns>(
    Prisma.sql`
    SELECT t.id, t."userId", t.title, t.content, t."categoryId", c.name AS "categoryName",
      t."createdAt", t."lastActivityAt", t."editedAt", t."isPinned", t."isLocked", t."slowModeSeconds",
      t."likesCount", t."dislikesCount", t."potdCount", t."repliesCount", t."hotScore", t."topScore",
      ${AUTHOR_COLUMNS},
      ${authorMutedBy(viewerId)} AS "authorMuted",
      (SELECT tr.type FROM "ThreadReaction" tr WHERE tr."threadId" = t.id AND tr."userId" = ${viewerId}) AS reaction,
      EXISTS (SELECT 1 FROM "PostOfTheDay" pd WHERE pd."threadId" = t.id AND pd."userId" = ${viewerId}) AS "hasPotd",
      EXISTS (SELECT 1 FROM "Bookmark" b WHERE b."threadId" = t.id AND b."userId" = ${viewerId}) AS "hasBookmarked",
      (SELECT rd."lastReadAt" FROM "ThreadRead" rd WHERE rd."userId" = ${viewerId} AND rd."threadId" = t.id) AS "lastReadAt",
      (SELECT f.following FROM "ThreadFollow" f WHERE f."userId" = ${viewerId} AND f."threadId" = t.id) AS following,
      e.id AS "eventId", e."startsAt" AS "eventStartsAt", e."endedAt" AS "eventEndedAt",
      (SELECT json_agg(json_build_object('id', m.id, 'type', m.type, 'url', m.url, 'width', m.width, 'height', m.height) ORDER BY m.position)
        FROM "ThreadMedia" m WHERE m."threadId" = t.id) AS media,
      p.id AS "pollId", p.question AS "pollQuestion", p."votesCount" AS "pollVotesCount", p."expiresAt" AS "pollExpiresAt",
      (SELECT v."optionId" FROM "PollVote" v WHERE v."pollId" = p.id AND v."userId" = ${viewerId}) AS "pollVotedOptionId",
      (SELECT json_agg(json_build_object('id', o.id, 'text', o.text, 'votesCount', o."votesCount") ORDER BY o.position)
        FROM "PollOption" o WHERE o."pollId" = p.id) AS "pollOptions",
      (SELECT json_agg(json_build_object(
          'createdAtMs', extract(epoch FROM latest."createdAt") * 1000, 'userId', latest."userId",
          'username', ru.username, 'imageUrl', ru."imageUrl", 'role', ru.role
        ) ORDER BY latest."createdAt" DESC, latest.id DESC)
        FROM (
          SELECT r.id, r."createdAt", r."userId" FROM "Reply" r
          WHERE r."threadId" = t.id AND r."deletedAt" IS NULL AND r."userId" IS NOT NULL
          ORDER BY r."createdAt" DESC, r.id DESC
          LIMIT ${RECENT_REPLIES_READ}
        ) latest
        JOIN "User" ru ON ru.id = latest."userId") AS "recentReplies"
    FROM (${pageIds}) page
    JOIN "Thread" t ON t.id = page.id
    JOIN "User" u ON u.id = t."userId"
    JOIN "Category" c ON c.id = t."categoryId"
    LEFT JOIN "Event" e ON e."threadId" = t.id
    LEFT JOIN "Poll" p ON p."threadId" = t.id
    ORDER BY ${order}`,
    client,
  );
  return rows.map(toThreadRow);
}

/** The row's relations as objects, written out as `toReplyRow` does (no helper column is carried along). */
function toThreadRow(columns: Columns): ThreadRow {
  const { eventId, eventStartsAt, eventEndedAt, pollId, pollVotedOptionId, recentReplies } = columns;
  return {
    id: columns.id,
    userId: columns.userId,
    title: columns.title,
    content: columns.content,
    categoryId: columns.categoryId,
    categoryName: columns.categoryName,
    createdAt: columns.createdAt,
    lastActivityAt: columns.lastActivityAt,
    editedAt: columns.editedAt,
    isPinned: columns.isPinned,
    isLocked: columns.isLocked,
    slowModeSeconds: columns.slowModeSeconds,
    likesCount: columns.likesCount,
    dislikesCount: columns.dislikesCount,
    potdCount: columns.potdCount,
    repliesCount: columns.repliesCount,
    hotScore: columns.hotScore,
    topScore: columns.topScore,
    author: authorFromColumns(columns),
    authorMuted: columns.authorMuted,
    reaction: columns.reaction,
    hasPotd: columns.hasPotd,
    hasBookmarked: columns.hasBookmarked,
    lastReadAt: columns.lastReadAt,
    following: columns.following,
    event: eventId && eventStartsAt ? { id: eventId, startsAt: eventStartsAt, endedAt: eventEndedAt } : null,
    media: columns.media ?? [],
    poll: pollId
      ? {
        id: pollId,
        question: columns.pollQuestion!,
        votesCount: columns.pollVotesCount!,
        expiresAt: columns.pollExpiresAt,
        votes: pollVotedOptionId ? [{ optionId: pollVotedOptionId }] : [],
        options: columns.pollOptions ?? [],
      }
      : null,
    recentReplies: recentReplies ?? [],
  };
}
