"use client";

import { SWRConfig } from "swr";
import { SWR_DEFAULTS } from "./cache-rules";

/** The caching rules of every client read on every page. */
export function SwrProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={SWR_DEFAULTS}>{children}</SWRConfig>;
}
