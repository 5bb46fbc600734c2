"use client";

import { useState } from "react";
import { FollowButton } from "@/components/members/follow-button";
import { FollowsYouBadge } from "@/components/members/follows-you-badge";
import { MemberListItem } from "@/components/members/member-list-item";
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
          <MemberListItem
            key={member.id}
            member={member}
            detail={formatQuantity(member.followersCount, "follower", "followers")}
            badge={member.followsYou && <FollowsYouBadge />}
            action={<FollowButton member={member} following={followed.has(member.id)} followsYou={member.followsYou} onFollowChange={(following) => change(member.id, following)} />}
          />
        ))}
      </ul>
    </section>
  );
}
