import { useCallback, useEffect, useSyncExternalStore } from "react";

/** Re-renders every owner of a flag when one of them changes it (storage events fire in other tabs only). */
const listeners = new Set<() => void>();
/** The flags as last set here, also when storage is disabled (private browsing). */
const memory = new Map<string, boolean>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A boolean kept in session storage, so it survives client navigations that remount its owner,
 * and removed when the page unloads (SPEC.md: the create-post modal's open state). The server
 * cannot see session storage: it renders false, and the browser reads the flag after hydration.
 */
export function useSessionFlag(key: string) {
  const value = useSyncExternalStore(subscribe, () => memory.get(key) ?? readFlag(key), () => false);

  useEffect(() => {
    const clear = () => writeFlag(key, false);
    window.addEventListener("pagehide", clear);
    return () => window.removeEventListener("pagehide", clear);
  }, [key]);

  const update = useCallback(
    (next: boolean) => {
      writeFlag(key, next);
      for (const listener of listeners) listener();
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

// Disabled storage (private browsing) only means the flag does not survive a reload.
function writeFlag(key: string, value: boolean) {
  memory.set(key, value);
  try {
    if (value) window.sessionStorage.setItem(key, "true");
    else window.sessionStorage.removeItem(key);
  } catch {}
}
