"use client";

import { DialogActions } from "@/components/ui/dialog-actions";
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
      <DialogActions label="Close month" busyLabel="Closing..." busy={busy} onAction={onConfirm} onCancel={onCancel} cancelFirst />
    </Modal>
  );
}
