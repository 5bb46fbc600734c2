"use client";

import { FollowButton } from "@/components/members/follow-button";
import { FollowsYouBadge } from "@/components/members/follows-you-badge";
import { MemberListItem } from "@/components/members/member-list-item";
import { formatQuantity } from "@/lib/format";
import type { FollowSuggestionDto } from "@/lib/members/follow-suggestions";

interface FollowSuggestionsProps {
  suggestions: FollowSuggestionDto[];
  /** The suggested members followed here since the page opened. */
  followed: ReadonlySet<string>;
  onFollowChange: (memberId: string, following: boolean) => void;
}

/** /following's pro fighters and insiders to follow, each with Follow; one followed here stays listed, with Unfollow. */
export function FollowSuggestions({ suggestions, followed, onFollowChange }: FollowSuggestionsProps) {
  if (suggestions.length === 0) return null;
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
            action={<FollowButton member={member} following={followed.has(member.id)} followsYou={member.followsYou} onFollowChange={(following) => onFollowChange(member.id, following)} />}
          />
        ))}
      </ul>
    </section>
  );
}
