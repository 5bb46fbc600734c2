import "server-only";
import { badRequest } from "./errors";

/**
 * What is read and dropped of a body past its limit before the connection is given up. Cancelling
 * the body resets the connection, and a client still writing would never read the 413; the request
 * body timeout (lib/http/node-request-guards.ts) bounds the time this takes.
 */
const DRAIN_BYTES = 32 * 1024 * 1024;

const BODY_CUT_OFF_MESSAGE = "The request ended before its body arrived";

/**
 * The next chunk of the body. A client that leaves before its body has arrived (a phone losing its
 * connection, a closed tab) fails the stream with Node's ECONNRESET "aborted": that is the
 * request's end, 400, and not a database connection reset (which the same code would say).
 */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw badRequest(BODY_CUT_OFF_MESSAGE);
  }
}

/**
 * The request's body, at most `maxBytes` of it. A declared Content-Length over the limit is refused
 * before anything is read; a body sent without one (chunked) is counted as it streams in, and
 * nothing is kept once it passes the limit (the rest is read and dropped, up to DRAIN_BYTES, so the
 * client can read the answer). Either way `tooLarge()` is thrown.
 */
export async function readBodyAtMost(req: Request, maxBytes: number, tooLarge: () => Error) {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.concat([]);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await nextChunk(reader);
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await dropRest(reader, DRAIN_BYTES);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** {@link readBodyAtMost}, decoded as UTF-8 (as `Request.text()` does). */
export async function readTextAtMost(req: Request, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return (await readBodyAtMost(req, maxBytes, tooLarge)).toString("utf8");
}

async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number) {
  let dropped = 0;
  while (dropped <= maxBytes) {
    const { done, value } = await nextChunk(reader);
    if (done) return;
    dropped += value.byteLength;
  }
  await reader.cancel();
}
