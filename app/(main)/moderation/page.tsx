import { notFound } from "next/navigation";
import { reportQueuePageUrl } from "@/components/moderation/report-queue-pages";
import { ReportQueue } from "@/components/moderation/report-queue";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listReports } from "@/lib/moderation/reports";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MODERATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Reports" };

/** Staff: the threads, replies and members that members reported, longest waiting first (the first page rendered here). */
export default async function ModerationPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts); nobody else learns the page exists.
  if (!viewer?.isStaff) notFound();
  const { reports } = await listReports(viewer, { limit: MODERATION_QUEUE_PAGE_SIZE, cursor: null });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Reports</h1>
        <p className="mt-1 text-muted">Threads, replies and members reported to the moderators, longest waiting first. Dismiss the reports, delete the post or ban the member.</p>
      </div>
      <ServerRenderedData firstPages={{ [reportQueuePageUrl(null)!]: reports }}>
        <ReportQueue viewer={toViewerSummary(viewer)} />
      </ServerRenderedData>
    </div>
  );
}
