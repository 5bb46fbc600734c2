"use client";

import { useId } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ThreadView } from "@/lib/threads/thread-view";

const VIEWS: { value: ThreadView; label: string }[] = [
  { value: "cards", label: "Cards" },
  { value: "compact", label: "Compact" },
];

/** Cards or compact rows (the feed keeps the choice for the next visit). */
export function ThreadViewSwitch({ value, onChange }: { value: ThreadView; onChange: (view: ThreadView) => void }) {
  const labelId = useId();
  const hydrated = useHydrated();
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
            onClick={() => onChange(view)}
            className={`min-h-11 flex-1 px-3 text-sm first:rounded-l last:rounded-r ${value === view ? "bg-line font-semibold text-white" : "text-muted hover:text-white"}`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
