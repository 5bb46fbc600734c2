import { useEffect, useRef } from "react";
import type { LiveReplyCounts, LiveReplyEdit, LiveThreadChange, ThreadPollAnswer } from "@/lib/live/thread-events";
import { apiFetch } from "@/lib/http/api-fetch";
import { STREAM_RETRY_MS } from "@/lib/live/stream-retry";
import { encodeCursor } from "@/lib/pagination/cursor";
import type { ReplyDto } from "@/lib/replies/reply-dto";

/** How often a browser that cannot hold a stream asks instead. */
const POLL_MS = 10_000;
/** Streams that fail this many times in a row (none opening) give way to polling. */
const STREAM_ATTEMPTS = 3;
/** The events a stream sends besides `ready` (lib/live/thread-events.ts). */
const LIVE_EVENTS = ["reply", "replyCounts", "replyEdits", "threadEdit", "thread"];

interface LiveThreadHandlers {
  onReply: (reply: ReplyDto) => void;
  /** Replies reacted to (their counts) or edited (their text) by others. */
  onReplyChanges: (changes: (LiveReplyCounts | LiveReplyEdit)[]) => void;
  /** The thread's counts and state, or its title and text after its author edited them. */
  onThread: (change: LiveThreadChange) => void;
}

/**
 * Keeps a thread page live: new replies, replies' like counts and edited text, and the thread's
 * counts and edited text arrive over Server-Sent Events
 * (GET /api/threads/{id}/events, resumed by the browser with Last-Event-ID after each stream ends),
 * starting from when the page was rendered so nothing in between is missed. When streams keep
 * failing to open (a proxy that cannot hold them, a server answering errors), the page asks every
 * 10 seconds instead, and tries a stream again every minute: the first that opens ends the polling.
 */
export function useLiveThread(threadId: string, renderedAt: string, handlers: LiveThreadHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    // Every reply since the page was rendered (reply ids sort after "0").
    let after = encodeCursor({ key: renderedAt, id: "0" });
    let source: EventSource | null = null;
    let poller: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;
    const url = `/api/threads/${encodeURIComponent(threadId)}/events`;

    /** One event, streamed or polled, to its handler. */
    function handle(event: string, data: unknown) {
      const handlers = latest.current;
      if (event === "reply") handlers.onReply(data as ReplyDto);
      else if (event === "replyCounts" || event === "replyEdits") handlers.onReplyChanges(data as (LiveReplyCounts | LiveReplyEdit)[]);
      else if (event === "thread" || event === "threadEdit") handlers.onThread(data as LiveThreadChange);
    }

    async function poll() {
      try {
        const answer = await apiFetch<ThreadPollAnswer>(`${url}?${new URLSearchParams({ poll: "1", after })}`);
        for (const { event, data } of answer.events) handle(event, data);
        after = answer.lastEventId;
      } catch {
        // The next round tries again.
      }
    }

    function open() {
      source = new EventSource(`${url}?${new URLSearchParams({ after })}`);
      for (const name of ["ready", ...LIVE_EVENTS]) {
        source.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          // `ready` and `reply` carry the stream's position; on the others the browser repeats the last one.
          if (message.lastEventId) after = message.lastEventId;
          if (name === "ready") streaming();
          else handle(name, JSON.parse(message.data));
        });
      }
      source.onerror = () => {
        // The browser reconnects by itself unless the answer was not a stream at all.
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        source = null;
        failures += 1;
        if (failures < STREAM_ATTEMPTS) retry = setTimeout(open, 1_000 * failures);
        else {
          poller ??= setInterval(poll, POLL_MS);
          // One attempt a minute from now on; a stream that opens ends the polling.
          failures = STREAM_ATTEMPTS - 1;
          retry = setTimeout(open, STREAM_RETRY_MS);
        }
      };
    }

    function streaming() {
      failures = 0;
      if (poller) clearInterval(poller);
      poller = null;
    }

    open();
    return () => {
      stopped = true;
      source?.close();
      if (poller) clearInterval(poller);
      if (retry) clearTimeout(retry);
    };
  }, [threadId, renderedAt]);
}
