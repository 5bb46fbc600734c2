"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useToast } from "@/components/ui/toaster";
import type { PlanDto, PlansAnswer } from "@/lib/billing/plans";
import type { PortalSessionAnswer } from "@/lib/billing/portal";
import type { BillingSummary } from "@/lib/billing/subscriptions";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { formatDate } from "@/lib/format";
import { BILLING_CACHE } from "@/lib/swr/cache-rules";
import { PlanBenefitsList } from "./plan-benefits-list";
import { PlanPrice } from "./plan-price";
import { fullPageLoad } from "@/components/layout/full-page-load";
import { FreeYearNote } from "./free-year-note";

/** SPEC.md section 9: the upgrade buttons leave for /checkout (a full page load) after 100 ms. */
const UPGRADE_REDIRECT_DELAY_MS = 100;

interface Loaded {
  summary: BillingSummary;
  plan: PlanDto | null;
}

const syncPlan = (url: string) => apiFetch<BillingSummary>(url, { method: "POST" });

/** Manage Subscription: paid members see their plan and "Manage Billing", free members the upgrade. */
export function SubscriptionModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The member's plan is re-read from Stripe; a failed plans call only leaves the price out.
  const summary = useSWR("/api/billing/sync-plan", syncPlan, {
    ...BILLING_CACHE,
    onError: (error) => console.error("Failed to fetch user plan", error),
  });
  const plans = useSWR<PlansAnswer>("/api/get-plans", {
    ...BILLING_CACHE,
    onError: (error) => console.error("Failed to fetch plans", error),
  });
  const plansSettled = plans.data !== undefined || plans.error !== undefined;
  const loaded: Loaded | null = summary.data && plansSettled ? { summary: summary.data, plan: plans.data?.plans[0] ?? null } : null;
  const failed = !summary.data && summary.error !== undefined;

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      aria-labelledby="subscription-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line bg-panel p-0 text-inherit backdrop:bg-black/70"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="subscription-title" className="text-xl font-bold">
            Your Subscription
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Close"
            className="min-h-11 min-w-11 rounded text-muted hover:bg-line hover:text-white"
          >
            ✕
          </button>
        </div>
        {failed ? (
          <p role="alert" className="text-muted">
            Error loading your plan. Please try again later.
          </p>
        ) : !loaded ? (
          <p role="status" className="text-muted">
            Loading your plan...
          </p>
        ) : loaded.summary.isPaid ? (
          <PaidPlan summary={loaded.summary} plan={loaded.plan} />
        ) : (
          <UpgradeOffer plan={loaded.plan} />
        )}
      </div>
    </dialog>
  );
}

function PaidPlan({ summary, plan }: Loaded) {
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const subscription = summary.subscription;

  async function manageBilling() {
    if (!summary.customerId) {
      toast({ title: "Error", description: "Unable to access billing. Please contact support.", variant: "destructive" });
      return;
    }
    setOpening(true);
    try {
      const { url } = await apiFetch<PortalSessionAnswer>("/api/create-portal-session", { body: { customerId: summary.customerId } });
      window.location.assign(url);
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to open billing portal. Please try again."), variant: "destructive" });
      setOpening(false);
    }
  }

  return (
    <div className="space-y-4">
      {summary.planType === "BASIC" ? (
        <div className="rounded border border-line bg-ink p-4">
          <p className="font-semibold">{plan?.name ?? "Basic"} plan</p>
          {plan && <PlanPrice price={plan.price} interval={plan.interval} />}
          {subscription && (
            <p className="mt-2 text-sm text-muted">
              Status: <span className="capitalize text-white">{subscription.status.replace(/_/g, " ")}</span>
              {subscription.currentPeriodEnd &&
                ` · ${subscription.cancelAtPeriodEnd ? "Ends" : "Renews"} on ${formatDate(subscription.currentPeriodEnd)}`}
            </p>
          )}
          {subscription && subscription.discounts.length > 0 && <p className="mt-1 text-sm text-green-400">Promo code applied</p>}
        </div>
      ) : (
        <p className="text-muted">Your account&apos;s role includes every Basic plan feature.</p>
      )}
      <button
        type="button"
        onClick={manageBilling}
        disabled={opening}
        className="min-h-11 w-full rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-50"
      >
        {opening ? "Opening billing..." : "Manage Billing"}
      </button>
    </div>
  );
}

function UpgradeOffer({ plan }: { plan: PlanDto | null }) {
  const [leaving, setLeaving] = useState(false);
  function upgrade() {
    setLeaving(true);
    setTimeout(() => fullPageLoad("/checkout"), UPGRADE_REDIRECT_DELAY_MS);
  }
  return (
    <div className="space-y-4">
      <p>You are on the Free plan. Upgrade to Basic to join the conversation:</p>
      {plan && <PlanPrice price={plan.price} interval={plan.interval} />}
      <PlanBenefitsList />
      <FreeYearNote />
      <button
        type="button"
        onClick={upgrade}
        disabled={leaving}
        className="min-h-11 w-full rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-50"
      >
        Upgrade Now
      </button>
    </div>
  );
}
