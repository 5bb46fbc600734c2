"use client";

import useSWRInfinite from "swr/infinite";
import { joinPages } from "@/components/threads/join-pages";
import { SERVER_RENDERED_CARDS } from "@/components/threads/thread-card";
import { ThreadListCard } from "@/components/threads/thread-list-card";
import { usePagedThreadsOwner } from "@/components/threads/use-paged-threads-owner";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { useServerRenderedCount } from "@/components/ui/use-server-rendered-count";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { MemberThreadsAnswer } from "@/lib/members/profile";
import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/limits";
import { memberPostsPageUrl } from "./member-posts-pages";

interface MemberThreadListProps {
  memberId: string;
  viewer: ViewerSummary | null;
}

/** SPEC.md section 2 (the Posts tab), for the first page and for a later one. */
const POSTS_ERROR = "Error loading posts. Please try again later.";

/** The Posts tab: the member's threads, newest first, from the server-rendered first page on. */
export function MemberThreadList({ memberId, viewer }: MemberThreadListProps) {
  const pageKey = (index: number, previousPage: MemberThreadsAnswer | null) =>
    index === 0 || (previousPage && previousPage.length >= MEMBER_THREADS_PAGE_SIZE) ? memberPostsPageUrl(memberId, index) : null;
  const pages = useSWRInfinite<MemberThreadsAnswer>(pageKey, { revalidateFirstPage: false });
  // Pages are read by offset: after a deletion every loaded page is read again, so none skips a thread.
  const { owner, shown } = usePagedThreadsOwner(pages, pageKey, { readAgainOnDelete: true });
  const loadedPages = pages.data?.length ?? 0;
  const threads = shown(joinPages(pages.data ?? []));
  const postsShown = useServerRenderedCount(SERVER_RENDERED_CARDS);

  if (pages.isLoading) return <p className="py-6 text-center text-muted">Loading posts...</p>;
  if (pages.error && loadedPages === 0) return <PostsError />;
  if (threads.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">This user hasn&apos;t posted anything yet.</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {threads.slice(0, postsShown).map((thread) => (
          <li key={thread.id}>
            <ThreadListCard thread={thread} viewer={viewer} owner={owner} />
          </li>
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={MEMBER_THREADS_PAGE_SIZE} label="Load more posts" errorMessage={POSTS_ERROR} />
    </div>
  );
}

function PostsError() {
  return (
    <p role="alert" className="py-6 text-center text-red-400">
      {POSTS_ERROR}
    </p>
  );
}
