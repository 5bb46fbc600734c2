"use client";

import { PageLoadFailed } from "@/components/ui/page-load-failed";

/** The inbox or a conversation could not be loaded (the database or a dependency failed). */
export default function MessagesError({ reset }: { reset: () => void }) {
  return <PageLoadFailed message="Error loading your messages. Please try again later." reset={reset} />;
}
