"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { MessageDto } from "@/lib/messages/messages";

interface UnsendDialogProps {
  messageId: string;
  username: string;
  onUnsent: (message: MessageDto) => void;
  onCancel: () => void;
}

/** Asks before unsending one of the viewer's messages (`DELETE /api/messages/{id}`), then hands back the unsent message. */
export function UnsendDialog({ messageId, username, onUnsent, onCancel }: UnsendDialogProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function unsend() {
    setBusy(true);
    try {
      onUnsent(await apiFetch<MessageDto>(`/api/messages/${encodeURIComponent(messageId)}`, { method: "DELETE", body: {} }));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to unsend the message. Please try again."), variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog title="Unsend this message?" confirmLabel="Unsend" busy={busy} onCancel={onCancel} onConfirm={() => void unsend()}>
      <p>It is removed for you and @{username}, who will see that a message was unsent.</p>
    </ConfirmDialog>
  );
}
