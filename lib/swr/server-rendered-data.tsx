"use client";

import { SWRConfig, type Cache, type State } from "swr";
import { unstable_serialize } from "swr/infinite";

interface ServerRenderedDataProps {
  /** What the server rendered, by the URL a client read would ask for it. */
  data?: Record<string, unknown>;
  /** The first page of paged lists (`useSWRInfinite`), by the URL of that page. */
  firstPages?: Record<string, unknown>;
  children: React.ReactNode;
}

/**
 * A view the server rendered hands its data to swr: its part of the page gets its own cache,
 * holding exactly what the server rendered, so swr takes over from there without asking again and
 * never shows an older copy kept from an earlier visit. Calls for anything else still go out.
 */
export function ServerRenderedData({ data = {}, firstPages = {}, children }: ServerRenderedDataProps) {
  return <SWRConfig value={{ provider: () => seededCache(data, firstPages) }}>{children}</SWRConfig>;
}

function seededCache(data: Record<string, unknown>, firstPages: Record<string, unknown>): Cache {
  const cache = new Map<string, State>();
  for (const [key, value] of Object.entries(data)) cache.set(key, { data: value });
  for (const [key, page] of Object.entries(firstPages)) {
    cache.set(key, { data: page });
    cache.set(unstable_serialize(() => key), { data: [page] });
  }
  return cache;
}
