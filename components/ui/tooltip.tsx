"use client";

import { useEffect, useId, useRef, useState } from "react";
import { tooltipOpenDelay } from "@/components/ui/tooltip-delay";

let lastClosedAt = 0;

interface TooltipProps {
  content: string;
  /**
   * The content says more than the trigger's own name (why it is disabled): it is the trigger's
   * description from the start. A tooltip that repeats the name is in the page only while open, so
   * a list of cards does not carry every button's name twice.
   */
  describes?: boolean;
  /** Renders the trigger; give `describedBy` to its aria-describedby. */
  children: (describedBy: string | undefined) => React.ReactNode;
}

export function Tooltip({ content, describes = false, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape dismisses an open tooltip wherever focus is (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function show() {
    clearTimeout(timer.current);
    const delay = tooltipOpenDelay(Date.now(), lastClosedAt);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }

  function hide() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children(describes || open ? id : undefined)}
      {(describes || open) && (
        <span id={id} role="tooltip" hidden={!open} className="tooltip">
          {content}
        </span>
      )}
    </span>
  );
}
