"use client";

import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { CloseIcon } from "./icons";

interface ModalProps {
  open: boolean;
  /** Called when the member dismisses the dialog: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: `showModal()` makes the rest of the page inert
 * (focus stays inside), puts focus on the control marked `data-autofocus` (else the first one) and
 * closes on Escape.
 */
export function Modal({ open, onClose, title, children, className = "max-w-lg" }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // A dialog taken out of the page while open (its owner renders it only while needed) is closed
  // first, while still in the page, so the browser gives focus back to what opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape asks the owner, which may keep the dialog open (a draft to confirm discarding).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Should the browser close it anyway (a second Escape without a click between), the owner is
      // told, and the dialog comes back if the owner keeps it open.
      onClose={() => {
        if (!open) return;
        onClose();
        requestAnimationFrame(() => {
          if (openNow.current && dialog.current && !dialog.current.open) dialog.current.showModal();
        });
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-lg border border-line bg-panel p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70 ${className}`}
    >
      <div className="p-5">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-2 flex min-h-11 min-w-11 items-center justify-center rounded text-muted hover:text-white"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
