import { useCallback, useEffect, useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useStateStream } from "@/components/ui/use-state-stream";
import type { UnreadCountAnswer } from "@/lib/notifications/notifications";
import { UNREAD_COUNT_CAP } from "@/lib/validation/limits";

const UNREAD_COUNT_URL = "/api/notifications/unread-count";
/** The unread notifications the bell's panel lists. */
export const NOTIFICATIONS_URL = "/api/notifications";
const UNREAD_EVENTS_URL = "/api/notifications/events";

/**
 * Said on the window as the bell's count changes (a notice came, or was read in any tab), and for
 * each notice that comes while the count stays at the cap, for what else on the page counts notices.
 */
const UNREAD_CHANGED_EVENT = "fightforum:unread-changed";
const sayUnreadChanged = () => window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT));

/** The badge is refreshed at most this often, and only while the tab is visible. */
const REFRESH_INTERVAL_MS = 30_000;

/**
 * The bell's unread count: the server-rendered value, then live over Server-Sent Events
 * (GET /api/notifications/events). While no stream is open (a proxy that cannot hold one, a server
 * answering errors), it is refreshed every 30 seconds while the page is visible (paused while
 * hidden, refreshed on coming back when the last refresh is that old), and a stream is tried again
 * every minute. A failed refresh keeps the last count. A streamed count above the one shown means
 * a notice came, and so may any at the cap, where counts stop rising (UNREAD_COUNT_CAP): an open
 * panel reads its list again to show it (a closed one reads it as it opens).
 */
export function useUnreadCount(renderedCount: number) {
  const { cache, mutate: mutateCache } = useSWRConfig();
  const streaming = useStateStream<UnreadCountAnswer>(UNREAD_EVENTS_URL, "unread", (answer) => {
    const shown = (cache.get(UNREAD_COUNT_URL)?.data as UnreadCountAnswer | undefined)?.count ?? renderedCount;
    void mutateCache(UNREAD_COUNT_URL, answer, { revalidate: false });
    if (answer.count > shown || answer.count >= UNREAD_COUNT_CAP) void mutateCache(NOTIFICATIONS_URL);
    if (answer.count === shown && answer.count >= UNREAD_COUNT_CAP) sayUnreadChanged();
  });
  const { data, mutate } = useSWR<UnreadCountAnswer>(UNREAD_COUNT_URL, {
    fallbackData: { count: renderedCount },
    refreshInterval: streaming ? 0 : REFRESH_INTERVAL_MS,
    revalidateOnFocus: true,
    focusThrottleInterval: REFRESH_INTERVAL_MS,
    onError: (error) => console.error("Failed to fetch notifications", error),
  });

  const count = data?.count ?? renderedCount;
  const lastCount = useRef(count);
  useEffect(() => {
    if (count === lastCount.current) return;
    lastCount.current = count;
    sayUnreadChanged();
  }, [count]);

  // Each server render (a navigation, router.refresh) brings a fresher count than the cache's.
  useEffect(() => {
    void mutate({ count: renderedCount }, { revalidate: false });
  }, [renderedCount, mutate]);

  const changeCount = useCallback(
    (change: (count: number) => number) =>
      void mutate((current) => ({ count: change(current?.count ?? renderedCount) }), { revalidate: false }),
    [mutate, renderedCount],
  );

  return [count, changeCount] as const;
}

/** Calls `onChange` each time the bell's count changes (see UNREAD_CHANGED_EVENT). */
export function useOnUnreadChange(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(UNREAD_CHANGED_EVENT, listener);
    return () => window.removeEventListener(UNREAD_CHANGED_EVENT, listener);
  }, []);
}

export type ChangeUnreadCount = ReturnType<typeof useUnreadCount>[1];
