"use client";

import { useState } from "react";
import type { StripeCheckoutElementsValue } from "@stripe/react-stripe-js/checkout";
import { useToast } from "@/components/ui/toaster";
import { FREE_YEAR_PROMOTION } from "@/lib/billing/catalog";
import { validateInput } from "@/lib/validation/validate-input";

const INVALID_CODE = "The promo code you entered is not valid";

/**
 * The promo code box: apply a code, then show it with a remove control (SPEC.md section 4). The
 * advertised free year is one tap away ("Claim free year" applies its code).
 */
export function PromoCodeForm({ checkout }: { checkout: StripeCheckoutElementsValue }) {
  const toast = useToast();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const applied = checkout.discountAmounts?.find((discount) => discount.promotionCode)?.promotionCode ?? null;

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    await applyCode(code);
  }

  async function applyCode(code: string) {
    const checked = await validateInput(() => import("@/lib/validation/billing").then((module) => module.promoCodeSchema), code);
    if (!checked.ok) {
      toast({ title: "Invalid Promo Code", description: checked.message, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const result = await checkout.applyPromotionCode(checked.data);
      if (result.type === "error") {
        toast({ title: "Invalid Promo Code", description: result.error.message || INVALID_CODE, variant: "destructive" });
      } else {
        setCode("");
        toast({ title: "Promo Code Applied!", description: `${checked.data.toUpperCase()} has been applied to your subscription.` });
      }
    } catch {
      toast({ title: "Error", description: "Failed to apply promo code. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const result = await checkout.removePromotionCode();
      if (result.type === "error") throw new Error(result.error.message);
      toast({ title: "Promo Code Removed", description: "Your subscription is back to the full price." });
    } catch {
      toast({ title: "Error", description: "Failed to remove promo code. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-3 rounded border border-line bg-ink px-3 py-2">
        <p className="text-sm">
          Promo code <strong className="font-mono">{applied}</strong> applied
        </p>
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          aria-label={`Remove promo code ${applied}`}
          className="min-h-11 min-w-11 rounded px-2 text-muted hover:bg-line hover:text-white disabled:opacity-50"
        >
          ✕
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} noValidate className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded border border-green-500/40 bg-green-950/30 px-3 py-2 text-sm text-green-200">
        <p>
          Launch promo: a whole <strong>FREE YEAR</strong>
        </p>
        <button
          type="button"
          onClick={() => applyCode(FREE_YEAR_PROMOTION.code)}
          disabled={busy}
          className="min-h-11 rounded bg-green-700 px-3 font-semibold text-white hover:bg-green-600 disabled:opacity-50"
        >
          Claim free year
        </button>
      </div>
      <div>
        <label htmlFor="promo-code" className="block text-sm font-semibold">
          Promo code
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="promo-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            maxLength={100}
            placeholder="Enter a promo code"
            className="min-h-11 min-w-0 flex-1 rounded border border-line bg-ink px-3 uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            disabled={busy || code.trim() === ""}
            className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line disabled:opacity-50"
          >
            {busy ? "Applying..." : "Apply"}
          </button>
        </div>
      </div>
    </form>
  );
}
