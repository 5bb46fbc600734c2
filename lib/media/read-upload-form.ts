import "server-only";
import { badRequest } from "@/lib/http/errors";
import { readBodyAtMost } from "@/lib/http/read-body";
import { fileTooLarge, formatFileSize, IMAGE_UPLOAD_RULES, MAX_UPLOAD_REQUEST_BYTES } from "./image-rules";
import { imageIssueError } from "./image-issue-error";

const NOT_MULTIPART = 'Upload must be multipart/form-data with the image in the "image" field';
// The kind is a form field, so the request is measured against the most generous kind's limit.
const requestTooLarge = (size: string) => imageIssueError(fileTooLarge(size, IMAGE_UPLOAD_RULES.default));

/**
 * The multipart form of an upload request. A declared Content-Length over the limit is refused
 * before reading anything; a body without one is counted while it streams in.
 */
export async function readUploadForm(req: Request): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !req.body) throw badRequest(NOT_MULTIPART);
  const declaredLength = Number(req.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) throw requestTooLarge(formatFileSize(declaredLength));
  const body = await readBodyAtMost(req, MAX_UPLOAD_REQUEST_BYTES, () =>
    requestTooLarge(`more than ${formatFileSize(IMAGE_UPLOAD_RULES.default.maxFileSize)}`),
  );
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
}
