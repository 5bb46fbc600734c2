"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { errorMessage } from "@/lib/http/api-fetch";
import type { MessageMemberDto } from "@/lib/messages/messages";

// Most conversations are never blocked from: the calls load with the first press.
const loadRestrictionCalls = () => import("@/components/members/restriction-calls");

/**
 * Block on a conversation's page, where harassment arrives: the member can no longer write to the
 * viewer (nor reply to their posts, mention or notify them), and the page then says so in place of
 * the form. Unblocking is on the member's profile, as the page says.
 */
export function BlockFromConversation({ member }: { member: MessageMemberDto }) {
  const toast = useToast();
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function block() {
    setBusy(true);
    try {
      const { forgetRestrictedMembers, restrictionToast, setRestriction } = await loadRestrictionCalls();
      await setRestriction(member.id, "block", true);
      forgetRestrictedMembers();
      toast(restrictionToast(member.username, "block", true));
      router.refresh();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={!hydrated || busy}
      onClick={() => void block()}
      className="min-h-11 rounded border border-line px-3 text-sm hover:bg-line disabled:opacity-60"
    >
      {busy ? "Saving..." : `Block @${member.username}`}
    </button>
  );
}
