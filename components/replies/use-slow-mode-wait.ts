import { useEffect, useState } from "react";

/**
 * The seconds a member still waits before replying again in a slow-mode thread: started after their
 * reply (the thread's interval) or by the server's 429 SLOW_MODE (its `retryAfterSeconds`), ticking
 * down once a second to 0.
 */
export function useSlowModeWait() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return {
    secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)),
    wait: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setUntil(seconds > 0 ? start + seconds * 1000 : null);
    },
  };
}
