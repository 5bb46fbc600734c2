"use client";

import { useState } from "react";
import useSWR from "swr";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { CategoryFollowAnswer, FollowedCategoriesAnswer } from "@/lib/threads/category-follows";

const FOLLOWED_CATEGORIES_URL = "/api/users/me/followed-categories";

/** Follow or unfollow the category: a follower is told of each thread started in it. */
export function CategoryFollowButton({ category }: { category: { id: string; name: string } }) {
  const toast = useToast();
  const hydrated = useHydrated();
  const followed = useSWR<FollowedCategoriesAnswer>(FOLLOWED_CATEGORIES_URL);
  const [busy, setBusy] = useState(false);
  const following = followed.data?.categoryIds.includes(category.id) ?? false;

  async function toggle() {
    setBusy(true);
    try {
      const answer = await apiFetch<CategoryFollowAnswer>(`/api/categories/${encodeURIComponent(category.id)}/follow`, { method: following ? "DELETE" : "PUT", body: {} });
      await followed.mutate(
        (current) => {
          const others = (current?.categoryIds ?? []).filter((id) => id !== category.id);
          return { categoryIds: answer.following ? [...others, category.id] : others };
        },
        { revalidate: false },
      );
      toast(
        answer.following
          ? { title: `Following ${category.name}`, description: "You will be told of each thread started in it." }
          : { title: `Unfollowed ${category.name}`, description: "You will no longer be told of its new threads." },
      );
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to change whether you follow this category. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={!hydrated || !followed.data || busy}
      onClick={() => void toggle()}
      className={`mt-2 min-h-11 rounded border px-3 text-sm font-semibold disabled:opacity-60 ${following ? "border-brand bg-brand/20" : "border-line hover:bg-line"}`}
    >
      {following ? "Following category" : "Follow category"}
    </button>
  );
}
