"use client";

import { useId, useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { formatRelativeTime } from "@/lib/format";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { VerificationDecisionAnswer, VerificationQueueItemDto } from "@/lib/members/verification";
import { VERIFIED_ROLES, verifiedRoleWithArticle } from "@/lib/members/verified-roles";
import type { VerificationDecisionInput } from "@/lib/validation/verification";
import { VERIFICATION_REASON_MAX } from "@/lib/validation/limits";
import { validateInput } from "@/lib/validation/validate-input";
import { RequestDetails } from "./request-details";
import { RequestMember } from "./request-member";

const actionClass = "min-h-11 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60";

/** What an admin is about to do with a request: nothing yet, confirm the approval, or write why it is declined. */
type Step = "choose" | "approve" | "decline";

/** A request under review: the member, the role asked for, their name, links and note; Approve (confirmed) or Decline (with a reason). */
export function VerificationRequestItem({ request, onDecided }: { request: VerificationQueueItemDto; onDecided: () => void }) {
  const id = useId();
  const toast = useToast();
  const [step, setStep] = useState<Step>("choose");
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { member } = request;
  const roleName = VERIFIED_ROLES[request.role];

  async function decide(decision: VerificationDecisionInput) {
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch<VerificationDecisionAnswer>(`/api/admin/verification/${encodeURIComponent(request.id)}`, { method: "POST", body: decision });
      toast(
        decision.decision === "approve"
          ? { title: `@${member.username} verified`, description: `They are now a verified ${roleName}.` }
          : { title: "Request declined", description: `@${member.username} is told why.` },
      );
      onDecided();
    } catch (error) {
      setFailure(errorMessage(error, "Failed to save the decision. Please try again."));
      setBusy(false);
    }
  }

  // Checked by the schema the server parses the decision with.
  async function decline() {
    const checked = await validateInput(() => import("@/lib/validation/verification").then((module) => module.verificationDecisionSchema), { decision: "decline", reason });
    if (checked.ok) return decide(checked.data);
    setFailure(checked.message);
  }

  return (
    <li className="space-y-3 p-4">
      <RequestMember member={member} />
      <p className="text-sm">
        Asks to be verified as <strong>{verifiedRoleWithArticle(request.role)}</strong>,{" "}
        <time dateTime={request.createdAt} suppressHydrationWarning>
          {formatRelativeTime(request.createdAt)}
        </time>
        .
      </p>
      <RequestDetails fullName={request.fullName} links={request.links} note={request.note} openableLinks />
      {step === "choose" && (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setStep("approve")} className={actionClass}>
            Approve
          </button>
          <button type="button" onClick={() => setStep("decline")} className={actionClass}>
            Decline
          </button>
        </div>
      )}
      {step === "approve" && (
        <div className="space-y-2 rounded border border-line bg-ink p-3 text-sm">
          <p>
            Verify @{member.username} as {verifiedRoleWithArticle(request.role)}?
            {request.role === "FIGHTER" && " Their threads and replies, past and future, become premium: only paid members read them."}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => void decide({ decision: "approve" })} className={actionClass}>
              {busy ? "Saving..." : `Verify as ${roleName}`}
            </button>
            <button type="button" disabled={busy} onClick={() => setStep("choose")} className={actionClass}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {step === "decline" && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decline();
          }}
          noValidate
          className="space-y-2 rounded border border-line bg-ink p-3 text-sm"
        >
          <label htmlFor={`${id}-reason`} className="block font-semibold">
            Why is it declined? The member reads this.
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={VERIFICATION_REASON_MAX}
            rows={2}
            className="w-full rounded border border-line bg-panel px-3 py-2"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={actionClass}>
              {busy ? "Saving..." : "Decline request"}
            </button>
            <button type="button" disabled={busy} onClick={() => setStep("choose")} className={actionClass}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-400">
          {failure}
        </p>
      )}
    </li>
  );
}
