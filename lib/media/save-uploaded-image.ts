import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { badRequest } from "@/lib/http/errors";
import { uploadFieldsSchema } from "@/lib/validation/media";
import { checkFiles, IMAGE_UPLOAD_RULES, type ImageUploadRules } from "./image-rules";
import { imageIssueError } from "./image-issue-error";
import { processImage, type ProcessedImage } from "./process-image";
import { readUploadForm } from "./read-upload-form";
import { newMediaName, storeMedia } from "./storage";

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The one image in an upload form's "image" field, checked against these rules (the same rules the
 * picker applies) and re-encoded (lib/media/process-image.ts).
 */
export async function processUploadedImage(form: FormData, rules: ImageUploadRules): Promise<ProcessedImage> {
  const files = form.getAll("image").filter((entry): entry is File => entry instanceof File);
  if (files.length === 0) throw badRequest('No image provided. Send the image file in the "image" field', "IMAGE_REQUIRED");
  const [issue] = checkFiles(files, rules);
  if (issue) throw imageIssueError(issue);
  const [file] = files;
  return processImage(file, Buffer.from(await file.arrayBuffer()), rules);
}

/** POST /api/upload: one image for a post, of the kind the form names, stored under a new random name. */
export async function saveUploadedImage(req: Request, uploader: SignedInViewer): Promise<UploadedImage> {
  assertMayPublish(uploader);
  const form = await readUploadForm(req);
  const { kind } = uploadFieldsSchema.parse({ kind: form.get("kind") ?? undefined });
  const image = await processUploadedImage(form, IMAGE_UPLOAD_RULES[kind]);
  const url = await storeMedia(newMediaName(image.format), image.data, image.format);
  return { url, width: image.width, height: image.height };
}
