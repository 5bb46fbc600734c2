"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface BanMemberDialogProps {
  username: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Staff confirm a ban, told what it does. */
export function BanMemberDialog({ username, busy, onCancel, onConfirm }: BanMemberDialogProps) {
  return (
    <ConfirmDialog title={`Ban @${username}`} confirmLabel="Ban member" busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <p>
        @{username} will no longer be able to post or reply. Their subscription is cancelled and their latest payment refunded. Their posts stay until you delete
        them.
      </p>
    </ConfirmDialog>
  );
}
