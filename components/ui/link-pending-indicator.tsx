"use client";

import { useLinkStatus } from "next/link";

/**
 * A small spinner inside a link while the page it opens is on its way. Pages have no loading
 * skeleton (they arrive whole, so the first paint of a visit shows the content); this is the sign
 * that a click inside the app was taken. Place it inside a `<Link>`.
 */
export function LinkPendingIndicator() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return <span aria-hidden="true" className="ml-2 inline-block h-3 w-3 shrink-0 animate-spin rounded-full border-2 border-line border-t-brand align-middle" />;
}
