import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * `handler` as a function that stays the same from render to render and calls the handler of the
 * latest render: for event handlers handed to memoized children (`memo`), which then re-render
 * only when their data changes. Not for calling while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
