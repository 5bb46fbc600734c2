import { useCallback, useEffect, useState } from "react";
import useSWR from "swr";
import { STREAM_RETRY_MS } from "@/lib/live/stream-retry";
import type { UnreadCountAnswer } from "@/lib/notifications/notifications";

const UNREAD_COUNT_URL = "/api/notifications/unread-count";
const UNREAD_EVENTS_URL = "/api/notifications/events";

/** The badge is refreshed at most this often, and only while the tab is visible. */
const REFRESH_INTERVAL_MS = 30_000;

/**
 * The bell's unread count: the server-rendered value, then live over Server-Sent Events
 * (GET /api/notifications/events). While no stream is open (a proxy that cannot hold one, a server
 * answering errors), it is refreshed every 30 seconds while the page is visible (paused while
 * hidden, refreshed on coming back when the last refresh is that old), and a stream is tried again
 * every minute. A failed refresh keeps the last count.
 */
export function useUnreadCount(renderedCount: number) {
  const [streaming, setStreaming] = useState(false);
  const { data, mutate } = useSWR<UnreadCountAnswer>(UNREAD_COUNT_URL, {
    fallbackData: { count: renderedCount },
    refreshInterval: streaming ? 0 : REFRESH_INTERVAL_MS,
    revalidateOnFocus: true,
    focusThrottleInterval: REFRESH_INTERVAL_MS,
    onError: (error) => console.error("Failed to fetch notifications", error),
  });

  // Each server render (a navigation, router.refresh) brings a fresher count than the cache's.
  useEffect(() => {
    void mutate({ count: renderedCount }, { revalidate: false });
  }, [renderedCount, mutate]);

  useEffect(() => {
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    function open() {
      source = new EventSource(UNREAD_EVENTS_URL);
      source.addEventListener("unread", (event) => {
        setStreaming(true);
        void mutate(JSON.parse((event as MessageEvent<string>).data) as UnreadCountAnswer, { revalidate: false });
      });
      // The browser reconnects a stream that ended; one that cannot open at all leaves the polling on until the next attempt.
      source.onerror = () => {
        if (source.readyState !== EventSource.CLOSED) return;
        setStreaming(false);
        retry = setTimeout(open, STREAM_RETRY_MS);
      };
    }
    open();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [mutate]);

  const changeCount = useCallback(
    (change: (count: number) => number) =>
      void mutate((current) => ({ count: change(current?.count ?? renderedCount) }), { revalidate: false }),
    [mutate, renderedCount],
  );

  return [data?.count ?? renderedCount, changeCount] as const;
}

export type ChangeUnreadCount = ReturnType<typeof useUnreadCount>[1];
