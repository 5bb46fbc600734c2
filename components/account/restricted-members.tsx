"use client";

import Link from "next/link";
import { useState } from "react";
import { restrictionToast, type RestrictionAction } from "@/components/members/restriction-calls";
import { UserAvatar } from "@/components/members/user-avatar";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { RestrictedMemberDto } from "@/lib/members/restrictions";
import { AccountSection } from "./account-section";
import { useRestrictedMembers } from "./use-restricted-members";

/** /account's list of muted and blocked members, each with Unmute and Unblock. */
export function RestrictedMembers() {
  const { members, error, isLoading, retry, lift } = useRestrictedMembers();
  return (
    <AccountSection
      title="Muted and blocked members"
      description="Muted members' posts are collapsed for you. Blocked members also cannot reply to your posts, mention you or notify you. Mute or block a member from their profile."
    >
      {isLoading ? (
        <Spinner label="Loading muted and blocked members..." />
      ) : error ? (
        <LoadFailed error={error} fallback="Failed to load muted and blocked members." retry={retry} />
      ) : !members || members.length === 0 ? (
        <p className="text-sm text-muted">You have not muted or blocked anyone.</p>
      ) : (
        <ul className="divide-y divide-line">
          {members.map((member) => (
            <RestrictedMemberRow key={member.id} member={member} lift={lift} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

function RestrictedMemberRow({ member, lift }: { member: RestrictedMemberDto; lift: (id: string, action: RestrictionAction) => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function liftOne(action: RestrictionAction) {
    setBusy(true);
    try {
      await lift(member.id, action);
      toast(restrictionToast(member.username, action, false));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const state = [member.muted && "Muted", member.blocked && "Blocked"].filter(Boolean).join(" · ");
  const button = (action: RestrictionAction, label: string) => (
    <button
      type="button"
      disabled={busy}
      onClick={() => liftOne(action)}
      aria-label={`${label} @${member.username}`}
      className="min-h-11 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60"
    >
      {label}
    </button>
  );
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <UserAvatar user={member} size="sm" />
      <div className="min-w-0 flex-1">
        <Link href={`/user/${member.username}`} className="break-all font-semibold hover:underline">
          @{member.username}
        </Link>
        <p className="text-xs text-muted">{state}</p>
      </div>
      <div className="flex gap-2">
        {member.muted && button("mute", "Unmute")}
        {member.blocked && button("block", "Unblock")}
      </div>
    </li>
  );
}
