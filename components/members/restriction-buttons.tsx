"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { MemberRelationship } from "@/lib/members/relationship";
import { forgetRestrictedMembers, restrictionToast, setRestriction, type RestrictionAction } from "./restriction-calls";

interface RestrictionButtonsProps {
  member: { id: string; username: string };
  initial: Pick<MemberRelationship, "muted" | "blocked" | "canBlock">;
}

/** Mute and Block (or Unmute and Unblock) on another member's profile; staff show no Block. */
export function RestrictionButtons({ member, initial }: RestrictionButtonsProps) {
  const toast = useToast();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState<RestrictionAction | null>(null);

  async function toggle(action: RestrictionAction, on: boolean) {
    setBusy(action);
    try {
      const answer = await setRestriction(member.id, action, on);
      setState((current) => ({ ...current, ...answer }));
      forgetRestrictedMembers();
      toast(restrictionToast(member.username, action, on));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const button = (action: RestrictionAction, on: boolean, label: string) => (
    <button
      type="button"
      onClick={() => toggle(action, !on)}
      disabled={busy !== null}
      className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60"
    >
      {busy === action ? "Saving..." : label}
    </button>
  );

  return (
    <>
      {button("mute", state.muted, state.muted ? "Unmute" : "Mute")}
      {state.canBlock && button("block", state.blocked, state.blocked ? "Unblock" : "Block")}
    </>
  );
}
