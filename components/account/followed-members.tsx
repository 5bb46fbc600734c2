"use client";

import Link from "next/link";
import { useState } from "react";
import { memberFollowToast } from "@/components/members/member-follow-calls";
import { UserAvatar } from "@/components/members/user-avatar";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { FollowedMemberDto } from "@/lib/members/member-follows";
import { AccountSection } from "./account-section";
import { useFollowedMembers } from "./use-followed-members";

/** /account's list of the members the viewer follows, each with Unfollow. */
export function FollowedMembers() {
  const { members, error, isLoading, retry, unfollow } = useFollowedMembers();
  return (
    <AccountSection title="Members you follow" description="You are told of each thread they start. Follow a member from their profile.">
      {isLoading ? (
        <Spinner label="Loading the members you follow..." />
      ) : error ? (
        <LoadFailed error={error} fallback="Failed to load the members you follow." retry={retry} />
      ) : !members || members.length === 0 ? (
        <p className="text-sm text-muted">You do not follow anyone yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {members.map((member) => (
            <FollowedMemberRow key={member.id} member={member} unfollow={unfollow} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

function FollowedMemberRow({ member, unfollow }: { member: FollowedMemberDto; unfollow: (id: string) => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function unfollowOne() {
    setBusy(true);
    try {
      await unfollow(member.id);
      toast(memberFollowToast(member.username, false));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <UserAvatar user={member} size="sm" />
      <Link href={`/user/${member.username}`} className="min-w-0 flex-1 break-all font-semibold hover:underline">
        @{member.username}
      </Link>
      <button
        type="button"
        disabled={busy}
        onClick={unfollowOne}
        aria-label={`Unfollow @${member.username}`}
        className="min-h-11 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60"
      >
        {busy ? "Saving..." : "Unfollow"}
      </button>
    </li>
  );
}
