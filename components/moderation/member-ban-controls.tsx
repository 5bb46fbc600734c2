"use client";

import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import { banMember, liftBan, memberBannedToast } from "./ban-member";

const BanMemberDialog = loadsOnFirstUse(() => import("./ban-member-dialog").then((module) => module.BanMemberDialog), DialogLoading);

interface MemberBanControlsProps {
  member: { id: string; username: string };
  banned: boolean;
}

/** Staff's Ban on a member's profile, after a confirmation (its dialog loaded on first use); once banned, "Banned" and Lift ban. */
export function MemberBanControls({ member, banned: bannedAtFirst }: MemberBanControlsProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const [banned, setBanned] = useState(bannedAtFirst);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(request: () => Promise<unknown>, bannedAfter: boolean, done: () => void, failure: string) {
    setBusy(true);
    try {
      await request();
      setBanned(bannedAfter);
      done();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
      // Another moderator was first.
      if (error instanceof ApiError && (error.code === "ALREADY_BANNED" || error.code === "NOT_BANNED")) setBanned(bannedAfter);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const ban = () => change(() => banMember(member.id), true, () => toast(memberBannedToast(member.username)), "Failed to ban the member");
  const lift = () =>
    change(
      () => liftBan(member.id),
      false,
      () => toast({ title: "Ban lifted", description: `@${member.username} can post and reply again once subscribed.` }),
      "Failed to lift the ban",
    );

  const buttonClass = "min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60";
  if (banned) {
    return (
      <>
        <span className="inline-flex min-h-11 items-center rounded bg-red-500/15 px-4 text-sm font-semibold text-red-300">Banned</span>
        <button type="button" disabled={!hydrated || busy} onClick={() => void lift()} className={buttonClass}>
          {busy ? "Lifting..." : "Lift ban"}
        </button>
      </>
    );
  }
  return (
    <>
      <button type="button" disabled={!hydrated || busy} onClick={() => setConfirming(true)} className={`${buttonClass} text-red-300`}>
        Ban
      </button>
      {confirming && <BanMemberDialog username={member.username} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void ban()} />}
    </>
  );
}
