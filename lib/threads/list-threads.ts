import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListThreadsQuery } from "@/lib/validation/threads";
import { threadInclude, toThreadDto } from "./thread-dto";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

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

/**
 * A page of a category's threads: `sort=recent` by last activity, `sort=new` by creation;
 * `timeRange=week` keeps threads created in the last 7 days; pinned ones excluded on request.
 */
export async function listThreads(
  categoryId: string | undefined,
  query: Pick<ListThreadsQuery, "sort" | "timeRange" | "limit" | "offset" | "pinnedByUserFilter">,
  viewer: Viewer,
) {
  const category = resolveCategory(categoryId);
  const where: Prisma.ThreadWhereInput = { categoryId: category.id };
  if (query.pinnedByUserFilter === "exclude") where.isPinned = false;
  if (query.timeRange === "week") where.createdAt = { gte: new Date(Date.now() - WEEK_MS) };
  const rows = await db.thread.findMany({
    where,
    orderBy: query.sort === "new" ? [{ createdAt: "desc" }, { id: "desc" }] : [{ lastActivityAt: "desc" }, { id: "desc" }],
    take: query.limit,
    skip: query.offset,
    include: threadInclude(viewer?.id ?? null),
  });
  return rows.map((row) => toThreadDto(row, viewer));
}

/** GET /api/threads/{category}: the pinned list with `pinned=true`, else a page of threads. */
export function listCategoryThreads(categoryId: string | undefined, query: ListThreadsQuery, viewer: Viewer) {
  return query.pinned ? listPinnedThreads(categoryId, viewer) : listThreads(categoryId, query, viewer);
}
