"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import type { VerificationQueueItemDto } from "@/lib/members/verification";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import type { VerificationList } from "@/lib/validation/verification";
import { DecidedRequestItem } from "./decided-request-item";
import { VerificationRequestItem } from "./verification-request-item";
import { VERIFICATION_TABS, verificationListPageUrl } from "./verification-urls";

const LOAD_ERROR = "Error loading verification requests. Please try again later.";

/**
 * One of the admins' lists: the requests under review, longest waiting first, each leaving it once
 * decided; or the decided ones, the latest decision first.
 */
export function VerificationQueue({ show }: { show: VerificationList }) {
  const pageKey = (index: number, previous: VerificationQueueItemDto[] | null) => verificationListPageUrl(show, index === 0 ? null : previous);
  const pages = useSWRInfinite<VerificationQueueItemDto[]>(pageKey, { revalidateFirstPage: false });
  const requests = (pages.data ?? []).flat();
  const tab = VERIFICATION_TABS[show];

  // Shown at once, then read again: a page that lost an entry would otherwise end the paging early.
  const decided = (id: string) => void pages.mutate((data) => (data ?? []).map((page) => page.filter((request) => request.id !== id)), { revalidate: true });

  if (pages.isLoading) return <Spinner label={tab.loading} />;
  if (pages.error && !pages.data) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (requests.length === 0) return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">{tab.empty}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={show === "decided" ? "Decided requests" : "Verification requests"} className="divide-y divide-line rounded-lg border border-line bg-panel">
        {requests.map((request) =>
          show === "decided" ? (
            <DecidedRequestItem key={request.id} request={request} />
          ) : (
            <VerificationRequestItem key={request.id} request={request} onDecided={() => decided(request.id)} />
          ),
        )}
      </ul>
      <NextPageControls pages={pages} pageSize={VERIFICATION_QUEUE_PAGE_SIZE} errorMessage={LOAD_ERROR} />
    </div>
  );
}
