import { createPortal } from "react-dom";
import { Spinner } from "./spinner";

/**
 * Shown over the page while a dialog's code loads on first use (`loadsOnFirstUse`, on-demand.tsx),
 * in the browser only. It goes in the body, so that a part of the page that contains its layout
 * (a reply: `content-visibility` in app/globals.css) does not confine it to its own box.
 */
export function DialogLoading() {
  if (typeof document === "undefined") return null;
  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70">
      <Spinner label="Loading..." />
    </div>,
    document.body,
  );
}
