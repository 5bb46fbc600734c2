import "server-only";
import type { SignedInViewer, Viewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { unauthorized } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CursorPosition } from "@/lib/pagination/cursor";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import type { ListThreadsQuery, ThreadSort, ThreadTimeRange } from "@/lib/validation/threads";
import { unreadThreadIdsQuery } from "./read-state";
import { toThreadDto, type ThreadDto } from "./thread-dto";
import { findThreadRows } from "./thread-rows";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each time range reaches (creation time). */
const TIME_RANGE_MS = { week: 7 * DAY_MS, month: 30 * DAY_MS, year: 365 * DAY_MS } as const satisfies Record<Exclude<ThreadTimeRange, "all">, number>;

/**
 * The column each sort orders by, highest first, then id: last activity, creation, or the hot and
 * top scores PostgreSQL keeps from the counters (migration 20261125030000_hot_and_top).
 */
const SORT_KEY = { new: "createdAt", recent: "lastActivityAt", hot: "hotScore", top: "topScore" } as const satisfies Record<ThreadSort, string>;
type SortKey = (typeof SORT_KEY)[ThreadSort];

export interface ThreadListPage {
  threads: ThreadDto[];
  /** In keyset mode, the cursor of the next page while this one was full; else null. */
  nextCursor: string | null;
}

/** Which page: by offset, or (keyset mode) after a cursor's position, `null` for the first page. */
interface PageRequest {
  limit: number;
  offset: number;
  cursor?: CursorPosition | null;
}

const column = (key: SortKey | "pinnedAt") => Prisma.raw(`t."${key}"`);

/** Highest `key` first, then id: the order of every list of threads. */
const highestFirst = (key: SortKey | "pinnedAt") => Prisma.sql`${column(key)} DESC, t.id DESC`;

/**
 * The ids of a page of threads matching every condition (SQL over `t`, the thread), highest `key`
 * first: an offset page skips rows in the index alone.
 */
function threadPageIds(conditions: Prisma.Sql[], key: SortKey, page: PageRequest) {
  const where = [...conditions];
  if (page.cursor) where.push(afterPositionSql(column(key), Prisma.sql`t.id`, "desc", page.cursor));
  const offset = page.cursor !== undefined ? 0 : page.offset;
  return Prisma.sql`SELECT t.id FROM "Thread" t WHERE ${Prisma.join(where, " AND ")} ORDER BY ${highestFirst(key)} LIMIT ${page.limit} OFFSET ${offset}`;
}

/**
 * A page of threads matching every condition (SQL over `t`, the thread), highest `key` first,
 * read with what their cards show in one statement.
 */
export async function findThreadPage(conditions: Prisma.Sql[], key: SortKey, page: PageRequest, viewer: Viewer): Promise<ThreadListPage> {
  const rows = await findThreadRows(threadPageIds(conditions, key, page), highestFirst(key), viewer?.id ?? null);
  return {
    threads: rows.map((row) => toThreadDto(row, viewer)),
    nextCursor: nextCursor(rows, page.limit, page.cursor !== undefined, (row) => row[key]),
  };
}

/** GET /api/threads/{category}'s body: a page of threads (the next cursor travels in a header). */
export type ThreadListAnswer = ThreadDto[];

const pinnedThreadIds = (categoryId: string) => Prisma.sql`SELECT t.id FROM "Thread" t WHERE t."categoryId" = ${categoryId} AND t."isPinned"`;

/** Pinned threads of a category, most recently pinned first. */
export async function listPinnedThreads(categoryId: string | undefined, viewer: Viewer) {
  const category = resolveCategory(categoryId);
  const rows = await findThreadRows(pinnedThreadIds(category.id), highestFirst("pinnedAt"), viewer?.id ?? null);
  return rows.map((row) => toThreadDto(row, viewer));
}

type ThreadListQuery = Pick<ListThreadsQuery, "sort" | "timeRange" | "limit" | "offset" | "pinnedByUserFilter" | "cursor"> &
  Partial<Pick<ListThreadsQuery, "filter">>;

/**
 * A page of the category's threads with something new to the viewer (`filter=new`), most recently
 * active first, in one statement (the read-state query finds the page's ids).
 */
async function listUnreadThreadsPage(categoryId: string, query: ThreadListQuery, viewer: SignedInViewer): Promise<ThreadListPage> {
  const keyset = query.cursor !== undefined;
  const pageIds = unreadThreadIdsQuery(viewer.id, {
    categoryId,
    excludePinned: query.pinnedByUserFilter === "exclude",
    createdSince: query.timeRange === "all" ? null : new Date(Date.now() - TIME_RANGE_MS[query.timeRange]),
    limit: query.limit,
    offset: query.offset,
    cursor: query.cursor,
  });
  const rows = await findThreadRows(pageIds, highestFirst("lastActivityAt"), viewer.id);
  return {
    threads: rows.map((row) => toThreadDto(row, viewer)),
    nextCursor: nextCursor(rows, query.limit, keyset, (row) => row.lastActivityAt),
  };
}

/** What a page of a category's threads keeps (`filter=new` aside), and the column it is sorted by. */
function categoryPageConditions(categoryId: string, query: Pick<ThreadListQuery, "sort" | "timeRange" | "pinnedByUserFilter">) {
  const key = SORT_KEY[query.sort];
  const where = [Prisma.sql`t."categoryId" = ${categoryId}`];
  if (query.pinnedByUserFilter === "exclude") where.push(Prisma.sql`NOT t."isPinned"`);
  if (query.timeRange !== "all") {
    const since = new Date(Date.now() - TIME_RANGE_MS[query.timeRange]);
    where.push(Prisma.sql`t."createdAt" >= ${since}`);
    // Last activity is never before creation: bounding it too keeps the index scan to the week.
    if (key === "lastActivityAt") where.push(Prisma.sql`t."lastActivityAt" >= ${since}`);
  }
  return { where, key };
}

/**
 * A page of a category's threads: `sort=recent` by last activity, `sort=new` by creation,
 * `sort=hot` and `sort=top` by their scores; `timeRange=week|month|year` keeps threads created in
 * the last 7, 30 or 365 days; pinned ones excluded on request;
 * `filter=new` keeps the threads with something new to the viewer.
 */
function listThreadsPage(categoryId: string | undefined, query: ThreadListQuery, viewer: Viewer) {
  const category = resolveCategory(categoryId);
  if (query.filter === "new") {
    if (!viewer) throw unauthorized("Sign in to see what is new to you");
    return listUnreadThreadsPage(category.id, query, viewer);
  }
  const { where, key } = categoryPageConditions(category.id, query);
  return findThreadPage(where, key, query, viewer);
}

/**
 * What the forum page shows first: a category's pinned threads (as `listPinnedThreads` has them) and
 * the first page the feed asks for (as `listCategoryThreads` has it), read in one statement. The
 * card columns are planned once, not twice, and a thread pinned or unpinned meanwhile shows in
 * exactly one of the two lists.
 */
export async function listForumFirstPage(
  categoryId: string | undefined,
  firstPage: Pick<ThreadListQuery, "sort" | "timeRange" | "limit"> & { pinnedByUserFilter: "exclude" },
  viewer: Viewer,
) {
  const category = resolveCategory(categoryId);
  const { where, key } = categoryPageConditions(category.id, firstPage);
  const rows = await findThreadRows(
    Prisma.sql`SELECT id, 0 AS part FROM (${pinnedThreadIds(category.id)}) pinned
      UNION ALL SELECT id, 1 FROM (${threadPageIds(where, key, { limit: firstPage.limit, offset: 0 })}) others`,
    Prisma.sql`page.part, CASE WHEN page.part = 0 THEN ${column("pinnedAt")} END DESC, CASE WHEN page.part = 1 THEN ${column(key)} END DESC, t.id DESC`,
    viewer?.id ?? null,
  );
  const threads = rows.map((row) => toThreadDto(row, viewer));
  return { pinned: threads.filter((thread) => thread.isPinned), threads: threads.filter((thread) => !thread.isPinned) };
}

/** GET /api/threads/{category}: the pinned list with `pinned=true`, else a page of threads. */
export async function listCategoryThreads(categoryId: string | undefined, query: ListThreadsQuery, viewer: Viewer): Promise<ThreadListPage> {
  return query.pinned ? { threads: await listPinnedThreads(categoryId, viewer), nextCursor: null } : listThreadsPage(categoryId, query, viewer);
}
