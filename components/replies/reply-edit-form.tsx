"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MarkdownEditor } from "@/components/markdown/markdown-editor";
import { validateInput } from "@/lib/validation/validate-input";
import type { UpdateReplyInput } from "@/lib/validation/replies";

interface ReplyEditFormProps {
  content: string;
  /** Resolves to whether the server accepted the edit. */
  onSave: (input: Pick<UpdateReplyInput, "content">) => Promise<boolean>;
  onCancel: () => void;
}

/** The inline edit of one's own reply, in place of its text: Save (or Ctrl+Enter), Cancel (or Escape) keeps the original. */
export function ReplyEditForm({ content, onSave, onCancel }: ReplyEditFormProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(content);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = await validateInput(() => import("@/lib/validation/replies").then((module) => module.updateReplySchema), { content: text });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSaving(true);
    const saved = await onSave({ content: checked.data.content });
    setSaving(false);
    if (saved) onCancel();
  }

  function keys(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    } else if (event.key === "Escape") {
      onCancel();
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit reply" className="mt-2 space-y-2">
      <label htmlFor={`${id}-content`} className="sr-only">
        Your reply
      </label>
      <MarkdownEditor id={`${id}-content`} ref={textarea} value={text} rows={4} describedBy={error ? `${id}-error` : undefined} onChange={setText} onKeyDown={keys} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={saving} className="min-h-11 rounded bg-brand px-4 font-semibold disabled:opacity-60">
          {saving ? "Saving..." : "Save"}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
      </div>
    </form>
  );
}
