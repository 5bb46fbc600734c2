"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface Toast extends ToastInput {
  id: number;
}

/** SPEC.md section 9: one toast at a time, shown for 2 s. */
const TOAST_DURATION_MS = 2000;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

/**
 * An open modal dialog sits in the browser's top layer, above anything else on the page, and makes
 * the rest of the page inert: a toast shown meanwhile goes inside the topmost one.
 */
const topmostModal = () => [...document.querySelectorAll("dialog:modal")].at(-1) ?? null;

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [host, setHost] = useState<Element | null>(null);
  const nextId = useRef(0);

  const show = useCallback((input: ToastInput) => {
    setHost(topmostModal());
    setToast({ ...input, id: ++nextId.current });
  }, []);

  useEffect(() => {
    if (!toast) return;
    // A dialog that closed in the same render as the toast was shown (a confirmation) closed before
    // the observer below started: look again once this render is painted.
    const frame = requestAnimationFrame(() => setHost(topmostModal()));
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    // A dialog opened, closed or removed while the toast shows: it moves to wherever is on top.
    const observer = new MutationObserver(() => setHost(topmostModal()));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [toast]);

  const region = (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast && (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
            toast.variant === "destructive" ? "border-red-400 bg-red-950 text-red-50" : "border-line bg-panel"
          }`}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            </div>
            <button type="button" aria-label="Dismiss notification" onClick={() => setToast(null)} className="min-h-6 px-1 text-sm opacity-70 hover:opacity-100">
              ✕
            </button>
          </div>
        </div>
      )}
    </div>
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  );
}
