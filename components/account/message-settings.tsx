"use client";

import { useId } from "react";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { errorMessage } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import { AccountSection } from "./account-section";
import { SettingSwitch } from "./setting-switch";
import type { useAccount } from "./use-account";

type MessagesFrom = AccountAnswer["messagesFrom"];

const CHOICES: { value: MessagesFrom; label: string; hint: string }[] = [
  { value: "EVERYONE", label: "Anyone on the forum", hint: "Every member with a paid plan can start a conversation with you." },
  { value: "FOLLOWED", label: "Only members you follow", hint: "And the members you have written to. Others see that you only take messages from members you follow." },
];

interface MessageSettingsProps {
  account: AccountAnswer;
  save: ReturnType<typeof useAccount>["save"];
}

/**
 * Who may send the member private messages, and whether they share read receipts; a choice saves at
 * once, and goes back if the server refuses.
 */
export function MessageSettings({ account, save }: MessageSettingsProps) {
  const toast = useToast();
  const name = useId();
  const receipts = useId();
  const hydrated = useHydrated();

  async function choose(messagesFrom: MessagesFrom) {
    try {
      await save({ messagesFrom }, { optimistic: (current) => ({ ...current, messagesFrom }) });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to save who can message you. Please try again."), variant: "destructive" });
    }
  }

  async function shareReceipts(readReceipts: boolean) {
    try {
      await save({ readReceipts }, { optimistic: (current) => ({ ...current, readReceipts }) });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to save your read receipts setting. Please try again."), variant: "destructive" });
    }
  }

  return (
    <AccountSection title="Private messages" description="Moderators and admins can always write to you.">
      <fieldset>
        <legend className="font-semibold">Who can send you messages</legend>
        <div className="mt-2 space-y-1">
          {CHOICES.map(({ value, label, hint }) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded px-2 py-2 hover:bg-line">
              <input
                type="radio"
                name={name}
                value={value}
                checked={account.messagesFrom === value}
                disabled={!hydrated}
                onChange={() => void choose(value)}
                className="mt-1 h-4 w-4 shrink-0 accent-red-500"
              />
              <span>
                {label}
                <span className="block text-sm text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex min-h-12 items-center justify-between gap-4 border-t border-line pt-3">
        <span>
          <span id={`${receipts}-label`}>Read receipts</span>
          <span id={`${receipts}-hint`} className="block text-sm text-muted">
            Members you write with see when you have read their messages. Turned off, you do not see when they read yours either.
          </span>
        </span>
        <SettingSwitch labelledBy={`${receipts}-label`} describedBy={`${receipts}-hint`} on={account.readReceipts} onToggle={() => void shareReceipts(!account.readReceipts)} />
      </div>
    </AccountSection>
  );
}
