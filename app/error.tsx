"use client";

/** Generic error boundary: "Something went wrong", the message and "Try again". */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted">{error.message || "An unexpected error occurred."}</p>
      <button type="button" onClick={reset} className="rounded bg-brand px-4 py-2 font-semibold">
        Try again
      </button>
    </div>
  );
}
