"use client";

import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import { banMember, memberBannedToast } from "./ban-member";

const BanMemberDialog = loadsOnFirstUse(() => import("./ban-member-dialog").then((module) => module.BanMemberDialog), DialogLoading);

interface BanMemberButtonProps {
  member: { id: string; username: string };
  banned: boolean;
}

/** Staff's Ban on a member's profile, after a confirmation (its dialog loaded on first use); "Banned" once they are. */
export function BanMemberButton({ member, banned: bannedAtFirst }: BanMemberButtonProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const [banned, setBanned] = useState(bannedAtFirst);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function ban() {
    setBusy(true);
    try {
      await banMember(member.id);
      setBanned(true);
      toast(memberBannedToast(member.username));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to ban the member"), variant: "destructive" });
      // Another moderator was first.
      if (error instanceof ApiError && error.code === "ALREADY_BANNED") setBanned(true);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (banned) return <span className="inline-flex min-h-11 items-center rounded bg-red-500/15 px-4 text-sm font-semibold text-red-300">Banned</span>;
  return (
    <>
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={() => setConfirming(true)}
        className="min-h-11 rounded border border-line px-4 text-sm font-semibold text-red-300 hover:bg-line disabled:opacity-60"
      >
        Ban
      </button>
      {confirming && <BanMemberDialog username={member.username} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void ban()} />}
    </>
  );
}
