"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { CheckoutElementsProvider } from "@stripe/react-stripe-js/checkout";
import type { CheckoutSessionAnswer } from "@/lib/billing/checkout";
import type { PlanDto } from "@/lib/billing/plans";
import { apiFetch, ApiError } from "@/lib/http/api-fetch";
import { loadStripeJs, type StripeJsConfig } from "@/components/billing/load-stripe";
import { CheckoutForm } from "./checkout-form";
import { PaymentSetupError } from "./payment-setup-error";

type Setup =
  | { status: "loading" }
  | { status: "ready"; clientSecret: string }
  | { status: "failed"; message: string; signedOut: boolean };

/** /checkout: obtains a Checkout Session's client secret, then mounts Stripe's Checkout Elements. */
export function CheckoutView({ plan, stripeJs, testMode }: { plan: PlanDto; stripeJs: StripeJsConfig; testMode: boolean }) {
  const [setup, setSetup] = useState<Setup>({ status: "loading" });
  const requested = useRef(false);
  const { publishableKey, standInUrl } = stripeJs;
  const stripe = useMemo(() => loadStripeJs({ publishableKey, standInUrl }), [publishableKey, standInUrl]);

  useEffect(() => {
    // One Checkout Session per visit, also when React runs effects twice in development.
    if (requested.current) return;
    requested.current = true;
    apiFetch<CheckoutSessionAnswer>("/api/create-checkout-session", { body: {} })
      .then(({ clientSecret }) => {
        if (!clientSecret) throw new Error("No client secret received from server");
        setSetup({ status: "ready", clientSecret });
      })
      .catch((error: unknown) =>
        setSetup({
          status: "failed",
          message: error instanceof Error ? error.message : "The checkout could not be prepared.",
          signedOut: error instanceof ApiError && error.status === 401,
        }),
      );
  }, []);

  const options = useMemo(
    () =>
      setup.status === "ready"
        ? { clientSecret: setup.clientSecret, elementsOptions: { appearance: { theme: "night" as const } } }
        : null,
    [setup],
  );

  if (setup.status === "failed") return <PaymentSetupError message={setup.message} signedOut={setup.signedOut} />;
  if (!options) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        Preparing your checkout...
      </p>
    );
  }
  return (
    <CheckoutElementsProvider stripe={stripe} options={options}>
      <CheckoutForm plan={plan} testMode={testMode} />
    </CheckoutElementsProvider>
  );
}
