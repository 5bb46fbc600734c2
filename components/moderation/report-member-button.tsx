"use client";

import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useHydrated } from "@/components/ui/use-hydrated";

const ReportDialog = loadsOnFirstUse(() => import("./report-dialog").then((module) => module.ReportDialog), DialogLoading);

/** Report on another member's profile: opens the report dialog, loaded on first use. */
export function ReportMemberButton({ memberId }: { memberId: string }) {
  const hydrated = useHydrated();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setReporting(true)}
        className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60"
      >
        Report
      </button>
      {reporting && <ReportDialog target={{ kind: "member", id: memberId }} onClose={() => setReporting(false)} />}
    </>
  );
}
