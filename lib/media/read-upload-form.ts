import "server-only";
import { badRequest } from "@/lib/http/errors";
import { readBodyAtMost } from "@/lib/http/read-body";
import { fileTooLarge, formatFileSize, IMAGE_UPLOAD_RULES, uploadRequestLimit, type ImageKind } from "./image-rules";
import { imageIssueError } from "./image-issue-error";

const NOT_MULTIPART = 'Upload must be multipart/form-data with the image in the "image" field';

/**
 * The multipart form of an upload request for images of `kind` (POST /api/upload names its kind in
 * a form field, known only after reading: it is measured against the most generous kind). A
 * declared Content-Length over the limit is refused before reading anything; a body without one is
 * counted while it streams in.
 */
export async function readUploadForm(req: Request, kind: ImageKind = "default"): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !req.body) throw badRequest(NOT_MULTIPART);
  const rules = IMAGE_UPLOAD_RULES[kind];
  const limit = uploadRequestLimit(kind);
  const tooLarge = (size: string) => imageIssueError(fileTooLarge(size, rules));
  const declaredLength = Number(req.headers.get("content-length") ?? 0);
  if (declaredLength > limit) throw tooLarge(formatFileSize(declaredLength));
  const body = await readBodyAtMost(req, limit, () => tooLarge(`more than ${formatFileSize(rules.maxFileSize)}`));
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
}
