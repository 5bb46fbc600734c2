"use client";

import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { fullPageLoad } from "@/components/layout/full-page-load";
import { FreeYearNote } from "@/components/billing/free-year-note";

/** SPEC.md section 9: the upgrade button leaves for checkout after a short delay. */
const UPGRADE_REDIRECT_DELAY_MS = 100;

const CREATE_POST_UPGRADE_MESSAGE =
  "Creating new posts is only available for paid members. Upgrade your plan to start sharing content!";
interface UpgradeDialogProps {
  onClose: () => void;
  message?: string;
}

/**
 * Offers the paid plan to a member who tried something only paid members can do. Rendered while
 * open, and loaded then (`LazyUpgradeDialog`).
 */
export function UpgradeDialog({ onClose, message = CREATE_POST_UPGRADE_MESSAGE }: UpgradeDialogProps) {
  const [leaving, setLeaving] = useState(false);

  function upgrade() {
    setLeaving(true);
    setTimeout(() => fullPageLoad("/checkout"), UPGRADE_REDIRECT_DELAY_MS);
  }

  return (
    <Modal open onClose={onClose} title="Upgrade your plan" className="max-w-md">
      <p className="text-zinc-300">{message}</p>
      <div className="mt-4">
        <FreeYearNote />
      </div>
      <DialogActions label="Upgrade Now" busy={leaving} onAction={upgrade} onCancel={onClose} cancelLabel="Maybe Later" />
    </Modal>
  );
}
