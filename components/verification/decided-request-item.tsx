import { formatRelativeTime } from "@/lib/format";
import type { VerificationQueueItemDto } from "@/lib/members/verification";
import { verifiedRoleWithArticle } from "@/lib/members/verified-roles";
import { RequestDetails } from "./request-details";
import { RequestMember } from "./request-member";

/** Each outcome's mark, and how the decision is told: "{asked} {role}; {decided} by @admin, when." */
const OUTCOMES = {
  APPROVED: { label: "Approved", asked: "Verified as", decided: "approved", className: "bg-emerald-500/15 text-emerald-300" },
  DECLINED: { label: "Declined", asked: "Asked to be verified as", decided: "declined", className: "bg-red-500/15 text-red-300" },
  REVOKED: { label: "Removed", asked: "Verified as", decided: "verification removed", className: "bg-amber-500/15 text-amber-300" },
} as const;

/** A decided request on the admins' Decided list: the outcome, the role, who decided and when, the reason the member read, and what they sent. */
export function DecidedRequestItem({ request }: { request: VerificationQueueItemDto }) {
  if (request.status === "PENDING" || !request.decidedAt) return null;
  const outcome = OUTCOMES[request.status];
  return (
    <li className="space-y-3 p-4">
      <RequestMember member={request.member} />
      <p className="text-sm">
        <span className={`mr-2 rounded px-2 py-0.5 text-xs font-bold uppercase ${outcome.className}`}>{outcome.label}</span>
        {outcome.asked} <strong>{verifiedRoleWithArticle(request.role)}</strong>; {outcome.decided}
        {request.decidedBy ? ` by @${request.decidedBy}` : ""},{" "}
        <time dateTime={request.decidedAt} suppressHydrationWarning>
          {formatRelativeTime(request.decidedAt)}
        </time>
        .
      </p>
      {request.reason && (
        <p className="text-sm">
          <span className="font-semibold">Reason given: </span>
          <span className="break-words">{request.reason}</span>
        </p>
      )}
      <RequestDetails fullName={request.fullName} links={request.links} note={request.note} openableLinks />
    </li>
  );
}
