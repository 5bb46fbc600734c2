"use client";

import { useId, useState } from "react";
import { EDITOR_TEXTAREA_CLASS } from "@/components/markdown/editor-chrome";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { REQUEST_KEY_HEADER, submissionKeys } from "@/lib/http/request-key";
import type { MessageDto } from "@/lib/messages/messages";
import { validateInput } from "@/lib/validation/validate-input";

interface MessageComposerProps {
  memberId: string;
  username: string;
  onSent: (message: MessageDto) => void;
}

/** The form under a conversation: plain text, sent with Send or Ctrl/Cmd+Enter; what went wrong said beneath it. */
export function MessageComposer({ memberId, username, onSent }: MessageComposerProps) {
  const id = useId();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Sending the same message again after a lost answer must not send it twice.
  const [keys] = useState(submissionKeys);

  async function send() {
    if (sending) return;
    const checked = await validateInput(() => import("@/lib/validation/messages").then((module) => module.sendMessageSchema), { content });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const message = await apiFetch<MessageDto>(`/api/users/${encodeURIComponent(memberId)}/messages`, {
        method: "POST",
        body: checked.data,
        headers: { [REQUEST_KEY_HEADER]: keys.keyFor(checked.data) },
      });
      keys.succeeded();
      onSent(message);
      setContent("");
    } catch (failure) {
      setError(errorMessage(failure, "Failed to send your message. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="space-y-2 rounded-lg border border-line bg-panel p-3"
    >
      <label htmlFor={`${id}-content`} className="block text-sm font-bold">
        Message @{username}
      </label>
      <textarea
        id={`${id}-content`}
        value={content}
        rows={3}
        placeholder="Write a message"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          void send();
        }}
        className={EDITOR_TEXTAREA_CLASS}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted">
          Only the two of you see this conversation. Ctrl+Enter sends.
        </p>
        <button type="submit" disabled={sending} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
          {sending ? "Sending..." : "Send"}
        </button>
      </div>
    </form>
  );
}
