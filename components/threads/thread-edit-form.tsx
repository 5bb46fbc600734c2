"use client";

import { useState } from "react";
import { validateInput } from "@/lib/validation/validate-input";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { UpdateThreadInput } from "@/lib/validation/threads";
import { ThreadTextFields } from "./thread-text-fields";

interface ThreadEditFormProps {
  thread: ThreadDto;
  busy: boolean;
  /** Resolves to whether the server accepted the edit. */
  onSave: (input: UpdateThreadInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The inline edit of a thread's title and content; Cancel keeps the original text. */
export function ThreadEditForm({ thread, busy, onSave, onCancel }: ThreadEditFormProps) {
  const [text, setText] = useState({ title: thread.title, content: thread.content });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = await validateInput(() => import("@/lib/validation/threads").then((module) => module.updateThreadSchema), text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (await onSave(checked.data)) onCancel();
  }

  return (
    <form onSubmit={submit} aria-label="Edit thread" className="mt-3 space-y-3">
      <ThreadTextFields {...text} onChange={(patch) => setText((current) => ({ ...current, ...patch }))} autoFocusTitle />
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="min-h-11 rounded bg-brand px-4 font-semibold disabled:opacity-60">
          Save
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
      </div>
    </form>
  );
}
