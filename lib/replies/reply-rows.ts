import "server-only";
import { db, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReactionType } from "@/lib/generated/prisma/enums";
import { AUTHOR_COLUMNS, authorFromColumns, authorMutedBy, type AuthorColumns, type AuthorRow } from "@/lib/members/profile-dto";

/** What a reply shows, as `findReplyRows` reads it for one viewer. */
export interface ReplyRow {
  id: string;
  threadId: string;
  parentReplyId: string | null;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  likesCount: number;
  dislikesCount: number;
  /** Null once its author's account is gone. */
  author: AuthorRow | null;
  /** The viewer muted or blocked the author. */
  authorMuted: boolean;
  /** The viewer's own reaction and bookmark. */
  reaction: ReactionType | null;
  hasBookmarked: boolean;
  media: { id: string; type: string; url: string }[];
}

/** Its author's columns are null once their account is gone. */
type Columns = Omit<ReplyRow, "author" | "media"> & (AuthorColumns | { [Column in keyof AuthorColumns]: null }) & {
  media: ReplyRow["media"] | null;
};

/**
 * The replies a query finds, each with its author, media and the viewer's reaction and bookmark,
 * in one statement: `pageIds` selects the page's ids (`id` column) with its own order and limit,
 * and `order` sorts the page again over `r`, the reply. In SQL for the reason `findThreadRows`
 * (lib/threads/thread-rows.ts) is.
 */
export async function findReplyRows(
  pageIds: Prisma.Sql,
  order: Prisma.Sql,
  viewerId: string | null,
  client: Prisma.TransactionClient = db,
): Promise<ReplyRow[]> {
  const rows = await queryRows<Columns>(
    Prisma.sql`
    SELECT r.id, r."threadId", r."parentReplyId", r.content, r."createdAt", r."editedAt", r."deletedAt",
      r."likesCount", r."dislikesCount", ${AUTHOR_COLUMNS},
      ${authorMutedBy(viewerId)} AS "authorMuted",
      (SELECT rr.type FROM "ReplyReaction" rr WHERE rr."replyId" = r.id AND rr."userId" = ${viewerId}) AS reaction,
      EXISTS (SELECT 1 FROM "Bookmark" b WHERE b."replyId" = r.id AND b."userId" = ${viewerId}) AS "hasBookmarked",
      (SELECT json_agg(json_build_object('id', m.id, 'type', m.type, 'url', m.url) ORDER BY m.position)
        FROM "ReplyMedia" m WHERE m."replyId" = r.id) AS media
    FROM (${pageIds}) page
    JOIN "Reply" r ON r.id = page.id
    LEFT JOIN "User" u ON u.id = r."userId"
    ORDER BY ${order}`,
    client,
  );
  return rows.map(toReplyRow);
}

// Written out rather than spread: a thread page turns 100 of these per render.
function toReplyRow(columns: Columns): ReplyRow {
  return {
    id: columns.id,
    threadId: columns.threadId,
    parentReplyId: columns.parentReplyId,
    content: columns.content,
    createdAt: columns.createdAt,
    editedAt: columns.editedAt,
    deletedAt: columns.deletedAt,
    likesCount: columns.likesCount,
    dislikesCount: columns.dislikesCount,
    author: columns.authorId === null ? null : authorFromColumns(columns),
    authorMuted: columns.authorMuted,
    reaction: columns.reaction,
    hasBookmarked: columns.hasBookmarked,
    media: columns.media ?? [],
  };
}

/** One reply by id as the viewer may see it (in `client`'s transaction), or undefined. */
export async function findReplyRow(replyId: string, viewerId: string | null, client: Prisma.TransactionClient = db) {
  const [row] = await findReplyRows(Prisma.sql`SELECT ${replyId}::text AS id`, Prisma.sql`r.id`, viewerId, client);
  return row;
}
