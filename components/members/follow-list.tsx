"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import type { FollowListAnswer, FollowListMemberDto } from "@/lib/members/member-follows";
import { FOLLOW_LIST_PAGE_SIZE } from "@/lib/validation/limits";
import type { FollowListKind } from "@/lib/validation/member-follows";
import { FollowButton, withYouFollow } from "./follow-button";
import { FOLLOW_LIST_LOAD_ERROR, followListPageUrl, followListTitle } from "./follow-list-pages";
import { FollowsYouBadge } from "./follows-you-badge";
import { MemberListItem } from "./member-list-item";

const TEXTS = {
  followers: {
    loading: "Loading followers...",
    empty: (username: string) => `No one follows ${username} yet.`,
    loadMore: "Load more followers",
  },
  following: {
    loading: "Loading followed members...",
    empty: (username: string) => `${username} follows no one yet.`,
    loadMore: "Load more followed members",
  },
} satisfies Record<FollowListKind, unknown>;

interface FollowListProps {
  member: { id: string; username: string };
  kind: FollowListKind;
  viewerId: string;
}

/**
 * A member's followers or the members they follow, the newest follow first, from the server-rendered
 * first page on, each to follow (back) or unfollow.
 */
export function FollowList({ member, kind, viewerId }: FollowListProps) {
  const texts = TEXTS[kind];
  const pageKey = (index: number, previous: FollowListAnswer | null) => followListPageUrl(member.id, kind, index === 0 ? null : previous);
  const pages = useSWRInfinite<FollowListAnswer>(pageKey, { revalidateFirstPage: false });
  const members = (pages.data ?? []).flat();
  const setYouFollow = (memberId: string, youFollow: boolean) =>
    void pages.mutate(withYouFollow(memberId, youFollow), { revalidate: false });

  if (pages.isLoading) return <Spinner label={texts.loading} />;
  if (pages.error && !pages.data?.length) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {FOLLOW_LIST_LOAD_ERROR[kind]}
      </p>
    );
  }
  if (members.length === 0) {
    return <p className="rounded-lg border border-dashed border-line px-4 py-12 text-center text-muted">{texts.empty(member.username)}</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label={followListTitle(kind, member.username)} className="divide-y divide-line rounded-lg border border-line bg-panel">
        {members.map((listed) => (
          <FollowListRow
            key={listed.id}
            listed={listed}
            isViewer={listed.id === viewerId}
            // On one's own followers every row follows one: said once by the page's title.
            showFollowsYou={listed.followsYou && !(kind === "followers" && member.id === viewerId)}
            onFollowChange={(following) => setYouFollow(listed.id, following)}
          />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={FOLLOW_LIST_PAGE_SIZE} label={texts.loadMore} errorMessage={FOLLOW_LIST_LOAD_ERROR[kind]} />
    </div>
  );
}

interface FollowListRowProps {
  listed: FollowListMemberDto;
  isViewer: boolean;
  showFollowsYou: boolean;
  onFollowChange: (following: boolean) => void;
}

function FollowListRow({ listed, isViewer, showFollowsYou, onFollowChange }: FollowListRowProps) {
  return (
    <MemberListItem
      member={listed}
      detail={`Since ${formatDate(listed.followedAt)}`}
      badge={showFollowsYou && <FollowsYouBadge />}
      action={!isViewer && <FollowButton member={listed} following={listed.youFollow} followsYou={listed.followsYou} onFollowChange={onFollowChange} />}
      className="px-3"
    />
  );
}
