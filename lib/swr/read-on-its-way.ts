import { useCallback } from "react";
import { useSWRConfig } from "swr";

/**
 * Whether a read of a cached key is on its way, for changes that must not lose it: swr drops a
 * read that a change overtakes. A view brought back by Back or Forward reads its data again as it
 * mounts, and a tap or a live event that changed the cache meanwhile would leave the view as the
 * earlier render had it, without what only a read brings (the member's own likes and bookmarks).
 * So a change made in one step (a live event) is made with
 * `mutate(change, { revalidate: readOnItsWay(key) })`, and a write shown before the server answers
 * asks again once its call has landed (`changeCachedItem`'s `readOnItsWay`). The cache tells at the
 * moment of the change, so the view does not re-render as each read starts and ends.
 *
 * `key` is the read's swr key: its URL, or `unstable_serialize(getKey)` for a paged read.
 */
export function useReadOnItsWay() {
  const { cache } = useSWRConfig();
  return useCallback((key: string) => cache.get(key)?.isValidating === true, [cache]);
}
