"use client";

import { openAppModal } from "@/components/layout/app-events";

/** Opens the subscription dialog (Manage Billing, or the plans to upgrade to) from anywhere on the page. */
export function SubscriptionButton({ children }: { children: React.ReactNode }) {
  return (
    <button type="button" onClick={() => openAppModal("subscription")} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line">
      {children}
    </button>
  );
}
