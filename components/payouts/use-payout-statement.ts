import useSWR from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { MonthStatement } from "@/lib/payouts/month-statement";
import { closeMonthUrl, payoutStatementUrl } from "./payout-urls";

/** An admin's view of a month's statement (seeded by the server page), and closing the month. */
export function usePayoutStatement(month: string) {
  const { data, error, isLoading, mutate } = useSWR<MonthStatement>(payoutStatementUrl(month));

  async function closeMonth() {
    const { statement } = await apiFetch<{ closedNow: boolean; statement: MonthStatement }>(closeMonthUrl(month), { body: {} });
    await mutate(statement, { revalidate: false });
  }

  return { statement: data, error, isLoading, retry: () => void mutate(), closeMonth };
}
