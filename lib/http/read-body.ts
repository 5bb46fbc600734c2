import "server-only";

/**
 * The request's body, at most `maxBytes` of it. A declared Content-Length over the limit is refused
 * before anything is read; a body sent without one (chunked) is counted as it streams in, and
 * reading stops as soon as it passes the limit. Either way `tooLarge()` is thrown.
 */
export async function readBodyAtMost(req: Request, maxBytes: number, tooLarge: () => Error) {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.concat([]);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
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
