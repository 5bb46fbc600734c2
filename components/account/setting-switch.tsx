"use client";

import { useHydrated } from "@/components/ui/use-hydrated";

interface SettingSwitchProps {
  /** The id of the element naming the setting. */
  labelledBy: string;
  /** The id of the element explaining it, if any. */
  describedBy?: string;
  on: boolean;
  onToggle: () => void;
}

/** An on/off setting of the account page that saves as it is switched (usable once the page is hydrated). */
export function SettingSwitch({ labelledBy, describedBy, on, onToggle }: SettingSwitchProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={!hydrated}
      onClick={onToggle}
      className="flex min-h-11 min-w-14 shrink-0 items-center justify-center disabled:opacity-60"
    >
      <span aria-hidden="true" className={`flex h-6 w-11 items-center rounded-full p-0.5 transition-colors ${on ? "bg-brand" : "bg-line"}`}>
        <span className={`h-5 w-5 rounded-full bg-white transition-transform ${on ? "translate-x-5" : ""}`} />
      </span>
    </button>
  );
}
