import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/http/api-fetch";

/** The badge is refreshed at most this often, and only while the tab is visible. */
const REFRESH_INTERVAL_MS = 30_000;

/**
 * The bell's unread count: the server-rendered value, then refreshed every 30 seconds while the
 * page is visible (paused while hidden, refreshed on coming back when the count is that old).
 */
export function useUnreadCount(initialCount: number) {
  const [count, setCount] = useState(initialCount);
  const [shownInitial, setShownInitial] = useState(initialCount);
  const fetchedAt = useRef(0);
  // A fresh server render (router.refresh) brings a fresher count.
  if (initialCount !== shownInitial) {
    setShownInitial(initialCount);
    setCount(initialCount);
  }

  const refresh = useCallback(async () => {
    fetchedAt.current = Date.now();
    try {
      const answer = await apiFetch<{ count: number }>("/api/notifications/unread-count");
      setCount(answer.count);
    } catch (error) {
      // The badge keeps its last value; the next refresh tries again.
      console.error("Failed to fetch notifications", error);
    }
  }, []);

  useEffect(() => {
    fetchedAt.current = Date.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => void refresh(), REFRESH_INTERVAL_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const followVisibility = () => {
      if (document.visibilityState !== "visible") return stop();
      if (Date.now() - fetchedAt.current >= REFRESH_INTERVAL_MS) void refresh();
      start();
    };
    followVisibility();
    document.addEventListener("visibilitychange", followVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", followVisibility);
    };
  }, [refresh]);

  return [count, setCount] as const;
}
