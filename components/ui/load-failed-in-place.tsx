/** In the place of a part whose code could not load (`what`: "The reply form"), with Try again. */
export function LoadFailedInPlace({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-400">
      {what} could not load. Check your connection and try again.
      <button type="button" onClick={onRetry} className="min-h-11 rounded border border-line px-4 text-zinc-100 hover:bg-line">
        Try again
      </button>
    </p>
  );
}
