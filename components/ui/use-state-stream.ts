import { useEffect, useRef, useState } from "react";
import { STREAM_RETRY_MS } from "@/lib/live/stream-retry";

/**
 * A Server-Sent Events stream that sends a whole state as `event`, at once and on every change (the
 * bell's unread count, an event page's card), each to `onState`. Returns whether a stream is open,
 * so that the caller polls while none is. The browser reconnects a stream that ended by itself; one
 * that could not open at all (the server answered an error: a deploy, an outage) is tried again
 * every minute (`STREAM_RETRY_MS`).
 */
export function useStateStream<T>(url: string, event: string, onState: (state: T) => void) {
  const [streaming, setStreaming] = useState(false);
  const latest = useRef(onState);
  useEffect(() => {
    latest.current = onState;
  });

  useEffect(() => {
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    function open() {
      source = new EventSource(url);
      source.addEventListener(event, (message) => {
        setStreaming(true);
        latest.current(JSON.parse((message as MessageEvent<string>).data) as T);
      });
      source.onerror = () => {
        if (source.readyState !== EventSource.CLOSED) return;
        setStreaming(false);
        retry = setTimeout(open, STREAM_RETRY_MS);
      };
    }
    open();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [url, event]);

  return streaming;
}
