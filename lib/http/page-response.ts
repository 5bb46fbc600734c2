import "server-only";
import { NextResponse } from "next/server";

const NEXT_CURSOR_HEADER = "x-next-cursor";

/**
 * A page of a list answered as the documented plain array; in keyset mode the next page's cursor
 * rides in a header, so clients that page by offset see no change.
 */
export function pageResponse(items: unknown[], nextCursor: string | null) {
  return NextResponse.json(items, nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: nextCursor } } : undefined);
}
