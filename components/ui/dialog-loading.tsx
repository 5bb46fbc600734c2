import { Spinner } from "./spinner";

/** Shown over the page while a dialog's code loads on first use (the `loading` of `next/dynamic`). */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70">
      <Spinner label="Loading..." />
    </div>
  );
}
