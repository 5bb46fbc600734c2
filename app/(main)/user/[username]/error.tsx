"use client";

/** The profile could not be loaded (the database or a dependency failed). */
export default function ProfileError({ reset }: { reset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-red-400">Error loading user profile. Please try again later.</p>
      <button type="button" onClick={reset} className="min-h-11 rounded bg-brand px-4 font-semibold">
        Try again
      </button>
    </div>
  );
}
