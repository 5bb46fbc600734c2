"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "./member-follow-calls";

interface FollowButtonProps {
  member: { id: string; username: string };
  /** Whether the viewer follows the member now. */
  following: boolean;
  /** Whether the member follows the viewer: Follow reads "Follow back". */
  followsYou?: boolean;
  onFollowChange: (following: boolean) => void;
}

/** A list's loaded pages with the viewer's follow of one member changed, for swr's `mutate` after a FollowButton's change. */
export const withYouFollow =
  (memberId: string, youFollow: boolean) =>
  <Member extends { id: string; youFollow: boolean }>(pages: Member[][] | undefined) =>
    pages?.map((page) => page.map((member) => (member.id === memberId ? { ...member, youFollow } : member)));

/** Follow or Unfollow a member in a list (follow lists, suggestions, member search results), with the profile's toast; the server's refusal is shown as its message. */
export function FollowButton({ member, following, followsYou = false, onFollowChange }: FollowButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const answer = await setMemberFollow(member.id, !following);
      onFollowChange(answer.following);
      forgetFollowedMembers();
      toast(memberFollowToast(member.username, answer.following));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const action = following ? "Unfollow" : followsYou ? "Follow back" : "Follow";
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void toggle()}
      aria-pressed={following}
      aria-label={`${action} @${member.username}`}
      className="min-h-11 shrink-0 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60"
    >
      {busy ? "Saving..." : action}
    </button>
  );
}
