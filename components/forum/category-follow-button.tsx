"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { errorMessage } from "@/lib/http/api-fetch";
import { categoryFollowToast, useFollowedCategories } from "./use-followed-categories";

interface CategoryFollowButtonProps {
  category: { id: string; name: string };
  /** The id of the element naming the category, where several categories' buttons show together. */
  describedBy?: string;
}

/** Follow or unfollow the category: a follower is told of each thread started in it. */
export function CategoryFollowButton({ category, describedBy }: CategoryFollowButtonProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const { categoryIds, error, setFollowing } = useFollowedCategories();
  const [busy, setBusy] = useState(false);
  const following = categoryIds?.includes(category.id) ?? false;

  async function toggle() {
    setBusy(true);
    try {
      const answer = await setFollowing(category.id, !following);
      toast(categoryFollowToast(category.name, answer.following));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to change whether you follow this category. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  // Without the member's follows the button cannot say which way it goes; /account's list says the read failed.
  if (error && !categoryIds) return null;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-describedby={describedBy}
      disabled={!hydrated || !categoryIds || busy}
      onClick={() => void toggle()}
      className={`min-h-11 shrink-0 rounded border px-3 text-sm font-semibold disabled:opacity-60 ${following ? "border-brand bg-brand/20" : "border-line hover:bg-line"}`}
    >
      {following ? "Following category" : "Follow category"}
    </button>
  );
}
