import "server-only";
import { env } from "@/lib/env";
import { BlobNotFoundError, del, head, list, type HeadBlobResult } from "@vercel/blob";
import { handleUpload, type HandleUploadBody } from "@vercel/blob/client";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { badRequest, forbidden, notFound, serviceUnavailable } from "@/lib/http/errors";
import { checkFiles, IMAGE_MIME_TYPES, IMAGE_UPLOAD_RULES, type ImageFormat, type ImageKind } from "./image-rules";
import { imageIssueError } from "./image-issue-error";
import { STORED_NAME } from "./media-url";
import { processImage } from "./process-image";
import { newMediaName, storeMedia } from "./storage";
import type { UploadedImage } from "./save-uploaded-image";

/**
 * Uploads straight from the browser to Vercel Blob, for hosts whose functions take only small
 * request bodies (Vercel: 4.5 MB). Our server issues a short-lived client token for one path in
 * the member's own `incoming/<member id>/` folder, constrained to the image types and the size
 * limit; the browser uploads there; then the server validates the file, strips its metadata,
 * re-encodes it into `media/` like POST /api/upload does, and deletes the incoming copy. Posts can
 * only use `media/` URLs. Off (404) without BLOB_READ_WRITE_TOKEN: local uploads use POST /api/upload.
 */

export const INCOMING_FOLDER = "incoming";
const TOKEN_VALIDITY_MS = 10 * 60_000;

function blobToken() {
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw notFound("Direct uploads to Blob storage are not configured on this server. Send the image to POST /api/upload.");
  return token;
}

const incomingFolderOf = (viewer: { id: string }) => `${INCOMING_FOLDER}/${viewer.id}/`;

/** The folder the browser uploads to directly, for a member who may upload; null when direct uploads are off. */
export function directUploadFolder(viewer: { id: string; isPaid: boolean } | null) {
  return env.BLOB_READ_WRITE_TOKEN && viewer?.isPaid ? incomingFolderOf(viewer) : null;
}

/** An incoming path the viewer may upload to or complete: their own folder and a random stored-style name. */
function assertOwnIncomingPath(pathname: string, viewer: SignedInViewer) {
  const folder = incomingFolderOf(viewer);
  if (!pathname.startsWith(folder)) throw forbidden("You can only upload to your own incoming folder");
  if (!STORED_NAME.test(pathname.slice(folder.length))) {
    throw badRequest(`Upload path must be ${folder}<22 random characters>.<jpg|png|gif|webp>`);
  }
}

const POST_IMAGE_TYPES = [...new Set(IMAGE_UPLOAD_RULES.default.allowedFormats.flatMap((format) => IMAGE_MIME_TYPES[format as ImageFormat] ?? []))];

/** `handleUpload`'s token request: a client token for one incoming path, images only, at most the size limit. */
export async function issueDirectUploadToken(req: Request, body: HandleUploadBody, viewer: SignedInViewer) {
  assertMayPublish(viewer);
  const token = blobToken();
  if (body.type !== "blob.generate-client-token") throw badRequest("Only client token requests are accepted here");
  assertOwnIncomingPath(body.payload.pathname, viewer);
  return handleUpload({
    token,
    request: req,
    body,
    onBeforeGenerateToken: async () => ({
      allowedContentTypes: POST_IMAGE_TYPES,
      maximumSizeInBytes: IMAGE_UPLOAD_RULES.default.maxFileSize,
      validUntil: Date.now() + TOKEN_VALIDITY_MS,
      addRandomSuffix: false,
      allowOverwrite: false,
    }),
  });
}

async function incomingBlob(pathname: string, token: string): Promise<HeadBlobResult> {
  try {
    return await head(pathname, { token });
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw notFound("Upload not found. Upload the image again.");
    console.error(`[media] Vercel Blob lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable("Image storage is temporarily unavailable. Please try again shortly.");
  }
}

async function downloadIncoming(blob: HeadBlobResult) {
  const response = await fetch(blob.url).catch(() => null);
  if (!response?.ok) throw serviceUnavailable("Image storage is temporarily unavailable. Please try again shortly.");
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The browser's upload has landed in `incoming/`: check it against the rules of its kind, re-encode
 * it without metadata into `media/`, and answer as POST /api/upload does. The incoming copy is
 * deleted whatever the outcome.
 */
export async function completeDirectUpload(pathname: string, kind: ImageKind, viewer: SignedInViewer): Promise<UploadedImage> {
  assertMayPublish(viewer);
  const token = blobToken();
  assertOwnIncomingPath(pathname, viewer);
  const blob = await incomingBlob(pathname, token);
  try {
    const rules = IMAGE_UPLOAD_RULES[kind];
    const name = pathname.split("/").pop()!;
    const file = { name, type: blob.contentType, size: blob.size };
    const [issue] = checkFiles([file], rules);
    if (issue) throw imageIssueError(issue);
    const image = await processImage(file, await downloadIncoming(blob), rules);
    const url = await storeMedia(newMediaName(image.format), image.data, image.format);
    return { url, width: image.width, height: image.height };
  } finally {
    await del(blob.url, { token }).catch((error: unknown) =>
      console.error(`[media] Could not delete incoming upload ${pathname}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Deletes incoming uploads older than an hour (the browser uploaded but never completed): run by
 * `npm run media:prune`. Returns how many it deleted; nothing to do without a Blob store.
 */
export async function pruneAbandonedDirectUploads(now = new Date()) {
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) return 0;
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await list({ prefix: `${INCOMING_FOLDER}/`, cursor, token });
    const abandoned = page.blobs.filter((blob) => now.getTime() - blob.uploadedAt.getTime() > ABANDONED_AFTER_MS).map((blob) => blob.url);
    if (abandoned.length > 0) await del(abandoned, { token });
    deleted += abandoned.length;
    cursor = page.hasMore ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
