"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/http/api-fetch";

/** Bans the member (staff; POST /api/users/{id}/ban). */
export const banMember = (memberId: string) => apiFetch(`/api/users/${memberId}/ban`, { body: {} });

/** The toast once the ban is done. */
export const memberBannedToast = (username: string) => ({ title: "Member banned", description: `@${username} can no longer post or reply.` });

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
