/** Browser side of image uploads: compress, then send with upload progress, to our server or straight to Blob. */
import type { ImageKind } from "@/lib/media/image-rules";
import type { UploadedImage } from "@/lib/media/save-uploaded-image";
import { DIRECT_UPLOAD_FOLDER_ATTRIBUTE } from "@/lib/media/media-url";
import { ApiError, apiFetch, readApiAnswer } from "@/lib/http/api-fetch";
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
  const directFolder = document.querySelector(`[${DIRECT_UPLOAD_FOLDER_ATTRIBUTE}]`)?.getAttribute(DIRECT_UPLOAD_FOLDER_ATTRIBUTE);
  return directFolder ? uploadToBlob(prepared, directFolder, kind, onProgress, signal) : uploadToServer(prepared, kind, onProgress, signal);
}

/** POST /api/upload, multipart, with upload progress. */
function uploadToServer(file: File, kind: ImageKind, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append("image", file, file.name);
  if (kind !== "default") form.append("kind", kind);
  return sendImageForm<UploadedImage>("POST", "/api/upload", form, onProgress, signal);
}

const connectionLost = () => new ApiError(0, "NETWORK_ERROR", "Upload failed. Please check your connection and try again.", undefined);

/**
 * Sends a multipart image form to one of our upload endpoints with upload progress
 * (XMLHttpRequest: fetch reports none). Rejects with the server's ApiError, or the signal's reason.
 */
export function sendImageForm<T>(method: "POST" | "PUT", url: string, form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.onabort = () => reject(signal?.reason);
    request.open(method, url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const { body, error } = readApiAnswer(request.status, request.statusText, request.responseText);
      if (error) reject(error);
      else resolve(body as T);
    };
    request.onerror = () => reject(connectionLost());
    request.send(form);
  });
}

/** A random file name in the stored-name shape the server expects, with the file's own extension. */
function incomingName(file: File) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const random = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const extension = file.type === "image/jpeg" ? "jpg" : file.type.split("/")[1] ?? "bin";
  return `${random}.${extension}`;
}

/**
 * Straight to Vercel Blob (for hosts whose functions take small bodies): a client token from
 * POST /api/upload/blob, the upload, then POST /api/upload/blob/complete, which validates and
 * re-encodes the file and answers as POST /api/upload does.
 */
async function uploadToBlob(file: File, folder: string, kind: ImageKind, onProgress?: (percent: number) => void, signal?: AbortSignal) {
  // The Blob SDK loads with the first upload: without a connection it cannot.
  const { upload } = await import("@vercel/blob/client").catch(() => {
    throw connectionLost();
  });
  let blob: { pathname: string };
  try {
    blob = await upload(`${folder}${incomingName(file)}`, file, {
      access: "public",
      contentType: file.type,
      handleUploadUrl: "/api/upload/blob",
      abortSignal: signal,
      onUploadProgress: ({ percentage }) => onProgress?.(Math.round(percentage)),
    });
  } catch (error) {
    signal?.throwIfAborted();
    throw new ApiError(0, "NETWORK_ERROR", `Upload failed: ${error instanceof Error ? error.message : String(error)}`, undefined);
  }
  return apiFetch<UploadedImage>("/api/upload/blob/complete", { body: { pathname: blob.pathname, kind } });
}
