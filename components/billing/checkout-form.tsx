"use client";

import { useState } from "react";
import { PaymentElement, useCheckoutElements, type StripeCheckoutElementsValue } from "@stripe/react-stripe-js/checkout";
import { useToast } from "@/components/ui/toaster";
import type { PlanDto } from "@/lib/billing/plans";
import { formatPrice } from "@/lib/format";
import { PaymentSetupError } from "./payment-setup-error";
import { PlanBenefitsList } from "./plan-benefits-list";
import { PlanPrice } from "./plan-price";
import { PromoCodeForm } from "./promo-code-form";

/** The checkout once Stripe's Checkout Elements have loaded the session. */
export function CheckoutForm({ plan, testMode }: { plan: PlanDto; testMode: boolean }) {
  const result = useCheckoutElements();
  if (result.type === "loading") {
    return (
      <p role="status" className="py-16 text-center text-muted">
        Loading the secure payment form...
      </p>
    );
  }
  if (result.type === "error") return <PaymentSetupError message={result.error.message} />;
  return <SubscribeForm checkout={result.checkout} plan={plan} testMode={testMode} />;
}

function SubscribeForm({ checkout, plan, testMode }: { checkout: StripeCheckoutElementsValue; plan: PlanDto; testMode: boolean }) {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  /** The last failed payment's reason, kept beside the card field (the toast goes after 2 s). */
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const discounts = checkout.discountAmounts ?? [];
  const limitedDiscount = discounts.find((discount) => discount.recurring?.type === "repeating")?.recurring;

  async function startSubscription(event: React.FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setPaymentError(null);
    const fail = (message: string) => {
      setPaymentError(message);
      toast({ title: "Payment Error", description: message, variant: "destructive" });
      setSubmitting(false);
    };
    try {
      // On success Stripe.js leaves for /return; only a failure comes back here.
      const result = await checkout.confirm(checkout.email ? undefined : { email: email.trim() });
      if (result.type === "error") fail(result.error.message);
    } catch (error) {
      fail(error instanceof Error ? error.message : "The payment failed.");
    }
  }

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
      <section aria-labelledby="plan-title" className="space-y-4 rounded-lg border border-line bg-panel p-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-red-400">Upgrade</p>
          <h1 id="plan-title" className="text-2xl font-bold">
            {plan.name} plan
          </h1>
        </div>
        <PlanPrice price={plan.price} interval={plan.interval} />
        <p className="text-sm text-muted">Billed monthly, cancel any time.</p>
        <PlanBenefitsList />
        <dl className="space-y-1 border-t border-line pt-4 text-sm">
          {discounts.map((discount) => (
            <div key={discount.displayName} className="flex justify-between text-green-400">
              <dt>{discount.displayName}</dt>
              <dd>-{discount.amount}</dd>
            </div>
          ))}
          <div className="flex justify-between font-semibold">
            <dt>Due today</dt>
            <dd>{checkout.total.total.amount}</dd>
          </div>
        </dl>
        {limitedDiscount?.type === "repeating" && (
          <p className="text-sm text-muted">
            Then {formatPrice(plan.price)}/{plan.interval} after {limitedDiscount.durationInMonths} months.
          </p>
        )}
      </section>

      <section aria-labelledby="payment-title" className="space-y-5 rounded-lg border border-line bg-panel p-6">
        <h2 id="payment-title" className="text-xl font-bold">
          Payment details
        </h2>
        {testMode && (
          <p className="rounded border border-yellow-500/60 bg-yellow-950/40 p-3 text-sm text-yellow-100">
            Test mode: payments go to a local stand-in for Stripe and no card is charged. Use the card 4242 4242 4242 4242
            with any future date and any security code.
          </p>
        )}
        <PromoCodeForm checkout={checkout} />
        <form onSubmit={startSubscription} className="space-y-5">
          {checkout.email ? (
            <p className="text-sm text-muted">
              A receipt will be sent to <strong className="text-white">{checkout.email}</strong>.
            </p>
          ) : (
            <div>
              <label htmlFor="receipt-email" className="block text-sm font-semibold">
                E-mail for your receipt
              </label>
              <input
                id="receipt-email"
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3"
              />
            </div>
          )}
          <PaymentElement />
          {paymentError && (
            <p role="alert" className="text-sm text-red-400">
              {paymentError}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting || !checkout.canConfirm}
            className="min-h-11 w-full rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-50"
          >
            {submitting ? "Processing..." : "Start Subscription"}
          </button>
        </form>
      </section>
    </div>
  );
}
