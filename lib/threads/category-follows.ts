import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { isCategoryId } from "@/lib/categories";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";

/**
 * Following categories: a member follows a category to be told of each thread started in it
 * (CATEGORY_THREAD, told by lib/threads/new-thread-notices.ts). The categories are the fixed four,
 * so a member follows at most four and needs no limit.
 */

/** PUT and DELETE /api/categories/{id}/follow's answer. */
export interface CategoryFollowAnswer {
  categoryId: string;
  following: boolean;
}

/** GET /api/users/me/followed-categories's answer: the ids of the categories the member follows. */
export interface FollowedCategoriesAnswer {
  categoryIds: string[];
}

function assertCategory(categoryId: string) {
  if (!isCategoryId(categoryId)) throw notFound("Category not found");
}

/** Follows the category (again: no change). */
export async function followCategory(categoryId: string, viewer: SignedInViewer): Promise<CategoryFollowAnswer> {
  assertCategory(categoryId);
  await db.categoryFollow.createMany({ data: [{ userId: viewer.id, categoryId }], skipDuplicates: true });
  return { categoryId, following: true };
}

/** Unfollows the category, if the member followed it. */
export async function unfollowCategory(categoryId: string, viewer: SignedInViewer): Promise<CategoryFollowAnswer> {
  assertCategory(categoryId);
  await db.categoryFollow.deleteMany({ where: { userId: viewer.id, categoryId } });
  return { categoryId, following: false };
}

/** The categories the member follows, in no particular order. */
export async function followedCategories(viewer: SignedInViewer): Promise<FollowedCategoriesAnswer> {
  const rows = await db.categoryFollow.findMany({ where: { userId: viewer.id }, select: { categoryId: true } });
  return { categoryIds: rows.map((row) => row.categoryId) };
}
