"use client";

import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import { NOTIFICATION_PREFERENCES, type NotificationPreferenceType } from "@/lib/notifications/preferences";
import { AccountSection } from "./account-section";
import { SettingSwitch } from "./setting-switch";
import type { useAccount } from "./use-account";

interface NotificationSettingsProps {
  account: AccountAnswer;
  save: ReturnType<typeof useAccount>["save"];
}

/** One switch per notification type; each saves at once, and flips back if the server refuses. */
export function NotificationSettings({ account, save }: NotificationSettingsProps) {
  const toast = useToast();

  async function toggle(type: NotificationPreferenceType, on: boolean) {
    try {
      await save(
        { notificationPreferences: { [type]: on } },
        { optimistic: (current) => ({ ...current, notificationPreferences: { ...current.notificationPreferences, [type]: on } }) },
      );
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to save your notification settings. Please try again."), variant: "destructive" });
    }
  }

  return (
    <AccountSection title="Notifications" description="Choose what the bell tells you about. Messages about your plan always arrive.">
      <ul className="divide-y divide-line">
        {NOTIFICATION_PREFERENCES.map(({ type, label }) => {
          const on = account.notificationPreferences[type];
          return (
            <li key={type} className="flex min-h-12 items-center justify-between gap-4 py-1">
              <span id={`notify-${type}`}>{label}</span>
              <SettingSwitch labelledBy={`notify-${type}`} on={on} onToggle={() => toggle(type, !on)} />
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
