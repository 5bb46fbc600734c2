import type { SWRConfiguration } from "swr";
import { apiFetch } from "@/lib/http/api-fetch";

/**
 * SPEC.md section 7's caching rules for every client read. The URL is the key; the fetcher sends
 * the session cookie and throws an `ApiError` for any failed status (a 401 included). Nothing is
 * refetched on its own: not on focus, reconnect or an interval, and cached data never goes stale
 * (no refetch on mount); a failed call is not retried.
 */
export const SWR_DEFAULTS = {
  fetcher: (url: string) => apiFetch(url),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
} satisfies SWRConfiguration;

const MINUTE_MS = 60_000;

/** The poll's vote check: read once, good for 10 minutes, never refetched on mount, focus or reconnect. */
export const VOTE_CHECK_CACHE = { dedupingInterval: 10 * MINUTE_MS } satisfies SWRConfiguration;

/** Plans and the member's subscription: a mount refetches them once they are 5 minutes old. */
export const BILLING_CACHE = { revalidateIfStale: true, dedupingInterval: 5 * MINUTE_MS } satisfies SWRConfiguration;

/** The account menu's counts (unread conversations, staff's waiting reports): read again as the menu opens, at most every 10 seconds. */
export const ACCOUNT_MENU_COUNT_CACHE = { revalidateOnMount: true, dedupingInterval: 10_000 } satisfies SWRConfiguration;
