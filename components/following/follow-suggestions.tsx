"use client";

import Link from "next/link";
import { useState } from "react";
import { FollowButton } from "@/components/members/follow-button";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatQuantity } from "@/lib/format";
import type { FollowSuggestionDto } from "@/lib/members/follow-suggestions";

interface FollowSuggestionsProps {
  suggestions: FollowSuggestionDto[];
  /** A suggested member followed or unfollowed here. */
  onFollowChange: (following: boolean) => void;
}

/** /following's pro fighters and insiders to follow, each with Follow; one followed here stays listed, with Unfollow. */
export function FollowSuggestions({ suggestions, onFollowChange }: FollowSuggestionsProps) {
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  if (suggestions.length === 0) return null;

  function change(memberId: string, following: boolean) {
    setFollowed((current) => {
      const next = new Set(current);
      if (following) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
    onFollowChange(following);
  }

  return (
    <section aria-labelledby="follow-suggestions-heading" className="rounded-lg border border-line bg-panel p-4">
      <h2 id="follow-suggestions-heading" className="font-bold">
        Fighters and insiders to follow
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {suggestions.map((member) => (
          <li key={member.id} className="flex items-center gap-3 py-2">
            <UserAvatar user={member} size="sm" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link href={`/user/${member.username}`} className="break-all font-semibold hover:underline">
                  @{member.username}
                </Link>
                <RoleBadge role={member.role} />
              </div>
              <p className="text-xs text-muted">{formatQuantity(member.followersCount, "follower", "followers")}</p>
            </div>
            <FollowButton member={member} following={followed.has(member.id)} onFollowChange={(following) => change(member.id, following)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
