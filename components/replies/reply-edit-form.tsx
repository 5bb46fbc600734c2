"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MarkdownEditor } from "@/components/markdown/markdown-editor";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import { validateInput } from "@/lib/validation/validate-input";
import type { ReplyActionsProps } from "./reply-actions";

interface ReplyEditFormProps {
  reply: ReplyDto;
  viewerId: string;
  changeReply: ReplyActionsProps["changeReply"];
  /** Saved, or cancelled: the reply shows its text again. */
  onClose: () => void;
}

/**
 * The inline edit of one's own reply, in place of its text: Save (or Ctrl+Enter) shows the new
 * text at once and puts the old one back if the server refuses it; Cancel (or Escape) keeps it.
 */
export function ReplyEditForm({ reply, viewerId, changeReply, onClose }: ReplyEditFormProps) {
  const id = useId();
  const toast = useToast();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(reply.content);
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
    const { content } = checked.data;
    try {
      await changeReply(
        reply,
        (current) => ({ ...current, content, editedAt: new Date().toISOString() }),
        () => apiFetch<ReplyDto>(`/api/replies/${reply.id}`, { method: "PUT", body: { content, userId: viewerId } }),
      );
      toast({ title: "Reply edited successfully" });
      onClose();
    } catch (failure) {
      toast({ title: "Error", description: errorMessage(failure, "Failed to edit reply"), variant: "destructive" });
      setSaving(false);
    }
  }

  function keys(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    } else if (event.key === "Escape") {
      onClose();
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
        <button type="button" onClick={onClose} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Cancel
        </button>
      </div>
    </form>
  );
}
