"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toaster";
import { apiFetch } from "@/lib/http/api-fetch";
import { endSession } from "@/components/layout/app-events";
import { fullPageLoad } from "@/components/layout/full-page-load";

/** SPEC.md section 9: after deleting the account, the member is taken to / after 3 seconds. */
const LEAVE_AFTER_DELETION_MS = 3000;

type Step = "confirm" | "deleting" | "deleted";

/**
 * The confirmation the header's "Delete Account" opens (components/layout/app-modal-host.tsx).
 * Confirming deletes the account, signs the member out and leaves for / after 3 s.
 */
export function DeleteAccountModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const toast = useToast();
  const [step, setStep] = useState<Step>("confirm");

  async function deleteAccount() {
    setStep("deleting");
    try {
      await apiFetch("/api/users/account", { method: "DELETE", body: { userId } });
    } catch (error) {
      console.error("Failed to delete account", error);
      setStep("confirm");
      toast({ title: "Error deleting account", description: "Please try again later", variant: "destructive" });
      return;
    }
    setStep("deleted");
    toast({ title: "Account deleted", description: "Your account has been deleted" });
    await endSession();
    setTimeout(() => fullPageLoad("/"), LEAVE_AFTER_DELETION_MS);
  }

  function close() {
    // Once deleting has started there is no going back to the page.
    if (step === "confirm") onClose();
  }

  return (
    <Modal open onClose={close} title="Delete Account" className="max-w-md">
      {step === "deleted" ? (
        <p role="status" className="text-zinc-300">
          Your account has been deleted. Signing you out...
        </p>
      ) : (
        <>
          <p className="text-zinc-300">
            Are you sure you want to delete your account? Your profile, posts, replies and Fight Cred will be removed and
            your subscription cancelled. This action cannot be undone.
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={close}
              disabled={step !== "confirm"}
              data-autofocus
              className="min-h-11 rounded border border-line px-4 hover:bg-line disabled:opacity-60"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={deleteAccount}
              disabled={step !== "confirm"}
              className="min-h-11 rounded bg-brand px-4 font-semibold disabled:opacity-60"
            >
              {step === "deleting" ? "Deleting..." : "Delete Account"}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
