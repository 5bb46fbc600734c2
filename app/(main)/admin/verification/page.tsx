import { notFound } from "next/navigation";
import { PageTabs } from "@/components/ui/page-tabs";
import { VerificationQueue } from "@/components/verification/verification-queue";
import { VERIFICATION_TABS, verificationListPageUrl } from "@/components/verification/verification-urls";
import { getViewer } from "@/lib/auth/viewer";
import { listVerificationRequests } from "@/lib/members/verification";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";
import { VERIFICATION_LISTS, type VerificationList } from "@/lib/validation/verification";

export const metadata = { title: "Verification requests" };

/**
 * Admins: members asking to be verified as pro fighters or industry professionals, longest waiting
 * first; `?show=decided`: the decided requests, the latest decision first (the first page rendered here).
 */
export default async function AdminVerificationPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts); nobody else learns the page exists.
  if (viewer?.role !== "ADMIN") notFound();
  const show: VerificationList = (await searchParams).show === "decided" ? "decided" : "pending";
  const { requests } = await listVerificationRequests(viewer, { show, limit: VERIFICATION_QUEUE_PAGE_SIZE, cursor: null });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Verification requests</h1>
        <p className="mt-1 text-muted">Members who ask to be verified as pro fighters or MMA industry professionals: under review, longest waiting first, and decided, the latest first. Check their links before you approve.</p>
      </div>
      <PageTabs label="Which requests" tabs={VERIFICATION_LISTS.map((list) => ({ id: list, label: VERIFICATION_TABS[list].label, href: VERIFICATION_TABS[list].href }))} current={show} />
      <ServerRenderedData firstPages={{ [verificationListPageUrl(show, null)!]: requests }}>
        <VerificationQueue key={show} show={show} />
      </ServerRenderedData>
    </div>
  );
}
