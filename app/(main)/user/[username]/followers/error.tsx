"use client";

import { FOLLOW_LIST_LOAD_ERROR } from "@/components/members/follow-list-pages";
import { PageLoadFailed } from "@/components/ui/page-load-failed";

/** A member's followers could not be loaded (the database or a dependency failed). */
export default function FollowersError({ reset }: { reset: () => void }) {
  return <PageLoadFailed message={FOLLOW_LIST_LOAD_ERROR.followers} reset={reset} />;
}
