import "server-only";
import sharp, { type Sharp } from "sharp";
import { badRequest } from "@/lib/http/errors";
import {
  checkDimensions,
  claimedFormats,
  emptyOrCorrupted,
  unreadableDimensions,
  type FileDescriptor,
  type ImageFormat,
  type ImageUploadRules,
} from "./image-rules";
import { formatDimensions, type Dimensions } from "./dimensions";
import { imageIssueError } from "./image-issue-error";
import { sniffImageFormat } from "./sniff-image-format";

export interface ProcessedImage extends Dimensions {
  data: Buffer;
  format: ImageFormat;
}

const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
};

async function readHeader(bytes: Buffer) {
  try {
    // Reading the header decodes no pixels, so no pixel limit here: the dimensions must come back
    // even for a bomb, to refuse it with the dimension rule's own message.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageIssueError(unreadableDimensions());
  }
}

/**
 * Checks what the bytes really are and re-encodes them, so nothing but pixels leaves the server:
 * the format comes from the magic numbers and must be the one the name and type claim; the
 * dimensions come from the header, so an oversized image (a decompression bomb) is refused before
 * any pixel is decoded; then the image is decoded under a pixel limit, turned upright per its EXIF
 * orientation and written in its own format without EXIF, GPS, XMP or ICC metadata. Animated GIF
 * and WebP keep their frames.
 */
export async function processImage(file: FileDescriptor, bytes: Buffer, rules: ImageUploadRules): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw imageIssueError(emptyOrCorrupted());
  if (claimedFormats(file).some((claimed) => claimed !== format)) {
    throw badRequest("File extension does not match its content", "EXTENSION_MISMATCH");
  }

  const header = await readHeader(bytes);
  if (header.format !== format) throw imageIssueError(emptyOrCorrupted());
  const frames = header.pages ?? 1;
  const animated = frames > 1;
  // Animations are not rotated (EXIF orientation is a still-photo feature), so their header size is final.
  const dimensions = animated ? { width: header.width, height: header.height } : header.autoOrient;
  const [dimensionIssue] = checkDimensions(dimensions, rules);
  if (dimensionIssue) throw imageIssueError(dimensionIssue);

  // An upload never decodes to more pixels than the largest still image allowed, frames included.
  const pixelLimit = rules.maxWidth * rules.maxHeight;
  if (dimensions.width * dimensions.height * frames > pixelLimit) {
    throw badRequest(
      `Animated image is too large: ${frames} frames of ${formatDimensions(dimensions)} exceed ${pixelLimit.toLocaleString("en-US")} pixels in total`,
      "ANIMATION_TOO_LARGE",
    );
  }

  try {
    const decoded = sharp(bytes, { animated, limitInputPixels: pixelLimit });
    const data = await ENCODE[format](animated ? decoded : decoded.autoOrient()).toBuffer();
    return { data, format, ...dimensions };
  } catch {
    throw imageIssueError(emptyOrCorrupted());
  }
}
