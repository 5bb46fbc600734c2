import useSWR from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { EarningsAnswer } from "@/lib/payouts/earnings";
import { EARNINGS_URL, PAYOUT_ACCOUNT_URL } from "./payout-urls";

/** The fighter's earnings (seeded by the server page) and the way to Stripe's payout account setup. */
export function useEarnings() {
  const { data, error, isLoading, mutate } = useSWR<EarningsAnswer>(EARNINGS_URL);

  /** Opens Stripe's onboarding for the fighter's payout account (created on the first call). */
  async function connectPayoutAccount() {
    const { url } = await apiFetch<{ url: string }>(PAYOUT_ACCOUNT_URL, { body: {} });
    window.location.assign(url);
  }

  return { earnings: data, error, isLoading, retry: () => void mutate(), connectPayoutAccount };
}
