"use client";

import { useId } from "react";
import { rememberChoice } from "@/components/ui/remember-choice";
import { useHydrated } from "@/components/ui/use-hydrated";
import { THREAD_VIEW_COOKIE, type ThreadView } from "@/lib/threads/thread-view";

const VIEWS: { value: ThreadView; label: string }[] = [
  { value: "cards", label: "Cards" },
  { value: "compact", label: "Compact" },
];

/** Cards or compact rows; the choice is kept in a cookie for the next visit. */
export function ThreadViewSwitch({ value, onChange }: { value: ThreadView; onChange: (view: ThreadView) => void }) {
  const labelId = useId();
  const hydrated = useHydrated();
  function choose(view: ThreadView) {
    rememberChoice(THREAD_VIEW_COOKIE, view);
    onChange(view);
  }
  return (
    <div>
      <p id={labelId} className="sr-only">
        View
      </p>
      <div role="group" aria-labelledby={labelId} className="flex rounded border border-line">
        {VIEWS.map(({ value: view, label }) => (
          <button
            key={view}
            type="button"
            aria-pressed={value === view}
            disabled={!hydrated}
            onClick={() => choose(view)}
            className={`min-h-11 flex-1 px-3 text-sm first:rounded-l last:rounded-r ${value === view ? "bg-line font-semibold text-white" : "text-muted hover:text-white"}`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
