"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { apiFetch, ApiError, errorMessage } from "@/lib/http/api-fetch";
import type { VerificationRevocationAnswer } from "@/lib/members/verification";
import type { VerificationRevocationInput } from "@/lib/validation/verification";

const RemoveVerificationDialog = loadsOnFirstUse(() => import("./remove-verification-dialog").then((module) => module.RemoveVerificationDialog), DialogLoading);

interface RemoveVerificationButtonProps {
  member: { id: string; username: string };
  fighter: boolean;
}

/** An admin's "Remove verification" on a verified member's profile: a reason, then the profile shows them unverified. */
export function RemoveVerificationButton({ member, fighter }: RemoveVerificationButtonProps) {
  const toast = useToast();
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(input: VerificationRevocationInput) {
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch<VerificationRevocationAnswer>(`/api/users/${encodeURIComponent(member.id)}/verification`, { method: "DELETE", body: input });
      toast({ title: "Verification removed", description: `@${member.username} is told why.` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      // Another admin was first: show the profile as it is now.
      if (error instanceof ApiError && error.code === "NOT_VERIFIED") {
        toast({ title: "Error", description: errorMessage(error, "Failed to remove the verification"), variant: "destructive" });
        setOpen(false);
        router.refresh();
      } else {
        setFailure(errorMessage(error, "Failed to remove the verification. Please try again."));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
        className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60"
      >
        Remove verification
      </button>
      {open && <RemoveVerificationDialog username={member.username} fighter={fighter} busy={busy} failure={failure} onCancel={() => setOpen(false)} onConfirm={(input) => void remove(input)} />}
    </>
  );
}
