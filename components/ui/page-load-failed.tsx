/** A page that failed to render (the database or a dependency failed): what could not be loaded, and "Try again". */
export function PageLoadFailed({ message, reset }: { message: string; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-red-400">{message}</p>
      <button type="button" onClick={reset} className="min-h-11 rounded bg-brand px-4 font-semibold">
        Try again
      </button>
    </div>
  );
}
