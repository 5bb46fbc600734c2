"use client";

import { useId, useState } from "react";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { THREAD_TITLE_MAX, updateThreadSchema, type UpdateThreadInput } from "@/lib/validation/threads";

interface ThreadEditFormProps {
  thread: ThreadDto;
  busy: boolean;
  /** Resolves to whether the server accepted the edit. */
  onSave: (input: UpdateThreadInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The inline edit of a thread's title and content; Cancel keeps the original text. */
export function ThreadEditForm({ thread, busy, onSave, onCancel }: ThreadEditFormProps) {
  const id = useId();
  const [title, setTitle] = useState(thread.title);
  const [content, setContent] = useState(thread.content);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateThreadSchema.safeParse({ title, content });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    if (await onSave(parsed.data)) onCancel();
  }

  return (
    <form onSubmit={submit} aria-label="Edit thread" className="mt-3 space-y-3">
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-semibold">
          Title
        </label>
        <input
          id={`${id}-title`}
          autoFocus
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={THREAD_TITLE_MAX}
          className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3"
        />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="block text-sm font-semibold">
          Content
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={5}
          className="mt-1 w-full rounded border border-line bg-ink px-3 py-2"
        />
      </div>
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
