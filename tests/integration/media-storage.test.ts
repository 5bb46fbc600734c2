import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/errors";
import { newMediaName, openLocalMedia, storeMedia } from "@/lib/media/storage";
import { startFakeBlobServer, type FakeBlobServer } from "../fakes/blob-server";
import { solidImage } from "../helpers/images";

const BLOB_ENV = ["BLOB_READ_WRITE_TOKEN", "VERCEL_BLOB_API_URL", "VERCEL_BLOB_RETRIES"] as const;
const savedEnv = Object.fromEntries(BLOB_ENV.map((name) => [name, process.env[name]]));

function restoreEnv() {
  for (const name of BLOB_ENV) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
}

describe("media storage on Vercel Blob (real SDK, local fake API)", () => {
  let blob: FakeBlobServer;

  beforeAll(async () => {
    blob = await startFakeBlobServer();
    process.env.BLOB_READ_WRITE_TOKEN = blob.token;
    process.env.VERCEL_BLOB_API_URL = blob.url;
    process.env.VERCEL_BLOB_RETRIES = "0";
  });
  afterAll(async () => {
    restoreEnv();
    await blob.close();
  });

  it("puts the image publicly under media/ with its content type and a year of caching", async () => {
    const data = await solidImage("webp", 80, 60);
    const name = newMediaName("webp");
    const url = await storeMedia(name, data, "webp");

    expect(url).toBe(`${blob.url}/public/media/${name}`);
    expect(blob.blobs.get(`media/${name}`)).toMatchObject({ contentType: "image/webp", access: "public", cacheControlMaxAge: "31536000" });
    const served = await fetch(url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  });

  it("answers 503 when the Blob service fails, and stores nothing", async () => {
    const before = blob.blobs.size;
    blob.failNextRequest();
    const failure = await storeMedia(newMediaName("png"), await solidImage("png", 60, 60), "png").catch((error) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", message: "Image storage is temporarily unavailable. Please try again shortly." });
    expect(blob.blobs.size).toBe(before);
  });
});

describe("media storage in the local folder", () => {
  const uploadsDir = path.join(process.cwd(), ".data", "uploads");
  afterEach(restoreEnv);

  it("writes the file under a fresh random name and opens it again by that name only", async () => {
    delete process.env.BLOB_READ_WRITE_TOKEN;
    const data = await solidImage("png", 60, 60);
    const name = newMediaName("png");
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    expect(newMediaName("png")).not.toBe(name);

    expect(await storeMedia(name, data, "png")).toBe(`/media/${name}`);
    expect((await readFile(path.join(uploadsDir, name))).equals(data)).toBe(true);
    expect((await readdir(uploadsDir)).some((file) => file.endsWith(".partial"))).toBe(false);

    const opened = await openLocalMedia(name);
    expect(opened).toMatchObject({ size: data.length, contentType: "image/png" });
    await opened?.body.cancel();
  });

  it("opens nothing outside its own naming pattern", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "package.json", ".env", "AAAAAAAAAAAAAAAAAAAAAA.svg", "AAAAAAAAAAAAAAAAAAAAAA.png"]) {
      expect(await openLocalMedia(name), name).toBeNull();
    }
  });
});
