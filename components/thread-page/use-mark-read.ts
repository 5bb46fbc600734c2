import { useCallback, useEffect, useRef } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import type { ThreadReadAnswer } from "@/lib/threads/read-state";

/** Replies seen live are marked read at most this often (a busy live thread brings one a second). */
const LIVE_MARK_INTERVAL_MS = 10_000;

/**
 * Once the thread page shows, the member has read it up to when the server rendered it; replies
 * that arrive live and come into view are marked read too (`seen`, at most every 10 seconds, with
 * the latest time). A failed call only means they stay new until the next visit.
 */
export function useMarkRead(threadId: string, readUpTo: string) {
  const latest = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    apiFetch<ThreadReadAnswer>(`/api/threads/${threadId}/read`, { body: { upTo: readUpTo } }).catch(() => undefined);
  }, [threadId, readUpTo]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (upTo: string) => {
      if (!latest.current || upTo > latest.current) latest.current = upTo;
      timer.current ??= setTimeout(() => {
        timer.current = null;
        apiFetch<ThreadReadAnswer>(`/api/threads/${threadId}/read`, { body: { upTo: latest.current } }).catch(() => undefined);
      }, LIVE_MARK_INTERVAL_MS);
    },
    [threadId],
  );
}
