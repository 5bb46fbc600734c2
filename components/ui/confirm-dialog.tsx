"use client";

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
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60">
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
