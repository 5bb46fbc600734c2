"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ReportedPostDto, ReportedPostListAnswer } from "@/lib/moderation/reports";
import { MODERATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import { reportQueuePageUrl } from "./report-queue-pages";
import { ReportedPost, reportedPostAuthor, type QueueChange } from "./reported-post";

const LOAD_ERROR = "Error loading reports. Please try again later.";

/** Staff's queue of reported posts, longest waiting first; each leaves it once handled. */
export function ReportQueue({ viewer }: { viewer: ViewerSummary }) {
  const pageKey = (index: number, previous: ReportedPostListAnswer | null) => reportQueuePageUrl(index === 0 ? null : previous);
  const pages = useSWRInfinite<ReportedPostListAnswer>(pageKey, { revalidateFirstPage: false });
  const posts = (pages.data ?? []).flat();

  function change(post: ReportedPostDto, what: QueueChange) {
    const authorId = reportedPostAuthor(post)?.id;
    const changed = (data: ReportedPostListAnswer[] | undefined) =>
      (data ?? []).map((page) =>
        what === "gone"
          ? page.filter((item) => item.id !== post.id)
          : // A banned author's other reported posts say so too.
            page.map((item) => (reportedPostAuthor(item)?.id === authorId ? { ...item, authorBanned: true } : item)),
      );
    // Shown at once, then read again: a page that lost a post would otherwise end the paging early.
    void pages.mutate(changed, { revalidate: true });
  }

  if (pages.isLoading) return <Spinner label="Loading reports..." />;
  if (pages.error && !pages.data) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (posts.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">No open reports. Reported threads and replies show up here.</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Reported posts" className="divide-y divide-line rounded-lg border border-line bg-panel">
        {posts.map((post) => (
          <ReportedPost key={post.id} post={post} viewer={viewer} onChange={change} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={MODERATION_QUEUE_PAGE_SIZE} errorMessage={LOAD_ERROR} />
    </div>
  );
}
