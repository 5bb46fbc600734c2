"use client";

import { SWRConfig, type Cache, type State } from "swr";
import { unstable_serialize } from "swr/infinite";
import { unpack, type Packed } from "./packed-json";

interface SeededSwrCacheProps {
  data: Record<string, unknown>;
  /** The first pages of paged lists, by URL, packed (`ServerRenderedData`). */
  firstPages: Packed;
  children: React.ReactNode;
}

/** The browser side of `ServerRenderedData`: swr's cache for its part of the page, holding what the server rendered. */
export function SeededSwrCache({ data, firstPages, children }: SeededSwrCacheProps) {
  return <SWRConfig value={{ provider: () => seededCache(data, unpack(firstPages) as Record<string, unknown>) }}>{children}</SWRConfig>;
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
