"use client";

import Link from "next/link";
import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import type { FollowerDto, MemberFollowersAnswer } from "@/lib/members/member-follows";
import { FOLLOWERS_PAGE_SIZE } from "@/lib/validation/limits";
import { memberFollowersPageUrl } from "./member-followers-pages";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

const LOAD_ERROR = "Error loading followers. Please try again later.";

/** A member's followers, the newest first, from the server-rendered first page on. */
export function FollowerList({ member }: { member: { id: string; username: string } }) {
  const pageKey = (index: number, previous: MemberFollowersAnswer | null) => memberFollowersPageUrl(member.id, index === 0 ? null : previous);
  const pages = useSWRInfinite<MemberFollowersAnswer>(pageKey, { revalidateFirstPage: false });
  const followers = (pages.data ?? []).flat();

  if (pages.isLoading) return <Spinner label="Loading followers..." />;
  if (pages.error && !pages.data?.length) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (followers.length === 0) {
    return <p className="rounded-lg border border-dashed border-line px-4 py-12 text-center text-muted">No one follows {member.username} yet.</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label={`Followers of ${member.username}`} className="divide-y divide-line rounded-lg border border-line bg-panel">
        {followers.map((follower) => (
          <FollowerRow key={follower.id} follower={follower} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={FOLLOWERS_PAGE_SIZE} label="Load more followers" errorMessage={LOAD_ERROR} />
    </div>
  );
}

function FollowerRow({ follower }: { follower: FollowerDto }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <UserAvatar user={follower} size="sm" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <Link href={`/user/${follower.username}`} className="break-all font-semibold hover:underline">
          @{follower.username}
        </Link>
        <RoleBadge role={follower.role} />
      </div>
      <span className="shrink-0 text-xs text-muted">since {formatDate(follower.followedAt)}</span>
    </li>
  );
}
