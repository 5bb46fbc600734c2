import { notFound } from "next/navigation";
import { VerificationQueue } from "@/components/verification/verification-queue";
import { verificationQueuePageUrl } from "@/components/verification/verification-urls";
import { getViewer } from "@/lib/auth/viewer";
import { listVerificationRequests } from "@/lib/members/verification";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { VERIFICATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Verification requests" };

/** Admins: members asking to be verified as pro fighters or industry professionals, longest waiting first (the first page rendered here). */
export default async function AdminVerificationPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts); nobody else learns the page exists.
  if (viewer?.role !== "ADMIN") notFound();
  const { requests } = await listVerificationRequests(viewer, { limit: VERIFICATION_QUEUE_PAGE_SIZE, cursor: null });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Verification requests</h1>
        <p className="mt-1 text-muted">Members who ask to be verified as pro fighters or MMA industry professionals, longest waiting first. Check their links before you approve.</p>
      </div>
      <ServerRenderedData firstPages={{ [verificationQueuePageUrl(null)!]: requests }}>
        <VerificationQueue />
      </ServerRenderedData>
    </div>
  );
}
