import { useCallback, useEffect, useState } from "react";

/**
 * A boolean kept in session storage, so it survives client navigations that remount its owner,
 * and removed when the page unloads (SPEC.md: the create-post modal's open state).
 */
export function useSessionFlag(key: string) {
  const [value, setValue] = useState(false);

  useEffect(() => {
    // Read after hydration: the server cannot see session storage.
    if (readFlag(key)) setValue(true);
    const clear = () => writeFlag(key, false);
    window.addEventListener("pagehide", clear);
    return () => window.removeEventListener("pagehide", clear);
  }, [key]);

  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeFlag(key, next);
    },
    [key],
  );
  return [value, update] as const;
}

function readFlag(key: string) {
  try {
    return window.sessionStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

// Disabled storage (private browsing) only means the flag does not survive a remount.
function writeFlag(key: string, value: boolean) {
  try {
    if (value) window.sessionStorage.setItem(key, "true");
    else window.sessionStorage.removeItem(key);
  } catch {}
}
