"use client";

import { useState } from "react";
import useSWR from "swr";
import { AccountSection } from "@/components/account/account-section";
import { LoadFailed } from "@/components/ui/load-failed";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { formatDate } from "@/lib/format";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { MyVerificationAnswer, MyVerificationDto } from "@/lib/members/verification";
import { isProRole } from "@/lib/auth/roles";
import type { Role } from "@/lib/generated/prisma/enums";
import { VERIFIED_ROLES, verifiedRoleWithArticle } from "@/lib/members/verified-roles";
import { RequestDetails } from "./request-details";
import { MY_VERIFICATION_URL } from "./verification-urls";

// Most members never ask: the form's code comes when one opens it.
const VerificationForm = loadsOnFirstUse(() => import("./verification-form").then((module) => module.VerificationForm), () => <Spinner label="Loading the form..." />);

const DESCRIPTION =
  "Pro fighters and MMA industry professionals are verified by the admins: their profile shows the badge, a pro fighter's threads and replies are premium (paid members read them) and earn a share of the subscription revenue.";

/** /account's verification: ask to be verified, see the request under review (and withdraw it), or the last decision. */
export function VerificationSection({ role }: { role: Role }) {
  const answer = useSWR<MyVerificationAnswer>(MY_VERIFICATION_URL);
  return (
    <AccountSection title="Verification" description={DESCRIPTION}>
      {answer.isLoading ? (
        <Spinner label="Loading your verification..." />
      ) : answer.error || !answer.data ? (
        <LoadFailed error={answer.error} fallback="Failed to load your verification." retry={() => void answer.mutate()} />
      ) : (
        <VerificationState answer={answer.data} role={role} changed={(next) => void answer.mutate(next, { revalidate: false })} />
      )}
    </AccountSection>
  );
}

interface VerificationStateProps {
  answer: MyVerificationAnswer;
  role: Role;
  changed: (answer: MyVerificationAnswer) => void;
}

function VerificationState({ answer, role, changed }: VerificationStateProps) {
  const { request, verified, canApply } = answer;
  if (verified) {
    return <p className="text-sm">{isProRole(role) ? `Your account is verified: you are a verified ${VERIFIED_ROLES[role]}.` : "Your account is verified."}</p>;
  }
  if (request?.status === "PENDING") return <PendingRequest request={request} withdrawn={() => changed({ request: null, verified: false, canApply: true })} />;
  if (!canApply) return <p className="text-sm text-muted">Your account cannot be verified.</p>;
  return (
    <div className="space-y-4">
      {request && <EarlierDecision request={request} />}
      <AskToBeVerified sent={(sent) => changed({ request: sent, verified: false, canApply: false })} />
    </div>
  );
}

/** What became of the member's last request, above the way to ask again: declined, or approved and later removed. */
function EarlierDecision({ request }: { request: MyVerificationDto }) {
  const role = verifiedRoleWithArticle(request.role);
  if (request.status === "DECLINED") {
    return (
      <p className="rounded border border-line bg-ink p-3 text-sm">
        Your request of {formatDate(request.createdAt)} to be verified as {role} was declined: {request.reason}
      </p>
    );
  }
  if (request.status === "REVOKED" && request.decidedAt) {
    return (
      <p className="rounded border border-line bg-ink p-3 text-sm">
        An admin removed your verification as {role} on {formatDate(request.decidedAt)}: {request.reason}
      </p>
    );
  }
  return null;
}

/** "Ask to be verified", which opens the form; Cancel closes it. */
function AskToBeVerified({ sent }: { sent: (request: MyVerificationDto) => void }) {
  const [open, setOpen] = useState(false);
  if (open) return <VerificationForm sent={sent} onCancel={() => setOpen(false)} />;
  return (
    <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
      Ask to be verified
    </button>
  );
}

function PendingRequest({ request, withdrawn }: { request: MyVerificationDto; withdrawn: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function withdraw() {
    setBusy(true);
    try {
      await apiFetch(MY_VERIFICATION_URL, { method: "DELETE" });
      toast({ title: "Request withdrawn", description: "You can send a new one at any time." });
      withdrawn();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to withdraw your request."), variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p>
        Your request to be verified as {verifiedRoleWithArticle(request.role)} is under review since {formatDate(request.createdAt)}. You will get a notification when
        an admin decides.
      </p>
      <div className="rounded border border-line bg-ink p-3">
        <RequestDetails fullName={request.fullName} links={request.links} note={request.note} />
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void withdraw()}
        className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line disabled:opacity-60"
      >
        {busy ? "Withdrawing..." : "Withdraw request"}
      </button>
    </div>
  );
}
