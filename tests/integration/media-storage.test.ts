import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeBlobServer, type FakeBlobServer } from "@/fakes/blob-server";
import { importConfigured } from "../helpers/configured-modules";
import { solidImage } from "../helpers/images";

/** The storage module and the error class it throws, as a server with this Blob token (or none) runs them. */
const storageWithBlobToken = (token: string | undefined) =>
  importConfigured({ BLOB_READ_WRITE_TOKEN: token }, async () => ({
    ...(await import("@/lib/media/storage")),
    HttpError: (await import("@/lib/http/errors")).HttpError,
  }));

describe("media storage on Vercel Blob (real SDK, local fake API)", () => {
  let blob: FakeBlobServer;
  let storage: Awaited<ReturnType<typeof storageWithBlobToken>>;

  beforeAll(async () => {
    blob = await startFakeBlobServer();
    // Read by the Blob SDK itself, on each call.
    vi.stubEnv("VERCEL_BLOB_API_URL", blob.url);
    vi.stubEnv("VERCEL_BLOB_RETRIES", "0");
    storage = await storageWithBlobToken(blob.token);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await blob.close();
  });

  it("puts the image publicly under media/ with its content type and a year of caching", async () => {
    const data = await solidImage("webp", 80, 60);
    const name = storage.newMediaName("webp");
    const url = await storage.storeMedia(name, data, "webp");

    expect(url).toBe(`${blob.url}/public/media/${name}`);
    expect(blob.blobs.get(`media/${name}`)).toMatchObject({ contentType: "image/webp", access: "public", cacheControlMaxAge: "31536000" });
    const served = await fetch(url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  });

  it("answers 503 when the Blob service fails, and stores nothing", async () => {
    const before = blob.blobs.size;
    blob.failNextRequest();
    const failure = await storage.storeMedia(storage.newMediaName("png"), await solidImage("png", 60, 60), "png").catch((error) => error);
    expect(failure).toBeInstanceOf(storage.HttpError);
    expect(failure).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", message: "Image storage is temporarily unavailable. Please try again shortly." });
    expect(blob.blobs.size).toBe(before);
  });

  it("lists the media folder with each blob's upload time", async () => {
    const url = await storage.storeMedia(storage.newMediaName("png"), await solidImage("png", 60, 60), "png");
    const listed = [];
    for await (const media of storage.listStoredMedia()) listed.push(media);
    expect(listed).toContainEqual({ url, storedAt: expect.any(Date) });
    expect(listed).toHaveLength(blob.blobs.size);
  });

  it("deletes blobs by URL and leaves other URLs alone", async () => {
    const doomed = await storage.storeMedia(storage.newMediaName("png"), await solidImage("png", 60, 60), "png");
    const kept = await storage.storeMedia(storage.newMediaName("png"), await solidImage("png", 60, 60), "png");
    const keptPath = new URL(kept).pathname.slice("/public/".length);
    const unrelated = [`${blob.url}/public/${keptPath.replace("media/", "other/")}`, "https://img.example.com/media/photo.png"];

    expect(await storage.deleteStoredMedia([doomed, ...unrelated])).toEqual([]);
    expect(blob.blobs.has(new URL(doomed).pathname.slice("/public/".length))).toBe(false);
    expect(blob.blobs.has(keptPath)).toBe(true);
  });

  it("logs a failed Blob delete, returns its URLs and never throws", async () => {
    const url = await storage.storeMedia(storage.newMediaName("png"), await solidImage("png", 60, 60), "png");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    blob.failNextRequest();
    try {
      expect(await storage.deleteStoredMedia([url])).toEqual([url]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("Vercel Blob delete of 1 file(s) failed"));
    } finally {
      logged.mockRestore();
    }
    expect(blob.blobs.has(new URL(url).pathname.slice("/public/".length))).toBe(true);
  });
});

describe("media storage in the local folder", () => {
  const uploadsDir = path.join(process.cwd(), ".data", "uploads");
  let storage: Awaited<ReturnType<typeof storageWithBlobToken>>;
  beforeAll(async () => {
    storage = await storageWithBlobToken(undefined);
  });

  it("writes the file under a fresh random name and opens it again by that name only", async () => {
    const data = await solidImage("png", 60, 60);
    const name = storage.newMediaName("png");
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    expect(storage.newMediaName("png")).not.toBe(name);

    expect(await storage.storeMedia(name, data, "png")).toBe(`/media/${name}`);
    expect((await readFile(path.join(uploadsDir, name))).equals(data)).toBe(true);
    expect((await readdir(uploadsDir)).some((file) => file.endsWith(".partial"))).toBe(false);

    const opened = await storage.openLocalMedia(name);
    expect(opened).toMatchObject({ size: data.length, contentType: "image/png" });
    await opened?.body.cancel();
  });

  it("deletes files by their /media/ URL and nothing outside its naming pattern", async () => {
    const name = storage.newMediaName("png");
    const url = await storage.storeMedia(name, await solidImage("png", 60, 60), "png");
    const outside = ["/media/../package.json", "/media/..%2Fpackage.json", "/package.json", "/media/AAAAAAAAAAAAAAAAAAAAAA.svg"];

    expect(await storage.deleteStoredMedia([url, url, ...outside])).toEqual([]);
    await expect(access(path.join(uploadsDir, name))).rejects.toThrow();
    await expect(access(path.join(process.cwd(), "package.json"))).resolves.toBeUndefined();
    expect(await storage.deleteStoredMedia([url])).toEqual([]);
  });

  it("reports Blob URLs as not deleted when no Blob store is configured", async () => {
    const url = "https://store.public.blob.vercel-storage.com/media/AAAAAAAAAAAAAAAAAAAAAA.png";
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await storage.deleteStoredMedia([url])).toEqual([url]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("BLOB_READ_WRITE_TOKEN is not set"));
    } finally {
      logged.mockRestore();
    }
  });

  it("opens nothing outside its own naming pattern", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "package.json", ".env", "AAAAAAAAAAAAAAAAAAAAAA.svg", "AAAAAAAAAAAAAAAAAAAAAA.png"]) {
      expect(await storage.openLocalMedia(name), name).toBeNull();
    }
  });
});
