"use client";

/**
 * The thread page failed to render. A server error's message is hidden in production (only its
 * digest reaches the browser): then the member is asked to try again later.
 */
export default function ThreadError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const message = error.digest || !error.message ? "Please try again later." : `Error loading thread: ${error.message}`;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-red-400">{message}</p>
      <button type="button" onClick={reset} className="min-h-11 rounded bg-brand px-4 font-semibold">
        Try again
      </button>
    </div>
  );
}
