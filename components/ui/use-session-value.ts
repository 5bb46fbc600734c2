import { useCallback, useSyncExternalStore } from "react";

/** Re-renders every owner of a value when one of them changes it (storage events fire in other tabs only). */
const listeners = new Set<() => void>();
/** The values as last set here, also when storage is disabled (private browsing). */
const memory = new Map<string, string | null>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string) {
  if (memory.has(key)) return memory.get(key)!;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

// Disabled or full storage (private browsing) only means the value does not survive a reload.
function write(key: string, value: string | null) {
  memory.set(key, value);
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {}
  for (const listener of listeners) listener();
}

export type SessionValueUpdate = string | null | ((current: string | null) => string | null);

/**
 * A string kept in session storage (null: none), shared by every component that asks for the same
 * key, so it survives reloads and client navigations in this tab. The server cannot see session
 * storage: it renders null, and the browser reads the value after hydration. An owner re-renders
 * only when its own key's value changes.
 */
export function useSessionValue(key: string) {
  const value = useSyncExternalStore(subscribe, () => read(key), () => null);
  const update = useCallback((next: SessionValueUpdate) => write(key, typeof next === "function" ? next(read(key)) : next), [key]);
  return [value, update] as const;
}
