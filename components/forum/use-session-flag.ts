import { useCallback, useEffect } from "react";
import { useSessionValue } from "@/components/ui/use-session-value";

/**
 * A boolean kept in session storage, so it survives client navigations that remount its owner,
 * and removed when the page unloads (SPEC.md: the create-post modal's open state). The server
 * renders false, and the browser reads the flag after hydration.
 */
export function useSessionFlag(key: string) {
  const [stored, setStored] = useSessionValue(key);

  useEffect(() => {
    const clear = () => setStored(null);
    window.addEventListener("pagehide", clear);
    return () => window.removeEventListener("pagehide", clear);
  }, [setStored]);

  const update = useCallback((next: boolean) => setStored(next ? "true" : null), [setStored]);
  return [stored === "true", update] as const;
}
