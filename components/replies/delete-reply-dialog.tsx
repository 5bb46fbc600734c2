"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { DeleteReplyAnswer } from "@/lib/replies/delete-reply";
import type { ReplyDto } from "@/lib/replies/reply-dto";

interface DeleteReplyDialogProps {
  reply: ReplyDto;
  viewer: ViewerSummary;
  onClose: () => void;
  onDeleted: (replyId: string, keptAsPlaceholder: boolean) => void;
  /** The server no longer has it to delete (sent again after a lost answer, or deleted meanwhile). */
  onGone: (replyId: string) => void;
}

/** Asks before deleting a reply (SPEC.md "Modals"), then deletes it. Rendered while open. */
export function DeleteReplyDialog({ reply, viewer, onClose, onDeleted, onGone }: DeleteReplyDialogProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      const { keptAsPlaceholder } = await apiFetch<DeleteReplyAnswer>(`/api/replies/${reply.id}`, {
        method: "DELETE",
        body: { userId: viewer.id, role: viewer.role },
      });
      toast({ title: "Reply deleted successfully" });
      onDeleted(reply.id, keptAsPlaceholder);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === "NOT_FOUND") {
        toast({ title: "This reply has already been deleted." });
        onGone(reply.id);
        onClose();
      } else toast({ title: "Error", description: errorMessage(error, "Failed to delete reply"), variant: "destructive" });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <ConfirmDialog title="Delete reply" confirmLabel="Delete" busy={deleting} onCancel={onClose} onConfirm={confirm}>
      <p>Are you sure you want to delete this reply? This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
