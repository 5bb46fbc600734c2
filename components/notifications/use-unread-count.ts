import { useCallback, useEffect } from "react";
import useSWR from "swr";
import type { UnreadCountAnswer } from "@/lib/notifications/notifications";

const UNREAD_COUNT_URL = "/api/notifications/unread-count";

/** The badge is refreshed at most this often, and only while the tab is visible. */
const REFRESH_INTERVAL_MS = 30_000;

/**
 * The bell's unread count: the server-rendered value, then refreshed every 30 seconds while the
 * page is visible (paused while hidden, refreshed on coming back when the last refresh is that old).
 * A failed refresh keeps the last count; the next one tries again.
 */
export function useUnreadCount(renderedCount: number) {
  const { data, mutate } = useSWR<UnreadCountAnswer>(UNREAD_COUNT_URL, {
    fallbackData: { count: renderedCount },
    refreshInterval: REFRESH_INTERVAL_MS,
    revalidateOnFocus: true,
    focusThrottleInterval: REFRESH_INTERVAL_MS,
    onError: (error) => console.error("Failed to fetch notifications", error),
  });

  // Each server render (a navigation, router.refresh) brings a fresher count than the cache's.
  useEffect(() => {
    void mutate({ count: renderedCount }, { revalidate: false });
  }, [renderedCount, mutate]);

  const changeCount = useCallback(
    (change: (count: number) => number) =>
      void mutate((current) => ({ count: change(current?.count ?? renderedCount) }), { revalidate: false }),
    [mutate, renderedCount],
  );

  return [data?.count ?? renderedCount, changeCount] as const;
}

export type ChangeUnreadCount = ReturnType<typeof useUnreadCount>[1];
