"use client";

import Link from "next/link";
import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { joinPages } from "@/components/threads/join-pages";
import { SERVER_RENDERED_CARDS } from "@/components/threads/thread-card";
import { ThreadListCard } from "@/components/threads/thread-list-card";
import { usePagedThreadsOwner } from "@/components/threads/use-paged-threads-owner";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { useServerRenderedCount } from "@/components/ui/use-server-rendered-count";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { FollowSuggestionDto } from "@/lib/members/follow-suggestions";
import type { FollowedThreadsAnswer } from "@/lib/members/member-follows";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import { FollowSuggestions } from "./follow-suggestions";
import { followedThreadsPageUrl } from "./followed-thread-pages";

const LOAD_ERROR = "Error loading the threads of the members you follow. Please try again later.";

interface FollowedThreadListProps {
  viewer: ViewerSummary;
  followsAnyone: boolean;
  /** Members to follow, shown above the threads (none once the viewer follows enough). */
  suggestions: FollowSuggestionDto[];
}

/**
 * /following's list: the followed members' threads, newest first, from the server-rendered first
 * page on, under the members suggested to follow; a follow from there reads the threads again.
 */
export function FollowedThreadList({ viewer, followsAnyone, suggestions }: FollowedThreadListProps) {
  const pageKey = (index: number, previous: FollowedThreadsAnswer | null) => followedThreadsPageUrl(index === 0 ? null : previous);
  const pages = useSWRInfinite<FollowedThreadsAnswer>(pageKey, { revalidateFirstPage: false });
  const { owner, shown } = usePagedThreadsOwner(pages, pageKey, { readAgainOnDelete: false });
  const threads = shown(joinPages(pages.data ?? []));
  const cardsShown = useServerRenderedCount(SERVER_RENDERED_CARDS);
  const [followedHere, setFollowedHere] = useState<ReadonlySet<string>>(new Set());

  function followSuggested(memberId: string, following: boolean) {
    setFollowedHere((current) => {
      const next = new Set(current);
      if (following) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
    void pages.mutate();
  }

  let feed: React.ReactNode;
  if (pages.isLoading) feed = <Spinner label="Loading threads..." />;
  else if (pages.error && !pages.data?.length) {
    feed = (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  } else if (threads.length === 0) {
    feed = (
      <p className="rounded-lg border border-dashed border-line px-4 py-12 text-center text-muted">
        {followsAnyone || followedHere.size > 0 ? (
          "The members you follow have not started any threads yet."
        ) : (
          <>
            You do not follow anyone yet. Open a member&apos;s profile and choose Follow to see their threads here;{" "}
            <Link href="/rankings" className="font-semibold text-red-300 hover:underline">
              the rankings
            </Link>{" "}
            are a good place to start.
          </>
        )}
      </p>
    );
  } else {
    feed = (
      <div className="space-y-4">
        <ul aria-label="Threads of the members you follow" className="space-y-3">
          {threads.slice(0, cardsShown).map((thread) => (
            <li key={thread.id}>
              <ThreadListCard thread={thread} viewer={viewer} owner={owner} />
            </li>
          ))}
        </ul>
        <NextPageControls pages={pages} pageSize={THREAD_PAGE_SIZE} errorMessage={LOAD_ERROR} />
      </div>
    );
  }
  return (
    <>
      <FollowSuggestions suggestions={suggestions} followed={followedHere} onFollowChange={followSuggested} />
      {feed}
    </>
  );
}
