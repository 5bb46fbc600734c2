import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: `count` in the server's HTML and while the page
 * hydrates, then the rest in a transition (React renders it in slices, between the reader's first
 * taps). The rest come as data in the same response, so they show without another request, while
 * the server renders, and the browser hydrates, only what the first screens show (docs/performance.md,
 * "the first 20 replies rendered on the server").
 *
 * With `steps`, the rest of a list of `steps.total` items comes `steps.size` at a time, each step in
 * a transition of its own once the one before is committed, so that no single commit puts a long
 * list in the page at once (each would be one long task on a phone); from then on, all of them.
 */
export function useServerRenderedCount(count: number, steps?: { total: number; size: number }) {
  const [shown, setShown] = useState(count);
  const total = steps?.total;
  const size = steps?.size;
  useEffect(() => {
    if (shown === Infinity) return;
    const next = total !== undefined && size !== undefined && shown + size < total ? shown + size : Infinity;
    startTransition(() => setShown(next));
  }, [shown, size, total]);
  return shown;
}
