import "server-only";
import { randomUUID } from "node:crypto";
import { pack } from "./packed-json";
import { SeededSwrCache } from "./seeded-swr-cache";

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
 * The lists travel packed (`packed-json.ts`), without their objects' keys repeated; `data` as it
 * is, since a page often passes the same object to its view too, which the RSC payload then
 * writes only once.
 */
export function ServerRenderedData({ data = {}, firstPages = {}, children }: ServerRenderedDataProps) {
  return (
    <SeededSwrCache renderId={randomUUID()} data={data} firstPages={pack(firstPages)}>
      {children}
    </SeededSwrCache>
  );
}
