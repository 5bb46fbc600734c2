"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface DeleteThreadDialogProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one confirmation before a thread is deleted, by its author (a card) or staff (the moderation
 * panel, the reports queue). Rendered while open.
 */
export function DeleteThreadDialog({ busy, onCancel, onConfirm }: DeleteThreadDialogProps) {
  return (
    <ConfirmDialog title="Delete Thread" confirmLabel="Delete Thread" busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <p>Are you sure you want to delete this thread? Its replies and poll are deleted with it. This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
