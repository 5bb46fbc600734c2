interface SaveFooterProps {
  /** Why the last save failed or what to correct, or null. */
  failure: string | null;
  /** The failure's element id, for the field it is about (`aria-describedby`). */
  failureId?: string;
  label: string;
  saving: boolean;
  /** Nothing changed yet. */
  disabled: boolean;
}

/** The end of an account form: what went wrong, then its Save button ("Saving..." meanwhile). */
export function SaveFooter({ failure, failureId, label, saving, disabled }: SaveFooterProps) {
  return (
    <>
      {failure && (
        <p id={failureId} role="alert" className="text-sm text-red-400">
          {failure}
        </p>
      )}
      <button type="submit" disabled={disabled || saving} className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-50">
        {saving ? "Saving..." : label}
      </button>
    </>
  );
}
