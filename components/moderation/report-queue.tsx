"use client";

import { mutate } from "swr";
import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ReportedItemDto, ReportQueueAnswer } from "@/lib/moderation/reports";
import { MODERATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import { reportQueuePageUrl } from "./report-queue-pages";
import { ReportedItem, reportedMember, type QueueChange } from "./reported-item";
import { WAITING_REPORTS_URL } from "./use-waiting-reports";

const LOAD_ERROR = "Error loading reports. Please try again later.";

/** Staff's queue of reported posts and members, longest waiting first; each leaves it once handled. */
export function ReportQueue({ viewer }: { viewer: ViewerSummary }) {
  const pageKey = (index: number, previous: ReportQueueAnswer | null) => reportQueuePageUrl(index === 0 ? null : previous);
  const pages = useSWRInfinite<ReportQueueAnswer>(pageKey, { revalidateFirstPage: false });
  const items = (pages.data ?? []).flat();

  function change(changed: ReportedItemDto, what: QueueChange) {
    const memberId = reportedMember(changed)?.id;
    const update = (data: ReportQueueAnswer[] | undefined) =>
      (data ?? []).map((page) =>
        what === "gone"
          ? page.filter((item) => item.id !== changed.id)
          : // The ban closed the member's own reports; their reported posts say they are banned.
            page
              .filter((item) => !(item.kind === "member" && item.id === memberId))
              .map((item) => (reportedMember(item)?.id === memberId ? { ...item, authorBanned: true } : item)),
      );
    // Shown at once, then read again: a page that lost an entry would otherwise end the paging early.
    void pages.mutate(update, { revalidate: true });
    void mutate(WAITING_REPORTS_URL);
  }

  if (pages.isLoading) return <Spinner label="Loading reports..." />;
  if (pages.error && !pages.data) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">No open reports. Reported threads, replies and members show up here.</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Reports" className="divide-y divide-line rounded-lg border border-line bg-panel">
        {items.map((item) => (
          <ReportedItem key={item.id} item={item} viewer={viewer} onChange={change} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={MODERATION_QUEUE_PAGE_SIZE} errorMessage={LOAD_ERROR} />
    </div>
  );
}
