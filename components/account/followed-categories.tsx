"use client";

import Link from "next/link";
import { CategoryFollowButton } from "@/components/forum/category-follow-button";
import { useFollowedCategories } from "@/components/forum/use-followed-categories";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { CATEGORIES } from "@/lib/categories";
import { AccountSection } from "./account-section";

/** /account's categories, each to follow or unfollow: a follower is told of each thread started in it. */
export function FollowedCategories() {
  const { categoryIds, error, isLoading, retry } = useFollowedCategories();
  return (
    <AccountSection title="Categories you follow" description="You are told of each thread started in a category you follow.">
      {isLoading ? (
        <Spinner label="Loading the categories you follow..." />
      ) : error || !categoryIds ? (
        <LoadFailed error={error} fallback="Failed to load the categories you follow." retry={retry} />
      ) : (
        <ul className="divide-y divide-line">
          {CATEGORIES.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center gap-3 py-2">
              <Link id={`followed-category-${category.id}`} href={`/forum/${category.id}`} className="min-w-0 flex-1 font-semibold hover:underline">
                {category.name}
              </Link>
              <CategoryFollowButton category={category} describedBy={`followed-category-${category.id}`} />
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
