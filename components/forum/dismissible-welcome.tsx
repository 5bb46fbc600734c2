"use client";

import { useState } from "react";
import { WELCOME_DISMISSED_COOKIE } from "@/lib/members/welcome";
import { rememberChoice } from "@/components/ui/remember-choice";

/** The welcome card's frame and its dismiss button: gone at once when dismissed, and on later visits. */
export function DismissibleWelcome({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  function dismiss() {
    rememberChoice(WELCOME_DISMISSED_COOKIE, "1");
    setDismissed(true);
  }

  return (
    <section aria-labelledby={titleId} className="relative space-y-3 rounded-lg border border-brand/50 bg-panel p-4 pr-14">
      {children}
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
