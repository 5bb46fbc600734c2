"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { MemberRelationship } from "@/lib/members/relationship";
import type { RestrictionAction } from "./restriction-calls";

// Most visits to a profile change nothing: the calls load with the first press.
const loadFollowCalls = () => import("./member-follow-calls");
const loadRestrictionCalls = () => import("./restriction-calls");

type RelationshipAction = "follow" | RestrictionAction;

interface RelationshipButtonsProps {
  member: { id: string; username: string };
  initial: MemberRelationship;
}

/**
 * Follow (Follow back, if they follow the viewer), Mute and Block (or Unfollow, Unmute and Unblock)
 * on another member's profile; staff show no Block. Each answers the viewer's relationship with the member now.
 */
export function RelationshipButtons({ member, initial }: RelationshipButtonsProps) {
  const toast = useToast();
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState<RelationshipAction | null>(null);

  async function change(action: RelationshipAction, on: boolean) {
    if (action === "follow") {
      const { forgetFollowedMembers, memberFollowToast, setMemberFollow } = await loadFollowCalls();
      const answer = await setMemberFollow(member.id, on);
      setState((current) => ({ ...current, ...answer }));
      forgetFollowedMembers();
      toast(memberFollowToast(member.username, on));
      // The profile's follower count is the server's: read it again.
      router.refresh();
    } else {
      const { forgetRestrictedMembers, restrictionToast, setRestriction } = await loadRestrictionCalls();
      const answer = await setRestriction(member.id, action, on);
      // A block ends the member's follow of the viewer (lib/members/restrictions.ts).
      setState((current) => ({ ...current, ...answer, followsYou: current.followsYou && !answer.blocked }));
      forgetRestrictedMembers();
      toast(restrictionToast(member.username, action, on));
      // The page's counts and "Follows you" are the server's.
      if (action === "block") router.refresh();
    }
  }

  async function toggle(action: RelationshipAction, on: boolean) {
    setBusy(action);
    try {
      await change(action, on);
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const button = (action: RelationshipAction, on: boolean, label: string, primary = false) => (
    <button
      type="button"
      onClick={() => toggle(action, !on)}
      disabled={busy !== null}
      aria-pressed={action === "follow" ? on : undefined}
      className={`min-h-11 rounded px-4 text-sm font-semibold disabled:opacity-60 ${primary ? "bg-brand" : "border border-line hover:bg-line"}`}
    >
      {busy === action ? "Saving..." : label}
    </button>
  );

  return (
    <>
      {button("follow", state.following, state.following ? "Unfollow" : state.followsYou ? "Follow back" : "Follow", !state.following)}
      {button("mute", state.muted, state.muted ? "Unmute" : "Mute")}
      {state.canBlock && button("block", state.blocked, state.blocked ? "Unblock" : "Block")}
    </>
  );
}
