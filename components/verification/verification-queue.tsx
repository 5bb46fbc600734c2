"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import type { VerificationQueueItemDto } from "@/lib/members/verification";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import { VerificationRequestItem } from "./verification-request-item";
import { verificationQueuePageUrl } from "./verification-urls";

const LOAD_ERROR = "Error loading verification requests. Please try again later.";

/** Admins' queue of verification requests under review, longest waiting first; each leaves it once decided. */
export function VerificationQueue() {
  const pageKey = (index: number, previous: VerificationQueueItemDto[] | null) => verificationQueuePageUrl(index === 0 ? null : previous);
  const pages = useSWRInfinite<VerificationQueueItemDto[]>(pageKey, { revalidateFirstPage: false });
  const requests = (pages.data ?? []).flat();

  // Shown at once, then read again: a page that lost an entry would otherwise end the paging early.
  const decided = (id: string) => void pages.mutate((data) => (data ?? []).map((page) => page.filter((request) => request.id !== id)), { revalidate: true });

  if (pages.isLoading) return <Spinner label="Loading verification requests..." />;
  if (pages.error && !pages.data) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (requests.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">No requests to review. Members ask to be verified from their account page.</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Verification requests" className="divide-y divide-line rounded-lg border border-line bg-panel">
        {requests.map((request) => (
          <VerificationRequestItem key={request.id} request={request} onDecided={() => decided(request.id)} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={VERIFICATION_QUEUE_PAGE_SIZE} errorMessage={LOAD_ERROR} />
    </div>
  );
}
