"use client";

import { useId, useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { VERIFICATION_REASON_MAX } from "@/lib/validation/limits";
import { validateInput } from "@/lib/validation/validate-input";
import type { VerificationRevocationInput } from "@/lib/validation/verification";

interface RemoveVerificationDialogProps {
  username: string;
  /** The member is a pro fighter: their posts stop being premium. */
  fighter: boolean;
  busy: boolean;
  /** Why the last attempt failed, from the server. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: (input: VerificationRevocationInput) => void;
}

/** An admin says why a member's verification is removed (the member reads it), told what it changes. */
export function RemoveVerificationDialog({ username, fighter, busy, failure, onCancel, onConfirm }: RemoveVerificationDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);

  // Checked by the schema the server parses it with.
  async function submit() {
    const checked = await validateInput(() => import("@/lib/validation/verification").then((module) => module.verificationRevocationSchema), { reason });
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) onConfirm(checked.data);
  }

  const message = invalid ?? failure;
  return (
    <Modal open onClose={onCancel} title={`Remove @${username}'s verification`} className="max-w-md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-3 text-zinc-300"
      >
        <p>
          @{username} loses the verified badge{fighter && ", their threads and replies are no longer premium and they earn no revenue share from the next payout on"}.
          They can ask to be verified again.
        </p>
        <label htmlFor={`${id}-reason`} className="block font-semibold">
          Why? @{username} reads this.
        </label>
        <textarea
          id={`${id}-reason`}
          data-autofocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={VERIFICATION_REASON_MAX}
          rows={3}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-failure` : undefined}
          className="w-full rounded border border-line bg-ink px-3 py-2"
        />
        {message && (
          <p id={`${id}-failure`} role="alert" className="text-sm text-red-400">
            {message}
          </p>
        )}
        <DialogActions label="Remove verification" busyLabel="Removing..." busy={busy} onCancel={onCancel} />
      </form>
    </Modal>
  );
}
