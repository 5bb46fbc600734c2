"use client";

import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toaster";
import type { PlanDto } from "@/lib/billing/plans";
import type { BillingSummary } from "@/lib/billing/subscriptions";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { formatDate } from "@/lib/format";
import { PlanBenefitsList } from "./plan-benefits-list";
import { PlanPrice } from "./plan-price";
import { fullPageLoad } from "@/components/layout/full-page-load";

/** SPEC.md section 9: the upgrade buttons leave for /checkout (a full page load) after 100 ms. */
const UPGRADE_REDIRECT_DELAY_MS = 100;

interface Loaded {
  summary: BillingSummary;
  plan: PlanDto | null;
}

/** Manage Subscription: paid members see their plan and "Manage Billing", free members the upgrade. */
export function SubscriptionModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    Promise.all([
      apiFetch<BillingSummary>("/api/billing/sync-plan", { method: "POST" }),
      apiFetch<{ plans: PlanDto[] }>("/api/get-plans").then(({ plans }) => plans[0] ?? null, () => null),
    ])
      .then(([summary, plan]) => setLoaded({ summary, plan }))
      .catch((error: unknown) => {
        console.error("Failed to fetch user plan", error);
        setFailed(true);
      });
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
      const { url } = await apiFetch<{ url: string }>("/api/create-portal-session", { body: { customerId: summary.customerId } });
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
