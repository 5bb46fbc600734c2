import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: `count` in the server's HTML and while the page
 * hydrates, then all of them, in a transition (React renders the rest in slices, between the
 * reader's first taps). The rest come as data in the same response, so they show without another
 * request, while the server renders, and the browser hydrates, only what the first screens show
 * (docs/performance.md, "the first 20 replies rendered on the server").
 */
export function useServerRenderedCount(count: number) {
  const [renderingAll, setRenderingAll] = useState(false);
  useEffect(() => startTransition(() => setRenderingAll(true)), []);
  return renderingAll ? Infinity : count;
}
