/**
 * What a Markdown editor shows around its text: the Write/Preview switch and the syntax hint. The
 * editor (markdown-editor.tsx) and the reply box's stand-in before it loads (reply-box.tsx) share
 * them, so the swap moves nothing on screen.
 */

export const EDITOR_TEXTAREA_CLASS = "w-full rounded border border-line bg-ink px-3 py-2 disabled:opacity-60";

const tabClass = "min-h-9 rounded px-3 text-sm aria-pressed:bg-line aria-pressed:font-semibold aria-pressed:text-white text-muted hover:text-white";

export function EditorModeTabs({ previewing, onChange }: { previewing: boolean; onChange: (previewing: boolean) => void }) {
  return (
    <div role="group" aria-label="Editor mode" className="mb-1 flex gap-1">
      <button type="button" aria-pressed={!previewing} onClick={() => onChange(false)} className={tabClass}>
        Write
      </button>
      <button type="button" aria-pressed={previewing} onClick={() => onChange(true)} className={tabClass}>
        Preview
      </button>
    </div>
  );
}

export function MarkdownHint({ id }: { id: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      Markdown: **bold**, *italic*, [link](https://…), &gt; quote, - list, `code`, @name, ||spoiler||
    </p>
  );
}
