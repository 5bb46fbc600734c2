import "server-only";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/http/errors";
import { RateLimitedError } from "@/lib/http/rate-limit";
import { errorLine } from "@/lib/logging/error-line";
import { liveHub } from "./hub";
import { nextMoment } from "./shared-read";

/** One Server-Sent Event; `id` is what the browser sends back as Last-Event-ID when it reconnects. */
export interface LiveEvent {
  event: string;
  data: unknown;
  id?: string;
}

const HEARTBEAT_MS = 20_000;
/**
 * How many streams one member may hold open on an instance: a dozen tabs, each with its page's
 * stream and the bell's. Each stream reads again on every announcement of its topic, so without a
 * cap one member holding thousands open on a busy thread would turn each reply into thousands of
 * reads. A tab past the cap polls instead, as when streams fail.
 */
export const STREAMS_PER_MEMBER = 24;
/** Open streams per member on this instance, shared by every route's module graph. */
const openStreams = ((globalThis as unknown as { liveOpenStreams?: Map<string, number> }).liveOpenStreams ??= new Map<string, number>());
/** How soon the browser reconnects after a stream ends (each ends after LIVE_STREAM_SECONDS). */
const RECONNECT_MS = 2_000;

function format({ event, data, id }: LiveEvent) {
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

interface StreamOptions {
  signal: AbortSignal;
  /** The member the stream is for: each holds at most STREAMS_PER_MEMBER open on an instance. */
  memberId: string;
  /** The hub topic whose announcements make the stream read again. */
  topic: string;
  /**
   * What changed since the last read, as events; called at the start, then once per announcement
   * (never two at once). `wokenAt` is the moment (lib/live/shared-read.ts) the stream started or
   * last heard its topic announced: a read shared with other streams must have begun after it.
   */
  read: (wokenAt: number) => Promise<LiveEvent[]>;
  /**
   * The least time from one read's start to the next: the announcements in between are read
   * together at its end. For topics whose writes can come many a second (a fight night's thread),
   * so each open stream reads at most once per gap, however many writes or instances announce.
   */
  minReadGapMs?: number;
}

/**
 * A text/event-stream answer: the first read at once, then a read per announcement of `topic` (at
 * most one per `minReadGapMs`), a comment every 20 seconds so proxies keep it open, and the end
 * after LIVE_STREAM_SECONDS (the browser reconnects with Last-Event-ID, so a serverless function's
 * time limit loses nothing). 429 past the member's STREAMS_PER_MEMBER open streams.
 */
export function eventStream({ signal, memberId, topic, read, minReadGapMs = 0 }: StreamOptions) {
  const open = openStreams.get(memberId) ?? 0;
  if (open >= STREAMS_PER_MEMBER) throw new RateLimitedError("Too many live connections are open. Close some tabs and try again.", 60);
  openStreams.set(memberId, open + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(memberId) ?? 1) - 1;
    if (left > 0) openStreams.set(memberId, left);
    else openStreams.delete(memberId);
  };
  const encoder = new TextEncoder();
  let cleanup = release;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A browser gone before the stream began: nothing to follow, and its place is free at once.
      if (signal.aborted) {
        release();
        return controller.close();
      }
      let closed = false;
      let reading: Promise<void> | null = null;
      let again = false;
      let lastReadAt = -Infinity;
      let wokenAt = nextMoment();
      let gapTimer: NodeJS.Timeout | null = null;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        controller.close();
      };
      const readNow = () => {
        if (reading) {
          again = true;
          return;
        }
        const wait = lastReadAt + minReadGapMs - Date.now();
        if (wait > 0) {
          gapTimer ??= setTimeout(() => {
            gapTimer = null;
            readNow();
          }, wait);
          return;
        }
        lastReadAt = Date.now();
        reading = read(wokenAt)
          .then((events) => events.forEach((event) => write(format(event))))
          .catch((error: unknown) => {
            // What the stream follows is gone (a deleted thread): nothing more will come.
            if (error instanceof HttpError && error.status === 404) close();
            else console.error(`Live stream read failed: ${errorLine(error)}`);
          })
          .finally(() => {
            reading = null;
            if (again && !closed) {
              again = false;
              readNow();
            }
          });
      };
      const unsubscribe = liveHub.subscribe(topic, (announcedAt) => {
        wokenAt = announcedAt;
        readNow();
      });
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      const limit = setTimeout(close, env.LIVE_STREAM_SECONDS * 1000);
      cleanup = () => {
        release();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(limit);
        if (gapTimer) clearTimeout(gapTimer);
        signal.removeEventListener("abort", close);
      };
      signal.addEventListener("abort", close);
      write(`retry: ${RECONNECT_MS}\n\n`);
      // The first read once this instance listens, so nothing announced after it is missed.
      void liveHub
        .ready()
        .catch((error: unknown) => console.error(`Live updates unavailable: ${errorLine(error)}`))
        .finally(readNow);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
}
