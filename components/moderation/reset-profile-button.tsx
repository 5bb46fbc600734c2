"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import { profileResetToast, resetProfile } from "./reset-profile";

const ResetProfileDialog = loadsOnFirstUse(() => import("./reset-profile-dialog").then((module) => module.ResetProfileDialog), DialogLoading);

/** Staff's Reset profile on a member's profile, after a confirmation; the page then shows the bare profile. */
export function ResetProfileButton({ member }: { member: { id: string; username: string } }) {
  const toast = useToast();
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await resetProfile(member.id);
      toast(profileResetToast(member.username));
      router.refresh();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to reset the profile"), variant: "destructive" });
      // Another moderator was first, or the member cleared it: show the profile as it is now.
      if (error instanceof ApiError && error.code === "NOTHING_TO_RESET") router.refresh();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={() => setConfirming(true)}
        className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60"
      >
        {busy ? "Resetting..." : "Reset profile"}
      </button>
      {confirming && <ResetProfileDialog username={member.username} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void reset()} />}
    </>
  );
}
