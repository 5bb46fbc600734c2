"use client";

import Link from "next/link";
import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { formatDate } from "@/lib/format";
import { errorMessage } from "@/lib/http/api-fetch";
import type { FollowerDto, MemberFollowersAnswer } from "@/lib/members/member-follows";
import { FOLLOWERS_PAGE_SIZE } from "@/lib/validation/limits";
import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "./member-follow-calls";
import { memberFollowersPageUrl } from "./member-followers-pages";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

const LOAD_ERROR = "Error loading followers. Please try again later.";

/** A member's followers, the newest first, from the server-rendered first page on, each to follow back or unfollow. */
export function FollowerList({ member, viewerId }: { member: { id: string; username: string }; viewerId: string }) {
  const pageKey = (index: number, previous: MemberFollowersAnswer | null) => memberFollowersPageUrl(member.id, index === 0 ? null : previous);
  const pages = useSWRInfinite<MemberFollowersAnswer>(pageKey, { revalidateFirstPage: false });
  const followers = (pages.data ?? []).flat();
  const setYouFollow = (followerId: string, youFollow: boolean) =>
    void pages.mutate((data) => data?.map((page) => page.map((follower) => (follower.id === followerId ? { ...follower, youFollow } : follower))), { revalidate: false });

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
          <FollowerRow key={follower.id} follower={follower} isViewer={follower.id === viewerId} onFollowChange={(following) => setYouFollow(follower.id, following)} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={FOLLOWERS_PAGE_SIZE} label="Load more followers" errorMessage={LOAD_ERROR} />
    </div>
  );
}

interface FollowerRowProps {
  follower: FollowerDto;
  isViewer: boolean;
  onFollowChange: (following: boolean) => void;
}

function FollowerRow({ follower, isViewer, onFollowChange }: FollowerRowProps) {
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <UserAvatar user={follower} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link href={`/user/${follower.username}`} className="break-all font-semibold hover:underline">
            @{follower.username}
          </Link>
          <RoleBadge role={follower.role} />
        </div>
        <p className="text-xs text-muted">Since {formatDate(follower.followedAt)}</p>
      </div>
      {!isViewer && <FollowBackButton follower={follower} onFollowChange={onFollowChange} />}
    </li>
  );
}

/** Follow (back) or Unfollow a follower, as on their profile. */
function FollowBackButton({ follower, onFollowChange }: Omit<FollowerRowProps, "isViewer">) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const { following } = await setMemberFollow(follower.id, !follower.youFollow);
      onFollowChange(following);
      forgetFollowedMembers();
      toast(memberFollowToast(follower.username, following));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const action = follower.youFollow ? "Unfollow" : "Follow";
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void toggle()}
      aria-pressed={follower.youFollow}
      aria-label={`${action} @${follower.username}`}
      className="min-h-11 shrink-0 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60"
    >
      {busy ? "Saving..." : action}
    </button>
  );
}
