"use client";

import { Modal } from "@/components/ui/modal";
import { monthLabel } from "@/lib/payouts/month";

interface CloseMonthDialogProps {
  month: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The one confirmation before a month's statement is frozen and its transfers go out. */
export function CloseMonthDialog({ month, open, busy, onCancel, onConfirm }: CloseMonthDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={`Close ${monthLabel(month)}?`} className="max-w-md">
      <p className="text-zinc-300">
        The statement is frozen as shown and cannot change afterwards; refunds that come later count in the next open month.
        Fighters with a payout account are paid now, the others when they connect one.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" data-autofocus onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60">
          {busy ? "Closing..." : "Close month"}
        </button>
      </div>
    </Modal>
  );
}
