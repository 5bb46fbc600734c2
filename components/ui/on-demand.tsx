"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";

type LoadState<T> = { status: "idle" | "loading" | "failed" } | { status: "loaded"; value: T };

/**
 * Code fetched on first use, once for the whole page: `request()` asks for it (again, after a
 * failure: the bundler forgets a chunk that could not load), and every part reading it with
 * `useOnDemand` renders once it is there.
 */
export interface OnDemand<T> {
  request: () => void;
  subscribe: (listener: () => void) => () => void;
  state: () => LoadState<T>;
}

const IDLE = { status: "idle" } as const;

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let current: LoadState<T> = IDLE;
  const listeners = new Set<() => void>();
  const become = (next: LoadState<T>) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    request() {
      if (current.status === "loading" || current.status === "loaded") return;
      become({ status: "loading" });
      load().then(
        (value) => become({ status: "loaded", value }),
        () => become({ status: "failed" }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => current,
  };
}

/** Where `code` stands. The server and hydration see it idle, as the page's HTML has it. */
export function useOnDemand<T>(code: OnDemand<T>) {
  return useSyncExternalStore(code.subscribe, code.state, () => IDLE as LoadState<T>);
}

/** What can close a part: every dialog, menu panel and edit form loaded on first use has one. */
type Closable = { onClose: (options: { restoreFocus: boolean }) => void } | { onCancel: () => void };

const close = (props: Closable) => ("onClose" in props ? props.onClose({ restoreFocus: true }) : props.onCancel());

/**
 * A part loaded when it first renders in the browser (a dialog, a menu's panel, an edit form),
 * never with the page. `Loading` stands in while its script comes. When the script cannot load
 * (the connection lost) or the part fails, a notice says so in its place and the page stays:
 * Try again asks again, Dismiss closes the part.
 */
export function loadsOnFirstUse<P extends Closable>(load: () => Promise<ComponentType<P>>, Loading: () => ReactNode = () => null) {
  const code = onDemand(load);
  return function PartOnFirstUse(props: P) {
    const loaded = useOnDemand(code);
    // A part that failed to render is mounted afresh on Try again.
    const [attempt, setAttempt] = useState(0);
    useEffect(() => code.request(), []);
    const failed = (
      <PartFailedNotice
        onRetry={() => {
          setAttempt((count) => count + 1);
          code.request();
        }}
        onDismiss={() => close(props)}
      />
    );
    if (loaded.status === "failed") return failed;
    if (loaded.status !== "loaded") return <Loading />;
    const Part = loaded.value;
    return (
      <ErrorBoundary key={attempt} fallback={failed}>
        <Part {...props} />
      </ErrorBoundary>
    );
  };
}

function PartFailedNotice({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="alert" className="flex w-full max-w-sm flex-wrap items-center gap-2 rounded-lg border border-red-400 bg-red-950 p-4 text-sm text-red-50 shadow-lg">
        <p className="min-w-0 flex-1">This could not load. Check your connection and try again.</p>
        <button type="button" onClick={onRetry} className="min-h-11 rounded border border-red-400 px-3 font-semibold">
          Try again
        </button>
        <button type="button" aria-label="Dismiss" onClick={onDismiss} className="min-h-11 min-w-11">
          ✕
        </button>
      </div>
    </div>
  );
}
