/** Browser side of POST /api/upload: compress, then send with upload progress. */
import type { ImageKind } from "@/lib/media/image-rules";
import type { UploadedImage } from "@/lib/media/save-uploaded-image";
import { ApiError, readApiAnswer } from "./api-fetch";
import { compressImage } from "./image-file";

export type { UploadedImage };

/**
 * Compresses the image (SPEC.md section 5) and uploads it. `onProgress` receives the share of
 * bytes sent, 0 to 100 (XMLHttpRequest, since fetch reports no upload progress). Rejects with an
 * ApiError carrying the server's code and message, e.g. UPGRADE_REQUIRED, or with the signal's
 * AbortError once `signal` aborts.
 */
export async function uploadImage(
  file: File,
  onProgress?: (percent: number) => void,
  { kind = "default", signal }: { kind?: ImageKind; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const prepared = await compressImage(file);
  signal?.throwIfAborted();
  const form = new FormData();
  form.append("image", prepared, prepared.name);
  if (kind !== "default") form.append("kind", kind);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.onabort = () => reject(signal?.reason);
    request.open("POST", "/api/upload");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const { body, error } = readApiAnswer(request.status, request.statusText, request.responseText);
      if (error) reject(error);
      else resolve(body as UploadedImage);
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK_ERROR", "Upload failed. Please check your connection and try again.", undefined));
    request.send(form);
  });
}
