"use client";

import { FOLLOW_LIST_LOAD_ERROR } from "@/components/members/follow-list-pages";
import { PageLoadFailed } from "@/components/ui/page-load-failed";

/** The members a member follows could not be loaded (the database or a dependency failed). */
export default function FollowingError({ reset }: { reset: () => void }) {
  return <PageLoadFailed message={FOLLOW_LIST_LOAD_ERROR.following} reset={reset} />;
}
