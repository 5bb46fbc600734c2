"use client";

import { PageLoadFailed } from "@/components/ui/page-load-failed";

/**
 * The thread page failed to render. A server error's message is hidden in production (only its
 * digest reaches the browser): then the member is asked to try again later.
 */
export default function ThreadError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const message = error.digest || !error.message ? "Please try again later." : `Error loading thread: ${error.message}`;
  return <PageLoadFailed message={message} reset={reset} />;
}
