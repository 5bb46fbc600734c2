import "server-only";
import { badRequest } from "@/lib/http/errors";
import { fileTooLarge, formatFileSize, IMAGE_UPLOAD_RULES, MAX_UPLOAD_REQUEST_BYTES } from "./image-rules";
import { imageIssueError } from "./image-issue-error";

const NOT_MULTIPART = 'Upload must be multipart/form-data with the image in the "image" field';
// The kind is a form field, so the request is measured against the most generous kind's limit.
const requestTooLarge = (size: string) => imageIssueError(fileTooLarge(size, IMAGE_UPLOAD_RULES.default));

/** Reads the body, giving up with 413 as soon as it passes `maxBytes` instead of buffering it all. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw requestTooLarge(`more than ${formatFileSize(IMAGE_UPLOAD_RULES.default.maxFileSize)}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The multipart form of an upload request. A declared Content-Length over the limit is refused
 * before reading anything; a body without one is counted while it streams in.
 */
export async function readUploadForm(req: Request): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !req.body) throw badRequest(NOT_MULTIPART);
  const declaredLength = Number(req.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) throw requestTooLarge(formatFileSize(declaredLength));
  const body = await readAtMost(req.body, MAX_UPLOAD_REQUEST_BYTES);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
}
