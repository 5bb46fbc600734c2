"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "./member-follow-calls";

interface FollowMemberButtonProps {
  member: { id: string; username: string };
  initialFollowing: boolean;
}

/** Follow (or Unfollow) on another member's profile: a follower is told of each thread the member starts. */
export function FollowMemberButton({ member, initialFollowing }: FollowMemberButtonProps) {
  const toast = useToast();
  const router = useRouter();
  const [following, setFollowing] = useState(initialFollowing);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const answer = await setMemberFollow(member.id, !following);
      setFollowing(answer.following);
      forgetFollowedMembers();
      toast(memberFollowToast(member.username, answer.following));
      // The profile's follower count is the server's: read it again.
      router.refresh();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={following}
      className={`min-h-11 rounded px-4 text-sm font-semibold disabled:opacity-60 ${
        following ? "border border-line hover:bg-line" : "bg-brand"
      }`}
    >
      {busy ? "Saving..." : following ? "Unfollow" : "Follow"}
    </button>
  );
}
