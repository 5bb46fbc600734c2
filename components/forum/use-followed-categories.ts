import useSWR, { mutate as mutateCache } from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { CategoryFollowAnswer, FollowedCategoriesAnswer } from "@/lib/threads/category-follows";

const FOLLOWED_CATEGORIES_URL = "/api/users/me/followed-categories";

/** Follows the category (true) or unfollows it (false). */
export function setCategoryFollow(categoryId: string, following: boolean) {
  return apiFetch<CategoryFollowAnswer>(`/api/categories/${encodeURIComponent(categoryId)}/follow`, { method: following ? "PUT" : "DELETE", body: {} });
}

/** Drops the cached list after a change made elsewhere (a notice), so /account and the pages opened next read it afresh. */
export function forgetFollowedCategories() {
  void mutateCache(FOLLOWED_CATEGORIES_URL, undefined, { revalidate: true });
}

/**
 * The categories the member follows (GET /api/users/me/followed-categories, read once for every
 * page that shows them) and following or unfollowing one: the list changes once the server agrees.
 */
export function useFollowedCategories() {
  const { data, error, isLoading, mutate } = useSWR<FollowedCategoriesAnswer>(FOLLOWED_CATEGORIES_URL);

  async function setFollowing(categoryId: string, following: boolean) {
    const answer = await setCategoryFollow(categoryId, following);
    await mutate(
      (current) => {
        const others = (current?.categoryIds ?? []).filter((id) => id !== categoryId);
        return { categoryIds: answer.following ? [...others, categoryId] : others };
      },
      { revalidate: false },
    );
    return answer;
  }

  return { categoryIds: data?.categoryIds, error, isLoading, retry: () => void mutate(), setFollowing };
}

/** What the member is told when they follow or unfollow a category. */
export function categoryFollowToast(categoryName: string, following: boolean) {
  return following
    ? { title: `Following ${categoryName}`, description: "You will be told of each thread started in it." }
    : { title: `Unfollowed ${categoryName}`, description: "You will no longer be told of its new threads." };
}
