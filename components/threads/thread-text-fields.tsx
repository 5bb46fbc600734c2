import { useId } from "react";
import { MarkdownEditor } from "@/components/markdown/markdown-editor";
import { THREAD_TITLE_MAX } from "@/lib/validation/limits";

interface ThreadTextFieldsProps {
  title: string;
  content: string;
  onChange: (patch: { title?: string; content?: string }) => void;
  /** Focus the title when the fields appear (the inline edit; the create-post modal focuses it itself). */
  autoFocusTitle?: boolean;
}

/** A thread's title (with its character count) and content, as the create-post and edit forms ask for them. */
export function ThreadTextFields({ title, content, onChange, autoFocusTitle = false }: ThreadTextFieldsProps) {
  const id = useId();
  return (
    <>
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-title`} className="text-sm font-semibold">
            Title
          </label>
          <span className={`text-xs ${title.length >= THREAD_TITLE_MAX ? "font-semibold text-red-400" : "text-muted"}`}>
            {title.length}/{THREAD_TITLE_MAX}
          </span>
        </div>
        <input
          id={`${id}-title`}
          data-autofocus
          autoFocus={autoFocusTitle}
          value={title}
          maxLength={THREAD_TITLE_MAX}
          onChange={(event) => onChange({ title: event.target.value })}
          className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3"
        />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="block text-sm font-semibold">
          Content
        </label>
        <MarkdownEditor id={`${id}-content`} value={content} rows={6} onChange={(value) => onChange({ content: value })} />
      </div>
    </>
  );
}
