import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { put } from "@vercel/blob";
import { serviceUnavailable } from "@/lib/http/errors";
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, type ImageFormat } from "./image-rules";
import { BLOB_FOLDER, LOCAL_MEDIA_PATH, STORED_NAME } from "./media-url";

/**
 * Where uploaded media lives: Vercel Blob when `BLOB_READ_WRITE_TOKEN` is set, else files under
 * `.data/uploads` served by `app/media/[file]/route.ts` (files written at run time are not served
 * by `next start` from `public/`). Names are random and never reused, so every URL is immutable.
 */

const LOCAL_MEDIA_DIR = path.join(process.cwd(), ".data", "uploads");
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;


const FORMAT_BY_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([format, extension]) => [extension, format as ImageFormat]),
);

export function newMediaName(format: ImageFormat) {
  return `${randomBytes(16).toString("base64url")}.${IMAGE_EXTENSIONS[format]}`;
}

async function storeInBlob(name: string, data: Buffer, format: ImageFormat, token: string) {
  try {
    const blob = await put(`${BLOB_FOLDER}/${name}`, data, {
      access: "public",
      contentType: IMAGE_MIME_TYPES[format],
      token,
      addRandomSuffix: false,
      cacheControlMaxAge: ONE_YEAR_SECONDS,
    });
    return blob.url;
  } catch (error) {
    console.error(`[media] Vercel Blob upload failed: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable("Image storage is temporarily unavailable. Please try again shortly.");
  }
}

/** Written to a temporary file first and renamed: a failed write leaves no partial file behind. */
async function storeLocally(name: string, data: Buffer) {
  await mkdir(LOCAL_MEDIA_DIR, { recursive: true });
  const target = path.join(LOCAL_MEDIA_DIR, name);
  const temporary = `${target}.${process.pid}.partial`;
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return `${LOCAL_MEDIA_PATH}/${name}`;
}

/** Stores an image under `name` (from `newMediaName`) and returns its public URL. */
export async function storeMedia(name: string, data: Buffer, format: ImageFormat): Promise<string> {
  const token = process.env.BLOB_READ_WRITE_TOKEN;
  return token ? storeInBlob(name, data, format, token) : storeLocally(name, data);
}

/**
 * A locally stored file by its name, or null. Only names of the server's own pattern are looked
 * up, so no path (`..`, `/`, encoded or not) can reach outside the uploads folder.
 */
export async function openLocalMedia(name: string) {
  if (!STORED_NAME.test(name)) return null;
  const file = path.join(LOCAL_MEDIA_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const format = FORMAT_BY_EXTENSION[path.extname(name).slice(1)];
  return {
    size: info.size,
    contentType: IMAGE_MIME_TYPES[format],
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
  };
}
