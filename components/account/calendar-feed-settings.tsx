"use client";

import { useId, useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { CalendarFeedAnswer } from "@/lib/events/calendar-feed";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { AccountSection } from "./account-section";

const ConfirmDialog = loadsOnFirstUse(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog), DialogLoading);

const CALENDAR_FEED_URL = "/api/users/me/calendar-feed";

/** The two changes that stop the current address, each asked about first. */
const STOPPING = {
  reset: {
    method: "POST",
    question: "Reset your calendar address?",
    label: "Reset address",
    explanation: "The address you have stops working, and calendars subscribed to it stop updating. You get a new one to subscribe to.",
    done: "Calendar address reset",
  },
  off: {
    method: "DELETE",
    question: "Turn off your calendar?",
    label: "Turn off",
    explanation: "The address stops working, and calendars subscribed to it stop updating. You can get a new one at any time.",
    done: "Calendar turned off",
  },
} as const;

interface CalendarFeedSettingsProps {
  url: string | null;
  onChanged: (url: string | null) => void;
}

/**
 * The member's fight night calendar: an address to subscribe to in a calendar app, to copy or open
 * there, reset (the old one stops) or turn off.
 */
export function CalendarFeedSettings({ url, onChanged }: CalendarFeedSettingsProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<keyof typeof STOPPING | null>(null);

  async function change(method: "POST" | "DELETE", done: string) {
    setBusy(true);
    try {
      const answer = await apiFetch<CalendarFeedAnswer>(CALENDAR_FEED_URL, { method });
      onChanged(answer.url);
      toast({ title: done });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to change your calendar address. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: "Link copied", description: "Calendar address copied to clipboard" });
    } catch {
      toast({ title: "Error", description: "Failed to copy link", variant: "destructive" });
    }
  }

  const button = "min-h-11 rounded border border-line px-3 text-sm hover:bg-line disabled:opacity-60";
  return (
    <AccountSection
      title="Fight night calendar"
      description="Every event on the forum in your calendar app (Google, Apple or Outlook), kept up to date when a card or a start time changes, with a reminder an hour before picks lock."
    >
      {url === null ? (
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => void change("POST", "Calendar address ready")}
          className="min-h-11 rounded bg-red-600 px-4 font-semibold text-white hover:bg-red-500 disabled:opacity-60"
        >
          Get calendar address
        </button>
      ) : (
        <div className="space-y-3">
          <div>
            <label htmlFor={fieldId} className="font-semibold">
              Your calendar address
            </label>
            <input
              id={fieldId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block min-h-11 w-full rounded border border-line bg-black/30 px-3 font-mono text-sm"
            />
            <p className="mt-1 text-sm text-muted">Keep it to yourself: anyone with it can read the forum&apos;s events. Reset it if it gets out.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={!hydrated} onClick={() => void copy(url)} className={button}>
              Copy address
            </button>
            <a href={url.replace(/^https?:/, "webcal:")} className={`${button} inline-flex items-center`}>
              Subscribe in your calendar app
            </a>
            <button type="button" disabled={!hydrated || busy} onClick={() => setConfirming("reset")} className={button}>
              Reset address
            </button>
            <button type="button" disabled={!hydrated || busy} onClick={() => setConfirming("off")} className={button}>
              Turn off
            </button>
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={STOPPING[confirming].question}
          confirmLabel={STOPPING[confirming].label}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void change(STOPPING[confirming].method, STOPPING[confirming].done)}
        >
          <p>{STOPPING[confirming].explanation}</p>
        </ConfirmDialog>
      )}
    </AccountSection>
  );
}
