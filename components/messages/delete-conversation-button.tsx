"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { ConversationDeletedAnswer, MessageMemberDto } from "@/lib/messages/messages";

const ConfirmDialog = loadsOnFirstUse(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog), DialogLoading);

/** Deletes the conversation from the viewer's inbox, after a confirmation, and goes back to the inbox. */
export function DeleteConversationButton({ member }: { member: MessageMemberDto }) {
  const toast = useToast();
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deleteConversation() {
    setBusy(true);
    try {
      await apiFetch<ConversationDeletedAnswer>(`/api/users/${encodeURIComponent(member.id)}/messages`, { method: "DELETE", body: {} });
      toast({ title: "Conversation deleted", description: `Your messages with @${member.username} are gone from your inbox.` });
      router.push("/messages");
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to delete the conversation. Please try again."), variant: "destructive" });
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
        className="min-h-11 rounded border border-line px-3 text-sm hover:bg-line disabled:opacity-60"
      >
        Delete conversation
      </button>
      {confirming && (
        <ConfirmDialog title="Delete this conversation?" confirmLabel="Delete conversation" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void deleteConversation()}>
          <p>
            Its messages are removed from your inbox. @{member.username} keeps their copy, and a new message from either of you starts it again.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
