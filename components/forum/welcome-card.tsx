"use client";

import Link from "next/link";
import { useState } from "react";
import { FreeYearNote } from "@/components/billing/free-year-note";
import { openAppModal } from "@/components/layout/app-events";
import { WELCOME_DISMISSED_COOKIE } from "@/lib/members/welcome";
import { rememberChoice } from "@/components/ui/remember-choice";

/** A new member's first steps: complete the profile, and (on the free plan) what Basic unlocks. */
export function WelcomeCard({ username, isPaid }: { username: string; isPaid: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  function dismiss() {
    rememberChoice(WELCOME_DISMISSED_COOKIE, "1");
    setDismissed(true);
  }

  return (
    <section aria-labelledby="welcome-title" className="relative space-y-3 rounded-lg border border-brand/50 bg-panel p-4 pr-14">
      <h2 id="welcome-title" className="text-lg font-bold">
        Welcome to Fight Forum, @{username}!
      </h2>
      <p className="text-sm text-zinc-300">Start with your profile: a picture, your name and where fans can follow you.</p>
      {!isPaid && (
        <>
          <p className="text-sm text-zinc-300">Reading and reacting are free. Basic unlocks posting, replying and pro fighters&apos; premium posts.</p>
          <FreeYearNote />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Link href="/account" className="flex min-h-11 items-center rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          Complete your profile
        </Link>
        {!isPaid && (
          <button type="button" onClick={() => openAppModal("subscription")} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line">
            See what Basic unlocks
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss welcome"
        className="absolute right-2 top-2 flex min-h-11 min-w-11 items-center justify-center rounded text-muted hover:bg-line hover:text-white"
      >
        ✕
      </button>
    </section>
  );
}
