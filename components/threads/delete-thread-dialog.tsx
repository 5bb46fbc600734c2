"use client";

import { Modal } from "@/components/ui/modal";

interface DeleteThreadDialogProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one confirmation before a thread is deleted, by its author (a card) or staff (the moderation
 * panel). Rendered while open.
 */
export function DeleteThreadDialog({ busy, onCancel, onConfirm }: DeleteThreadDialogProps) {
  return (
    <Modal open onClose={onCancel} title="Delete Thread" className="max-w-md">
      <p className="text-zinc-300">
        Are you sure you want to delete this thread? Its replies and poll are deleted with it. This action cannot be undone.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60">
          Delete Thread
        </button>
      </div>
    </Modal>
  );
}
