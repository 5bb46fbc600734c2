import "server-only";
import type { SignedInViewer, Viewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CursorPosition } from "@/lib/pagination/cursor";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import type { ListThreadsQuery, ThreadSort, ThreadTimeRange } from "@/lib/validation/threads";
import { findUnreadThreadIds } from "./read-state";
import { threadInclude, toThreadDto, type ThreadDto, type ThreadRow } from "./thread-dto";

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

/**
 * A page of threads matching `where`, newest `key` first, loaded with their relations in one
 * statement. An offset page first finds its ids in the index alone: the relations would otherwise
 * be joined for every row skipped, which page 5,000 made take seconds.
 */
export async function findThreadPage(where: Prisma.ThreadWhereInput, key: SortKey, page: PageRequest, viewer: Viewer): Promise<ThreadListPage> {
  const orderBy: Prisma.ThreadOrderByWithRelationInput[] = [{ [key]: "desc" }, { id: "desc" }];
  const include = threadInclude(viewer?.id ?? null);
  const keyset = page.cursor !== undefined;
  let rows: ThreadRow[];
  if (keyset || page.offset === 0) {
    const after = page.cursor ? afterPosition<Prisma.ThreadWhereInput>(key, "desc", page.cursor) : {};
    rows = await db.thread.findMany({ where: { AND: [where, after] }, orderBy, take: page.limit, include });
  } else {
    const ids = await db.thread.findMany({ where, orderBy, skip: page.offset, take: page.limit, select: { id: true } });
    rows = await db.thread.findMany({ where: { id: { in: ids.map(({ id }) => id) } }, orderBy, include });
  }
  return {
    threads: rows.map((row) => toThreadDto(row, viewer)),
    nextCursor: nextCursor(rows, page.limit, keyset, (row) => row[key]),
  };
}

/** GET /api/threads/{category}'s body: a page of threads (the next cursor travels in a header). */
export type ThreadListAnswer = ThreadDto[];

/** Pinned threads of a category, most recently pinned first. */
export async function listPinnedThreads(categoryId: string | undefined, viewer: Viewer) {
  const category = resolveCategory(categoryId);
  const rows = await db.thread.findMany({
    where: { categoryId: category.id, isPinned: true },
    orderBy: [{ pinnedAt: "desc" }, { id: "desc" }],
    include: threadInclude(viewer?.id ?? null),
  });
  return rows.map((row) => toThreadDto(row, viewer));
}

type ThreadListQuery = Pick<ListThreadsQuery, "sort" | "timeRange" | "limit" | "offset" | "pinnedByUserFilter" | "cursor"> &
  Partial<Pick<ListThreadsQuery, "filter">>;

/**
 * A page of the category's threads with something new to the viewer (`filter=new`), most recently
 * active first: their ids from the read-state query, then the threads with their relations.
 */
async function listUnreadThreadsPage(categoryId: string, query: ThreadListQuery, viewer: SignedInViewer): Promise<ThreadListPage> {
  const keyset = query.cursor !== undefined;
  const ids = await findUnreadThreadIds(viewer.id, {
    categoryId,
    excludePinned: query.pinnedByUserFilter === "exclude",
    createdSince: query.timeRange === "all" ? null : new Date(Date.now() - TIME_RANGE_MS[query.timeRange]),
    limit: query.limit,
    offset: query.offset,
    cursor: query.cursor,
  });
  const rows = ids.length === 0
    ? []
    : await db.thread.findMany({
      where: { id: { in: ids } },
      orderBy: [{ lastActivityAt: "desc" }, { id: "desc" }],
      include: threadInclude(viewer.id),
    });
  return {
    threads: rows.map((row) => toThreadDto(row, viewer)),
    nextCursor: nextCursor(rows, query.limit, keyset, (row) => row.lastActivityAt),
  };
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
  const key = SORT_KEY[query.sort];
  const where: Prisma.ThreadWhereInput = { categoryId: category.id };
  if (query.pinnedByUserFilter === "exclude") where.isPinned = false;
  if (query.timeRange !== "all") {
    const since = new Date(Date.now() - TIME_RANGE_MS[query.timeRange]);
    where.createdAt = { gte: since };
    // Last activity is never before creation: bounding it too keeps the index scan to the week.
    if (key === "lastActivityAt") where.lastActivityAt = { gte: since };
  }
  return findThreadPage(where, key, query, viewer);
}

export async function listThreads(categoryId: string | undefined, query: ThreadListQuery, viewer: Viewer) {
  return (await listThreadsPage(categoryId, query, viewer)).threads;
}

/** GET /api/threads/{category}: the pinned list with `pinned=true`, else a page of threads. */
export async function listCategoryThreads(categoryId: string | undefined, query: ListThreadsQuery, viewer: Viewer): Promise<ThreadListPage> {
  return query.pinned ? { threads: await listPinnedThreads(categoryId, viewer), nextCursor: null } : listThreadsPage(categoryId, query, viewer);
}
