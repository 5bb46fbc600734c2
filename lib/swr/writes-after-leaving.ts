import { useCallback } from "react";
import { useSWRConfig, type Cache, type Middleware, type ScopedMutator } from "swr";
import { SWRGlobalState } from "swr/_internal";

/**
 * Runs a write to `cache` while swr still holds it, else drops it. swr lets go of a view's own cache
 * (`ServerRenderedData`) as the view leaves the page, and a write to it after that throws inside
 * swr ("Cannot read properties of undefined"). Such a write comes from a call answered after the
 * member moved on (a like, a read mark, a notice that arrived): the view it was for is gone.
 */
function writeWhileHeld<T>(cache: Cache, write: () => Promise<T>): Promise<T | undefined> {
  return SWRGlobalState.has(cache) ? write() : Promise.resolve(undefined);
}

/** Every read's bound `mutate` (pages of `useSWRInfinite` too) goes through {@link writeWhileHeld}. */
export const dropWritesAfterLeaving: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { cache } = useSWRConfig();
  const { mutate } = swr;
  // Stable as swr's own: reads and effects may depend on it.
  swr.mutate = useCallback<typeof mutate>((...args) => writeWhileHeld(cache, () => mutate(...args)), [cache, mutate]);
  return swr;
};

/**
 * The view's scoped `mutate` (`useSWRConfig().mutate`, any key of its cache) through
 * {@link writeWhileHeld}: swr's own cannot be wrapped by a middleware.
 */
export function useViewMutate(): ScopedMutator {
  const { cache, mutate } = useSWRConfig();
  const heldMutate = useCallback((...args: Parameters<ScopedMutator>) => writeWhileHeld(cache, () => mutate(...args)), [cache, mutate]);
  return heldMutate as ScopedMutator;
}
