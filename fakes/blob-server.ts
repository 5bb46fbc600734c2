import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Vercel Blob API, enough for the real `@vercel/blob` SDK's `put()`,
 * `list()` and `del()`: `PUT /?pathname=...` with the body, a Bearer read-write token and `x-*`
 * option headers, answered with the blob's JSON description; `GET /?prefix=&limit=&cursor=` pages
 * through the blobs in pathname order; `POST /delete` with `{ urls }` removes blobs by URL or
 * pathname (unknown ones are ignored, as by the real API). Errors come in the API's
 * `{ error: { code, message } }` shape. Stored blobs are served back at the URL it returns. Point
 * the SDK at it with VERCEL_BLOB_API_URL.
 *
 * Browser uploads (`@vercel/blob/client`): a `PUT` may carry a client token instead of the
 * read-write token. Like the real API, the fake checks the token was signed with the store's
 * read-write token (HMAC-SHA256) and enforces what it says: the one pathname, validUntil, the
 * allowed content types and the maximum size. `GET /?url=<pathname or url>` answers `head()`.
 */

interface StoredBlob {
  body: Buffer;
  contentType: string;
  access: string;
  cacheControlMaxAge: string | undefined;
  /** Tests may move it back to make a blob look old. */
  uploadedAt: Date;
}

export interface FakeBlobServer {
  /** The API base URL, for VERCEL_BLOB_API_URL. */
  url: string;
  /** A read-write token in Vercel's `vercel_blob_rw_<store>_<secret>` shape. */
  token: string;
  blobs: Map<string, StoredBlob>;
  /**
   * The next API request fails: with 503 service_unavailable (which the SDK retries only on some
   * calls), or with 403 store_suspended (which it never retries).
   */
  failNextRequest(failure?: "service_unavailable" | "store_suspended"): void;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
  res.end(JSON.stringify(body));
}

interface ClientTokenPayload {
  pathname: string;
  validUntil: number;
  allowedContentTypes?: string[];
  maximumSizeInBytes?: number;
}

/** The payload of a `vercel_blob_client_<store>_<base64(signature.payload)>` token, if the store's read-write token signed it. */
function verifiedClientToken(authorization: string | undefined, readWriteToken: string, storeId: string): ClientTokenPayload | null {
  const prefix = `Bearer vercel_blob_client_${storeId}_`;
  if (!authorization?.startsWith(prefix)) return null;
  const [signature, payload] = Buffer.from(authorization.slice(prefix.length), "base64").toString().split(".");
  if (!signature || !payload) return null;
  const expected = createHmac("sha256", readWriteToken).update(payload).digest("hex");
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
  return JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenPayload;
}

/** What a client token forbids for this upload, or null when it allows it. */
function clientTokenRefusal(claims: ClientTokenPayload, pathname: string, contentType: string, size: number) {
  if (claims.pathname !== pathname) return "The client token is for another pathname";
  if (claims.validUntil < Date.now()) return "The client token has expired";
  if (claims.allowedContentTypes && !claims.allowedContentTypes.includes(contentType)) return `Content type ${contentType} is not allowed`;
  if (claims.maximumSizeInBytes !== undefined && size > claims.maximumSizeInBytes) return `File size ${size} exceeds the maximum allowed size of ${claims.maximumSizeInBytes}`;
  return null;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeBlobServer(): Promise<FakeBlobServer> {
  const token = "vercel_blob_rw_fakestore_secret";
  const blobs = new Map<string, StoredBlob>();
  let failNext: "service_unavailable" | "store_suspended" | null = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const origin = `http://${req.headers.host}`;
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-methods": "GET, PUT, POST", "access-control-allow-headers": "*" });
      return res.end();
    }

    if (req.method === "GET" && url.pathname.startsWith("/public/")) {
      const blob = blobs.get(url.pathname.slice("/public/".length));
      if (!blob) return sendJson(res, 404, { error: { code: "not_found", message: "The requested blob does not exist" } });
      res.writeHead(200, { "content-type": blob.contentType, "cache-control": `public, max-age=${blob.cacheControlMaxAge ?? 0}` });
      return res.end(blob.body);
    }

    const body = await readBody(req);
    if (failNext) {
      const code = failNext;
      failNext = null;
      return sendJson(res, code === "store_suspended" ? 403 : 503, { error: { code, message: "Simulated failure" } });
    }
    const clientClaims = verifiedClientToken(req.headers.authorization, token, "fakestore");
    if (req.headers.authorization !== `Bearer ${token}` && !(clientClaims && req.method === "PUT")) {
      return sendJson(res, 403, { error: { code: "forbidden", message: "Access denied, please provide a valid token" } });
    }
    if (!req.headers["x-api-version"]) return sendJson(res, 400, { error: { code: "bad_request", message: "Missing API version" } });
    const blobUrl = (pathname: string) => `${origin}/public/${pathname}`;

    if (req.method === "POST" && url.pathname === "/delete") {
      const { urls } = JSON.parse(body.toString("utf8")) as { urls: string[] };
      for (const target of urls) blobs.delete(target.startsWith(`${origin}/public/`) ? target.slice(`${origin}/public/`.length) : target);
      return sendJson(res, 200, {});
    }

    const headOf = url.searchParams.get("url");
    if (req.method === "GET" && url.pathname === "/" && headOf) {
      const key = headOf.startsWith(`${origin}/public/`) ? headOf.slice(`${origin}/public/`.length) : headOf;
      const blob = blobs.get(key);
      if (!blob) return sendJson(res, 404, { error: { code: "not_found", message: "The requested blob does not exist" } });
      return sendJson(res, 200, {
        url: blobUrl(key),
        downloadUrl: `${blobUrl(key)}?download=1`,
        pathname: key,
        size: blob.body.length,
        contentType: blob.contentType,
        contentDisposition: `inline; filename="${key.split("/").pop()}"`,
        cacheControl: `public, max-age=${blob.cacheControlMaxAge ?? 0}`,
        uploadedAt: blob.uploadedAt.toISOString(),
        etag: `"${key}"`,
      });
    }

    const pathname = url.searchParams.get("pathname");
    if (req.method === "GET" && url.pathname === "/" && !pathname) {
      const prefix = url.searchParams.get("prefix") ?? "";
      const limit = Number(url.searchParams.get("limit") ?? 1000);
      const offset = Number(url.searchParams.get("cursor") ?? 0);
      const matching = [...blobs].filter(([key]) => key.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));
      const hasMore = offset + limit < matching.length;
      return sendJson(res, 200, {
        blobs: matching.slice(offset, offset + limit).map(([key, blob]) => ({
          url: blobUrl(key),
          downloadUrl: `${blobUrl(key)}?download=1`,
          pathname: key,
          size: blob.body.length,
          uploadedAt: blob.uploadedAt.toISOString(),
          etag: `"${key}"`,
        })),
        hasMore,
        ...(hasMore && { cursor: String(offset + limit) }),
      });
    }

    if (req.method !== "PUT" || url.pathname !== "/" || !pathname) {
      return sendJson(res, 400, { error: { code: "bad_request", message: "Unsupported request" } });
    }
    if (blobs.has(pathname) && req.headers["x-allow-overwrite"] !== "1") {
      return sendJson(res, 400, { error: { code: "bad_request", message: "This blob already exists" } });
    }
    const contentType = String(req.headers["x-content-type"] ?? "application/octet-stream");
    const refusal = clientClaims && clientTokenRefusal(clientClaims, pathname, contentType, body.length);
    if (refusal) return sendJson(res, 400, { error: { code: "bad_request", message: refusal } });
    blobs.set(pathname, {
      body,
      contentType,
      access: String(req.headers["x-vercel-blob-access"]),
      cacheControlMaxAge: req.headers["x-cache-control-max-age"] as string | undefined,
      uploadedAt: new Date(),
    });
    return sendJson(res, 200, {
      url: blobUrl(pathname),
      downloadUrl: `${blobUrl(pathname)}?download=1`,
      pathname,
      contentType,
      contentDisposition: `inline; filename="${pathname.split("/").pop()}"`,
      etag: `"${body.length}-${blobs.size}"`,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    blobs,
    failNextRequest: (failure = "service_unavailable") => (failNext = failure),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
