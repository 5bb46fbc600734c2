/** Browser-side checks and compression of a chosen image (SPEC.md section 5), on the shared rules. */
import {
  canonicalFormat,
  checkDimensions,
  checkFiles,
  claimedFormat,
  compressionTarget,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  imageWarnings,
  type ImageFormat,
  type ImageUploadRules,
} from "@/lib/media/image-rules";
import type { Dimensions } from "@/lib/media/dimensions";

/** Decodes the file as the browser displays it, upright per its EXIF orientation. */
async function loadImage(file: Blob) {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function readDimensions(file: File): Promise<Dimensions | null> {
  try {
    const image = await loadImage(file);
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  }
}

export interface ImageCheck {
  errors: string[];
  warnings: string[];
}

/** The picker's checks of one chosen image: the files first, then its pixels. */
export async function checkImageFiles(files: File[], rules: ImageUploadRules): Promise<ImageCheck> {
  const rejected = (issues: { message: string }[]) => ({ errors: issues.map((issue) => issue.message), warnings: [] });
  const fileIssues = checkFiles(files, rules);
  if (fileIssues.length > 0) return rejected(fileIssues);
  const [file] = files;
  const dimensions = await readDimensions(file);
  const dimensionIssues = checkDimensions(dimensions, rules);
  if (dimensionIssues.length > 0 || !dimensions) return rejected(dimensionIssues);
  return { errors: [], warnings: imageWarnings(file, dimensions) };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Re-encodes the image within 1920×1920 at quality 0.8 (0.7 when a side exceeds 3000) in its own
 * format before upload. GIFs, and images the re-encoding would only make bigger, go as they are.
 */
export async function compressImage(file: File): Promise<File> {
  const format = claimedFormat(file);
  const image = await loadImage(file).catch(() => null);
  const target = image && compressionTarget(format, { width: image.naturalWidth, height: image.naturalHeight });
  if (!image || !target || !format) return file;

  const canvas = document.createElement("canvas");
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.drawImage(image, 0, 0, target.width, target.height);
  const blob = await canvasBlob(canvas, IMAGE_MIME_TYPES[canonicalFormat(format) as ImageFormat], target.quality);
  const resized = target.width !== image.naturalWidth || target.height !== image.naturalHeight;
  if (!blob || (!resized && blob.size >= file.size)) return file;

  // A browser that cannot encode the format (WebP in some Safari versions) hands back a PNG.
  const outputFormat = (Object.keys(IMAGE_MIME_TYPES) as ImageFormat[]).find((key) => IMAGE_MIME_TYPES[key] === blob.type);
  if (!outputFormat) return file;
  const baseName = file.name.replace(/\.[^.]*$/, "") || "image";
  return new File([blob], `${baseName}.${IMAGE_EXTENSIONS[outputFormat]}`, { type: blob.type });
}

/** The image files of a paste or a drop (none for plain text). */
export function imageFilesIn(transfer: DataTransfer | null) {
  return [...(transfer?.files ?? [])].filter((file) => file.type.startsWith("image/"));
}
