"use client";

import { useEffect, useState } from "react";
import { SWRConfig, type Cache, type State } from "swr";
import { unstable_serialize } from "swr/infinite";
import { unpack, type Packed } from "./packed-json";
import { dropWritesAfterLeaving } from "./writes-after-leaving";

interface SeededSwrCacheProps {
  /** Which server render this is: each render has its own. */
  renderId: string;
  data: Record<string, unknown>;
  /** The first pages of paged lists, by URL, packed (`ServerRenderedData`). */
  firstPages: Packed;
  children: React.ReactNode;
}

/** The server renders this tab has shown, by id. */
const shownRenders = new Set<string>();

/**
 * The browser side of `ServerRenderedData`: swr's cache for its part of the page, holding what the
 * server rendered. Back and forward show a page's earlier render again (Next.js keeps it): its
 * reads are then made again as they mount, the earlier data showing meanwhile, so the page does
 * not show what the member changed since as it was before (a like given, a title edited).
 */
export function SeededSwrCache({ renderId, data, firstPages, children }: SeededSwrCacheProps) {
  const [restored] = useState(() => shownRenders.has(renderId));
  // Recorded once shown, not as rendered: React may render a view and throw that render away (a
  // part of it that suspends while the page hydrates), and its next try is not a return.
  useEffect(() => {
    shownRenders.add(renderId);
  }, [renderId]);
  return (
    <SWRConfig
      value={{
        provider: () => seededCache(data, unpack(firstPages) as Record<string, unknown>, restored),
        use: [dropWritesAfterLeaving],
        ...(restored && { revalidateOnMount: true }),
      }}
    >
      {children}
    </SWRConfig>
  );
}

/**
 * The cache of a view, holding what the server rendered. A paged list is held twice: as the list
 * (`useSWRInfinite`'s own entry, what the view shows) and as its first page (what the list's reads
 * start from). A restored render holds only the list, so that its first page is read again: a
 * `useSWRInfinite` that does not read its first page again on its own (`revalidateFirstPage: false`)
 * reads a page it does not hold, whereas its `revalidateOnMount` is forgotten by any render
 * between the mount and its read (swr 2.5 decides it in the render before).
 */
function seededCache(data: Record<string, unknown>, firstPages: Record<string, unknown>, restored: boolean): Cache {
  const cache = new Map<string, State>();
  for (const [key, value] of Object.entries(data)) cache.set(key, held(value));
  for (const [key, page] of Object.entries(firstPages)) {
    if (!restored) cache.set(key, held(page));
    cache.set(unstable_serialize(() => key), held([page]));
  }
  return cache;
}

/**
 * A cache entry holding data: not loading, which swr would otherwise assume of every key it reads
 * as it mounts (`revalidateOnMount`) until that read ends, and a restored view would show its
 * loading state instead of its earlier render.
 */
const held = (data: unknown): State => ({ data, isLoading: false });
