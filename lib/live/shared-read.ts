import "server-only";

/**
 * Reads that the open streams of one topic share on this instance. An announcement wakes every
 * stream of its topic here, and what some of them read is the same for every member (an event's
 * card, a thread's counts): one read serves them all, instead of one a stream. A stream takes a
 * shared read only if it began after the announcement that woke the stream arrived (the hub takes
 * one moment per announcement, for all its listeners), so it has seen what was announced. "After"
 * is this instance's own order of moments, not the clock, which can repeat a millisecond.
 */

interface SharedRead {
  startedAt: number;
  result: Promise<unknown>;
}

/** One count of moments and one set of reads for the instance, whichever route's module graph calls (as the hub is one). */
const shared = ((globalThis as unknown as { liveSharedReads?: { lastMoment: number; reads: Map<string, SharedRead> } }).liveSharedReads ??= {
  lastMoment: 0,
  reads: new Map<string, SharedRead>(),
});

/** A moment of this instance: each call returns a later one than every call before it. */
export function nextMoment() {
  shared.lastMoment += 1;
  return shared.lastMoment;
}

/** How long a finished read stays shared: streams held back by their read gap (lib/live/sse.ts) read a little later. */
const KEPT_MS = 5_000;

/** The read of `key` begun after `wokenAt` (a moment), or a new one; a failed read is not shared. */
export function sharedRead<T>(key: string, wokenAt: number, read: () => Promise<T>): Promise<T> {
  const begun = shared.reads.get(key);
  if (begun && begun.startedAt > wokenAt) return begun.result as Promise<T>;
  const entry: SharedRead = { startedAt: nextMoment(), result: read() };
  shared.reads.set(key, entry);
  const forget = () => {
    if (shared.reads.get(key) === entry) shared.reads.delete(key);
  };
  entry.result.then(
    () => setTimeout(forget, KEPT_MS).unref(),
    forget,
  );
  return entry.result as Promise<T>;
}
