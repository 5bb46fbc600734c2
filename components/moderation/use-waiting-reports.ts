"use client";

import useSWR from "swr";
import type { WaitingReportsAnswer } from "@/lib/moderation/reports";
import { ACCOUNT_MENU_COUNT_CACHE } from "@/lib/swr/cache-rules";

export const WAITING_REPORTS_URL = "/api/moderation/reports/count";

/** How many posts and members wait in the reports queue (staff only), or null until known. */
export function useWaitingReports() {
  return useSWR<WaitingReportsAnswer>(WAITING_REPORTS_URL, ACCOUNT_MENU_COUNT_CACHE).data?.waiting ?? null;
}
