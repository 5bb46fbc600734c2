/**
 * Image upload rules of SPEC.md section 5, shared by the picker (browser) and POST /api/upload
 * (server): the limits, the error and warning texts, and the compression target. Pure functions
 * over plain file descriptors, so both sides apply the same rule with the same words.
 */
import { formatDimensions, type Dimensions } from "./dimensions";

export const IMAGE_KINDS = ["default", "profile"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The image formats the server can store, by their canonical name. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

export interface ImageUploadRules {
  allowedFormats: readonly string[];
  maxFileSize: number;
  maxWidth: number;
  maxHeight: number;
  minWidth: number;
  minHeight: number;
  maxFilesPerUpload: number;
  maxTotalSize: number;
}

const MB = 1024 * 1024;

export const IMAGE_UPLOAD_RULES: Record<ImageKind, ImageUploadRules> = {
  default: {
    allowedFormats: ["jpeg", "jpg", "png", "gif", "webp"],
    maxFileSize: 25 * MB,
    maxWidth: 6000,
    maxHeight: 6000,
    minWidth: 50,
    minHeight: 50,
    maxFilesPerUpload: 1,
    maxTotalSize: 25 * MB,
  },
  profile: {
    allowedFormats: ["jpeg", "jpg", "png", "webp"],
    maxFileSize: 5 * MB,
    maxWidth: 2048,
    maxHeight: 2048,
    minWidth: 100,
    minHeight: 100,
    maxFilesPerUpload: 1,
    maxTotalSize: 5 * MB,
  },
};

/** The largest upload request the server reads for images of a kind: their total plus room for the multipart framing. */
export function uploadRequestLimit(kind: ImageKind) {
  return IMAGE_UPLOAD_RULES[kind].maxTotalSize + 64 * 1024;
}

const UNUSUALLY_LARGE_FILE_BYTES = 50 * MB;
const LARGE_IMAGE_SIDE = 2048;
const LARGE_GIF_BYTES = 5 * MB;
const EXTREME_ASPECT_RATIO = { above: 5, below: 0.2 };
const EXECUTABLE_NAME_PARTS = [".exe", ".bat", ".cmd", ".scr", ".pif"];

const COMPRESSION = { maxWidth: 1920, maxHeight: 1920, quality: 0.8, largeImageQuality: 0.7, largeImageSide: 3000 };

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" };

/** What the browser (or a multipart part) tells about a file. */
export interface FileDescriptor {
  name: string;
  type: string;
  size: number;
}

export type ImageIssueCode =
  | "EXECUTABLE_CONTENT"
  | "FORMAT_NOT_ALLOWED"
  | "EMPTY_OR_CORRUPTED"
  | "FILE_TOO_LARGE"
  | "TOO_MANY_FILES"
  | "TOTAL_TOO_LARGE"
  | "DIMENSIONS_TOO_LARGE"
  | "DIMENSIONS_TOO_SMALL"
  | "UNREADABLE_DIMENSIONS"
  | "UNUSUALLY_LARGE"
  | "EXTENSION_MISMATCH";

export interface ImageIssue {
  code: ImageIssueCode;
  message: string;
}

const issue = (code: ImageIssueCode, message: string): ImageIssue => ({ code, message });

// The issues the server also raises on its own, from the bytes it received or the request size.
export const emptyOrCorrupted = () => issue("EMPTY_OR_CORRUPTED", "File appears to be empty or corrupted");
export const unreadableDimensions = () => issue("UNREADABLE_DIMENSIONS", "Could not read image dimensions. File may be corrupted");
/** `size` comes formatted: for a streamed request the server may only know "more than" the limit. */
export const fileTooLarge = (size: string, rules: ImageUploadRules) =>
  issue("FILE_TOO_LARGE", `File size (${size}) exceeds maximum allowed size of ${formatFileSize(rules.maxFileSize)}`);

/** 0 → "0 Bytes", 1536 → "1.5 KB", 26214400 → "25 MB" (powers of 1024, at most two decimals). */
export function formatFileSize(bytes: number) {
  if (!Number.isFinite(bytes) || bytes < 1) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${units[exponent]}`;
}

/** "photo.JPG" → "jpg"; "" when the name has no extension. */
function fileExtension(name: string) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** "jpg" and "jpeg" name the same format. */
export function canonicalFormat(format: string): string {
  return format === "jpg" ? "jpeg" : format;
}

function imageSubtype(type: string) {
  return type.startsWith("image/") ? type.slice("image/".length).toLowerCase() : null;
}

/** Every format a file claims, canonical: its extension and its image MIME type. */
export function claimedFormats(file: FileDescriptor): string[] {
  return [fileExtension(file.name), imageSubtype(file.type) ?? ""].filter(Boolean).map(canonicalFormat);
}

/** The format a file claims to be: its image MIME type, else its extension; null when it says nothing. */
export function claimedFormat(file: FileDescriptor): string | null {
  const subtype = imageSubtype(file.type);
  if (subtype) return subtype;
  if (file.type && file.type !== "application/octet-stream") return file.type;
  return fileExtension(file.name) || null;
}

/** Executable names, format, emptiness and size of one file. */
function checkFile(file: FileDescriptor, rules: ImageUploadRules): ImageIssue[] {
  const issues: ImageIssue[] = [];
  const lowerName = file.name.toLowerCase();
  if (EXECUTABLE_NAME_PARTS.some((part) => lowerName.includes(part))) {
    issues.push(issue("EXECUTABLE_CONTENT", "File appears to contain executable content and cannot be uploaded"));
  }
  const format = claimedFormat(file);
  if (!format || !rules.allowedFormats.includes(format)) {
    issues.push(
      issue(
        "FORMAT_NOT_ALLOWED",
        `File format "${file.type || format || "unknown"}" is not allowed. Supported formats: ${rules.allowedFormats.join(", ")}`,
      ),
    );
  }
  if (file.size === 0) issues.push(emptyOrCorrupted());
  else if (file.size > rules.maxFileSize) issues.push(fileTooLarge(formatFileSize(file.size), rules));
  return issues;
}

/**
 * Everything decidable from the names, types and sizes of one upload's files, the most specific
 * first: the number of files, then each file (executable name, format, empty, size, safety
 * check), then their total size.
 */
export function checkFiles(files: readonly FileDescriptor[], rules: ImageUploadRules): ImageIssue[] {
  if (files.length > rules.maxFilesPerUpload) {
    return [issue("TOO_MANY_FILES", `Too many files. Maximum ${rules.maxFilesPerUpload} files allowed`)];
  }
  const fileIssues = files.flatMap((file) => [...checkFile(file, rules), ...checkFileSafety(file)]);
  if (fileIssues.length > 0) return fileIssues;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > rules.maxTotalSize) {
    return [
      issue("TOTAL_TOO_LARGE", `Total file size (${formatFileSize(total)}) exceeds maximum allowed size of ${formatFileSize(rules.maxTotalSize)}`),
    ];
  }
  return [];
}

/** Safety check: an unusually large file, or an extension that contradicts the declared type. */
function checkFileSafety(file: FileDescriptor): ImageIssue[] {
  const issues: ImageIssue[] = [];
  if (file.size > UNUSUALLY_LARGE_FILE_BYTES) {
    issues.push(issue("UNUSUALLY_LARGE", `File is unusually large (${formatFileSize(file.size)})`));
  }
  if (new Set(claimedFormats(file)).size > 1) {
    issues.push(issue("EXTENSION_MISMATCH", "File extension does not match the file type"));
  }
  return issues;
}

/** Minimum and maximum dimensions; null dimensions mean the image could not be read. */
export function checkDimensions(dimensions: Dimensions | null, rules: ImageUploadRules): ImageIssue[] {
  if (!dimensions || !(dimensions.width > 0) || !(dimensions.height > 0)) return [unreadableDimensions()];
  const actual = formatDimensions(dimensions);
  if (dimensions.width > rules.maxWidth || dimensions.height > rules.maxHeight) {
    const max = formatDimensions({ width: rules.maxWidth, height: rules.maxHeight });
    return [issue("DIMENSIONS_TOO_LARGE", `Image dimensions (${actual}) exceed maximum allowed size of ${max}`)];
  }
  if (dimensions.width < rules.minWidth || dimensions.height < rules.minHeight) {
    const min = formatDimensions({ width: rules.minWidth, height: rules.minHeight });
    return [issue("DIMENSIONS_TOO_SMALL", `Image dimensions (${actual}) are below minimum required size of ${min}`)];
  }
  return [];
}

/** Warnings that do not block the upload: extreme aspect ratio, large dimensions, a heavy GIF. */
export function imageWarnings(file: FileDescriptor, dimensions: Dimensions): string[] {
  const warnings: string[] = [];
  const isGif = canonicalFormat(claimedFormat(file) ?? "") === "gif";
  const ratio = dimensions.width / dimensions.height;
  if (ratio > EXTREME_ASPECT_RATIO.above || ratio < EXTREME_ASPECT_RATIO.below) {
    warnings.push("Image has an extreme aspect ratio and may not display well");
  }
  if (dimensions.width > LARGE_IMAGE_SIDE || dimensions.height > LARGE_IMAGE_SIDE) {
    warnings.push(
      isGif ? "Large image may take longer to load" : "Large image may take longer to load. It will be compressed before upload",
    );
  }
  if (isGif && file.size > LARGE_GIF_BYTES) {
    warnings.push(`Large GIF (${formatFileSize(file.size)}) may take longer to load`);
  }
  return warnings;
}

/**
 * Size and quality to re-encode an image at before upload: within 1920×1920 keeping the aspect
 * ratio, quality 0.8, or 0.7 when a side exceeds 3000. GIFs are not compressed (null).
 */
export function compressionTarget(format: string | null, dimensions: Dimensions) {
  if (format === null || canonicalFormat(format) === "gif") return null;
  const scale = Math.min(1, COMPRESSION.maxWidth / dimensions.width, COMPRESSION.maxHeight / dimensions.height);
  const largestSide = Math.max(dimensions.width, dimensions.height);
  return {
    width: Math.max(1, Math.round(dimensions.width * scale)),
    height: Math.max(1, Math.round(dimensions.height * scale)),
    quality: largestSide > COMPRESSION.largeImageSide ? COMPRESSION.largeImageQuality : COMPRESSION.quality,
  };
}

/** The `accept` attribute of a file input for these rules: MIME types and extensions. */
export function acceptAttribute(rules: ImageUploadRules) {
  const mimeTypes = new Set(rules.allowedFormats.map((format) => IMAGE_MIME_TYPES[canonicalFormat(format) as ImageFormat]));
  return [...mimeTypes, ...rules.allowedFormats.map((format) => `.${format}`)].join(",");
}
