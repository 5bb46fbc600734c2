import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the server's HTML and until React has hydrated this component, true from then on. A
 * control whose click only React handles stays disabled until then, so a tap on a slow phone (or
 * a test on a busy machine) is not lost on a button that does nothing yet.
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
