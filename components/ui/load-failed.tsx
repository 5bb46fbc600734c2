import { errorMessage } from "@/lib/http/api-fetch";

interface LoadFailedProps {
  error: unknown;
  /** Said when the server gave no message of its own (no connection). */
  fallback: string;
  retry: () => void;
}

/** A read that failed: the server's message, else the fallback, and a way to read again. */
export function LoadFailed({ error, fallback, retry }: LoadFailedProps) {
  return (
    <p role="alert" className="text-sm text-red-400">
      {errorMessage(error, fallback)}{" "}
      <button type="button" onClick={retry} className="min-h-11 font-semibold text-white underline">
        Try again
      </button>
    </p>
  );
}
