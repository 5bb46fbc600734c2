"use client";

import { DialogActions } from "./dialog-actions";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  title: string;
  /** What happens if the member confirms. */
  children: React.ReactNode;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** One question before an action that cannot be undone: Cancel, or the action. Rendered while open. */
export function ConfirmDialog({ title, children, confirmLabel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal open onClose={onCancel} title={title} className="max-w-md">
      <div className="text-zinc-300">{children}</div>
      <DialogActions label={confirmLabel} busy={busy} onAction={onConfirm} onCancel={onCancel} />
    </Modal>
  );
}
