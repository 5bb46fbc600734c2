import { APP_URL, tokenFor } from "./api";

export interface ReceivedEvent {
  event: string;
  id: string;
  data: string;
}

/**
 * A Server-Sent Events stream read as a browser would, as a member: events as they arrive, and
 * `next` to wait for one (the bound only fails a test that would otherwise hang).
 */
export async function openEventStream(
  path: string,
  { as, token, lastEventId, baseUrl = APP_URL }: ({ as: string; token?: never } | { token: string; as?: never }) & { lastEventId?: string; baseUrl?: string },
) {
  const controller = new AbortController();
  // `token`: a session of another server than the test run's (its own address, its own tokens).
  const headers: Record<string, string> = { authorization: `Bearer ${token ?? (await tokenFor(as!))}`, accept: "text/event-stream" };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  let raw = "";
  let waiters: (() => void)[] = [];

  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const text = decoder.decode(value, { stream: true });
          raw += text;
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = { event: "message", id: "", data: "" };
            let isEvent = false;
            for (const line of block.split("\n")) {
              const [name, ...rest] = line.split(": ");
              const value = rest.join(": ");
              if (name === "event" || name === "data") isEvent = true;
              if (name === "event") fields.event = value;
              if (name === "id") fields.id = value;
              if (name === "data") fields.data = value;
            }
            if (isEvent) events.push(fields);
            waiters.forEach((wake) => wake());
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }

  /** The first event (from `from` on) that matches, waiting for it up to `boundMs`. */
  async function next(matches: (event: ReceivedEvent) => boolean, { from = 0, boundMs = 10_000 } = {}) {
    const deadline = Date.now() + boundMs;
    for (;;) {
      const found = events.slice(from).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event within ${boundMs} ms after event ${from}; got ${JSON.stringify(events.map(({ event, data }) => `${event} ${data.slice(0, 200)}`))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      waiters = [];
    }
  }

  return { status: response.status, headers: response.headers, events, next, raw: () => raw, close: () => controller.abort() };
}
