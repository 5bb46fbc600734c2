"use client";

import { useState, type ComponentType } from "react";
import { ErrorBoundary } from "./error-boundary";

/**
 * A part that loads on first use (`next/dynamic` with `ssr: false`: a dialog, a menu's panel),
 * kept from taking the page down with it when its script cannot load (the connection lost) or it
 * fails: a notice says so in its place. next/dynamic keeps a failed load, so the notice offers a
 * reload.
 */
export function failsInPlace<P extends object>(Part: ComponentType<P>) {
  return function PartOrNotice(props: P) {
    return (
      <ErrorBoundary fallback={<PartFailedNotice />}>
        <Part {...props} />
      </ErrorBoundary>
    );
  };
}

function PartFailedNotice() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="alert" className="flex w-full max-w-sm flex-wrap items-center gap-2 rounded-lg border border-red-400 bg-red-950 p-4 text-sm text-red-50 shadow-lg">
        <p className="min-w-0 flex-1">This could not load. Check your connection and reload the page.</p>
        <button type="button" onClick={() => window.location.reload()} className="min-h-11 rounded border border-red-400 px-3 font-semibold">
          Reload
        </button>
        <button type="button" aria-label="Dismiss" onClick={() => setDismissed(true)} className="min-h-11 min-w-11">
          ✕
        </button>
      </div>
    </div>
  );
}
