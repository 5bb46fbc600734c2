"use client";

import { PageLoadFailed } from "@/components/ui/page-load-failed";

/** The profile could not be loaded (the database or a dependency failed). */
export default function ProfileError({ reset }: { reset: () => void }) {
  return <PageLoadFailed message="Error loading user profile. Please try again later." reset={reset} />;
}
