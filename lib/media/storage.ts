import "server-only";
import { env } from "@/lib/env";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { del, list, put } from "@vercel/blob";
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
  const token = env.BLOB_READ_WRITE_TOKEN;
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

/** One stored file: its public URL and when it was stored. */
export interface StoredMedia {
  url: string;
  storedAt: Date;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The file name of a local media URL (`/media/<name>`), or null for any other URL. */
function localMediaName(url: string) {
  if (!url.startsWith(`${LOCAL_MEDIA_PATH}/`)) return null;
  const name = url.slice(LOCAL_MEDIA_PATH.length + 1);
  return STORED_NAME.test(name) ? name : null;
}

/** An absolute URL whose path ends in `media/<stored name>`, the pathname every Blob upload gets. */
function isBlobMediaUrl(url: string) {
  try {
    const { protocol, pathname } = new URL(url);
    const [name, folder] = pathname.split("/").reverse();
    return (protocol === "https:" || protocol === "http:") && folder === BLOB_FOLDER && STORED_NAME.test(name ?? "");
  } catch {
    return false;
  }
}

async function* listLocalMedia(directory: string): AsyncGenerator<StoredMedia> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const name of names.filter((entry) => STORED_NAME.test(entry))) {
    const info = await stat(path.join(directory, name)).catch(() => null);
    if (info?.isFile()) yield { url: `${LOCAL_MEDIA_PATH}/${name}`, storedAt: info.mtime };
  }
}

async function* listBlobMedia(token: string): AsyncGenerator<StoredMedia> {
  let cursor: string | undefined;
  do {
    const page = await list({ prefix: `${BLOB_FOLDER}/`, cursor, token });
    for (const blob of page.blobs) yield { url: blob.url, storedAt: blob.uploadedAt };
    cursor = page.hasMore ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Every uploaded file of the configured storage: the Vercel Blob store's `media/` folder, or the
 * local uploads folder (`directory`, for tests).
 */
export function listStoredMedia({ directory = LOCAL_MEDIA_DIR }: { directory?: string } = {}): AsyncIterable<StoredMedia> {
  const token = env.BLOB_READ_WRITE_TOKEN;
  return token ? listBlobMedia(token) : listLocalMedia(directory);
}

/** URLs per Blob delete request, so that pruning a large store never builds one huge request. */
const BLOB_DELETE_BATCH = 100;

async function deleteFromBlob(urls: string[], token: string) {
  const failed: string[] = [];
  for (let start = 0; start < urls.length; start += BLOB_DELETE_BATCH) {
    const batch = urls.slice(start, start + BLOB_DELETE_BATCH);
    try {
      await del(batch, { token });
    } catch (error) {
      console.error(`[media] Vercel Blob delete of ${batch.length} file(s) failed: ${errorText(error)}`);
      failed.push(...batch);
    }
  }
  return failed;
}

async function deleteLocally(names: string[], directory: string) {
  const failed: string[] = [];
  for (const name of names) {
    try {
      await rm(path.join(directory, name), { force: true });
    } catch (error) {
      console.error(`[media] Could not delete ${name}: ${errorText(error)}`);
      failed.push(`${LOCAL_MEDIA_PATH}/${name}`);
    }
  }
  return failed;
}

/**
 * Deletes stored uploads by their public URLs: local `/media/<name>` files, and Blob URLs when
 * `BLOB_READ_WRITE_TOKEN` is set. Other URLs are left alone. Never throws: a failure is logged and
 * its URL returned, since a leftover file costs storage, never correctness.
 */
export async function deleteStoredMedia(urls: readonly string[], { directory = LOCAL_MEDIA_DIR }: { directory?: string } = {}) {
  const unique = [...new Set(urls)];
  const localNames = unique.flatMap((url) => localMediaName(url) ?? []);
  const blobUrls = unique.filter(isBlobMediaUrl);
  const token = env.BLOB_READ_WRITE_TOKEN;
  const failed = await deleteLocally(localNames, directory);
  if (blobUrls.length > 0) {
    if (token) {
      failed.push(...(await deleteFromBlob(blobUrls, token)));
    } else {
      console.error(`[media] ${blobUrls.length} Vercel Blob file(s) not deleted: BLOB_READ_WRITE_TOKEN is not set`);
      failed.push(...blobUrls);
    }
  }
  return failed;
}
