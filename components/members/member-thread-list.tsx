"use client";

import { useState } from "react";
import { ThreadCard } from "@/components/threads/thread-card";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { apiFetch } from "@/lib/http/api-fetch";
import { appendPage } from "@/components/forum/feed-pages";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/limits";

interface MemberThreadListProps {
  memberId: string;
  initialThreads: ThreadDto[];
  viewer: ViewerSummary | null;
}

/** The Posts tab: the member's threads, newest first, from the server-rendered first page on. */
export function MemberThreadList({ memberId, initialThreads, viewer }: MemberThreadListProps) {
  const [threads, setThreads] = useState(initialThreads);
  const [hasMore, setHasMore] = useState(initialThreads.length === MEMBER_THREADS_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      // Threads deleted here are gone on the server too, so the shown count is the next offset.
      const params = new URLSearchParams({ limit: String(MEMBER_THREADS_PAGE_SIZE), offset: String(threads.length) });
      const page = await apiFetch<ThreadDto[]>(`/api/users/${memberId}/posts?${params}`);
      setThreads((current) => appendPage(current, page));
      setHasMore(page.length === MEMBER_THREADS_PAGE_SIZE);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (threads.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">This user hasn&apos;t posted anything yet.</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {threads.map((thread) => (
          <li key={thread.id}>
            <ThreadCard
              thread={thread}
              viewer={viewer}
              onChange={(next) => setThreads((current) => current.map((other) => (other.id === next.id ? next : other)))}
              onDeleted={(id) => setThreads((current) => current.filter((other) => other.id !== id))}
            />
          </li>
        ))}
      </ul>
      {failed && <PostsError />}
      {hasMore && <LoadMoreButton label="Load more posts" loading={loading} onClick={loadMore} />}
    </div>
  );
}

function PostsError() {
  return (
    <p role="alert" className="py-6 text-center text-red-400">
      Error loading posts. Please try again later.
    </p>
  );
}
