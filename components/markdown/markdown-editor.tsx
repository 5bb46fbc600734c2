"use client";

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { UserAvatar } from "@/components/members/user-avatar";
import { EDITOR_TEXTAREA_CLASS, EditorModeTabs, MarkdownHint } from "./editor-chrome";
import { MarkdownText } from "./markdown-text";
import { mentionBeforeCaret, useMentionSuggestions, withMention, type MentionQuery } from "./mentions";

interface MarkdownEditorProps {
  /** The text area's id, for its label. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  disabled?: boolean;
  placeholder?: string;
  /** Ids of the hint and error texts that describe the field. */
  describedBy?: string;
  /** Keys the editor does not use itself (Ctrl+Enter to post, say). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A post's text in Markdown: Write and Preview (the post as it will show), a one-line syntax hint,
 * and member suggestions after "@" (arrows to move, Enter or Tab to choose, Escape to close).
 */
export function MarkdownEditor({ id, value, onChange, rows, disabled = false, placeholder, describedBy, onKeyDown, ref }: MarkdownEditorProps) {
  const listId = useId();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const caretAfterChange = useRef<number | null>(null);
  const suggestions = useMentionSuggestions(mention?.query ?? null);
  const open = mention !== null && suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  useLayoutEffect(() => {
    if (caretAfterChange.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caretAfterChange.current, caretAfterChange.current);
    caretAfterChange.current = null;
  }, [value]);

  function lookForMention(element: HTMLTextAreaElement) {
    const found = element.selectionStart === element.selectionEnd ? mentionBeforeCaret(element.value, element.selectionStart) : null;
    setMention((current) => (current?.query === found?.query && current?.start === found?.start ? current : found));
    if (found?.query !== mention?.query) setActive(0);
  }

  function choose(username: string) {
    if (!mention || !textarea.current) return;
    const { text, caret } = withMention(value, mention, textarea.current.selectionStart, username);
    caretAfterChange.current = caret;
    setMention(null);
    onChange(text);
    textarea.current.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open) {
      const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
      if (event.key in moves) {
        event.preventDefault();
        setActive((activeIndex + moves[event.key] + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        choose(suggestions[activeIndex].username);
        return;
      }
      if (event.key === "Escape") {
        // Closes the list, not the dialog around the editor.
        event.preventDefault();
        event.stopPropagation();
        setMention(null);
        return;
      }
    }
    onKeyDown?.(event);
  }

  return (
    <div className="mt-1">
      <EditorModeTabs previewing={previewing} onChange={setPreviewing} />
      <div className="relative">
        <textarea
          id={id}
          ref={(element) => {
            textarea.current = element;
            if (typeof ref === "function") ref(element);
            else if (ref) ref.current = element;
          }}
          value={value}
          rows={rows}
          hidden={previewing}
          disabled={disabled}
          placeholder={placeholder}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            lookForMention(event.target);
          }}
          onSelect={(event) => lookForMention(event.currentTarget)}
          // A mention typed before this editor loaded (the reply box's stand-in) is looked up as it takes over.
          onFocus={(event) => lookForMention(event.currentTarget)}
          onBlur={() => setMention(null)}
          onKeyDown={handleKeyDown}
          className={EDITOR_TEXTAREA_CLASS}
        />
        {open && !previewing && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Members to mention"
            // At most eight names (the server's limit): the list never scrolls, so arrows need not scroll it.
            className="absolute inset-x-0 top-full z-20 mt-1 rounded border border-line bg-panel py-1 shadow-xl"
          >
            {suggestions.map((member, index) => (
              <li
                key={member.username}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Chosen on press, before the text area loses focus and closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(member.username);
                }}
                className="flex min-h-11 cursor-pointer items-center gap-2 px-3 aria-selected:bg-line"
              >
                <span aria-hidden="true">
                  <UserAvatar user={member} size="xs" />
                </span>
                @{member.username}
              </li>
            ))}
          </ul>
        )}
      </div>
      {previewing && (
        <div aria-label="Preview" role="region" className="min-h-24 rounded border border-line bg-ink px-3 py-2">
          {value.trim() ? <MarkdownText source={value} /> : <p className="text-muted">Nothing to preview yet.</p>}
        </div>
      )}
      <MarkdownHint id={hintId} />
    </div>
  );
}
