interface DialogActionsProps {
  /** The dialog's action, e.g. "Send report"; `busyLabel` while it runs. */
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** Runs the action; without it the action submits the dialog's form. */
  onAction?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** The Cancel button takes the focus when the dialog opens (an action that cannot be undone). */
  cancelFirst?: boolean;
}

/** A dialog's closing row: Cancel (or another way out), then the action, which waits while busy. */
export function DialogActions({ label, busyLabel = label, busy = false, onAction, onCancel, cancelLabel = "Cancel", cancelFirst = false }: DialogActionsProps) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <button type="button" data-autofocus={cancelFirst || undefined} onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
        {cancelLabel}
      </button>
      <button
        type={onAction ? "button" : "submit"}
        disabled={busy}
        onClick={onAction}
        className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60"
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
