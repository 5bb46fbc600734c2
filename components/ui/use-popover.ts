import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * A button that opens a panel beside it (the avatar menu, the bell): whether it is open, the
 * panel's id, refs for the element around both and for the button, and `close`, which can give
 * the focus back to the button. A press outside that element closes the panel.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  return { open, toggle: () => setOpen((current) => !current), close, panelId, wrapper, button };
}
