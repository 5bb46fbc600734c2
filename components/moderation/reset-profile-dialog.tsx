"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface ResetProfileDialogProps {
  username: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Staff confirm a profile reset, told what it removes and what stays. */
export function ResetProfileDialog({ username, busy, onCancel, onConfirm }: ResetProfileDialogProps) {
  return (
    <ConfirmDialog title={`Reset @${username}'s profile`} confirmLabel="Reset profile" busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <p>
        Removes @{username}&apos;s picture, full name, bio and social links, and closes the reports of them. Their username, posts and plan stay. They are told, and can
        set new ones.
      </p>
    </ConfirmDialog>
  );
}
