import { FREE_YEAR_PROMOTION } from "@/lib/billing/catalog";

/** The launch promotion, where a member decides to upgrade: checkout applies it in one tap. */
export function FreeYearNote() {
  return (
    <p className="rounded border border-green-500/40 bg-green-950/30 px-3 py-2 text-sm text-green-200">
      Launch promo: a whole <strong>FREE YEAR</strong> with code <strong className="font-mono">{FREE_YEAR_PROMOTION.code}</strong>. Claim it in
      one tap at checkout.
    </p>
  );
}
