import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { APP_URL, tokenFor } from "../helpers/api";
import { animatedGif, animationBombGif, decompressionBombPng, solidImage } from "../helpers/images";

interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** POST /api/upload as multipart form data, the way the picker sends it. */
async function upload(files: UploadFile | UploadFile[], { as = "member", kind }: { as?: string | null; kind?: string } = {}) {
  const form = new FormData();
  for (const file of [files].flat()) form.append("image", new Blob([file.bytes], { type: file.type }), file.name);
  if (kind) form.append("kind", kind);
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
  const response = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers });
  return { status: response.status, json: await response.json() };
}

async function fetchStored(url: string) {
  const response = await fetch(new URL(url, APP_URL));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const uploadsDir = path.join(process.cwd(), ".data", "uploads");
const storedFiles = () => readdir(uploadsDir).catch(() => [] as string[]);

describe("POST /api/upload stores valid images", () => {
  it.each([
    ["jpeg", "photo.jpg", "image/jpeg"],
    ["png", "diagram.png", "image/png"],
    ["webp", "still.webp", "image/webp"],
  ] as const)("stores a %s, answers url, width and height, and serves it back", async (format, name, type) => {
    const { status, json } = await upload({ bytes: await solidImage(format, 640, 480), name, type });
    expect(status).toBe(200);
    expect(json).toEqual({ url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/), width: 640, height: 480 });
    expect(json.url).not.toContain(name.split(".")[0]);

    const { response, bytes } = await fetchStored(json.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const stored = await sharp(bytes).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format, width: 640, height: 480 });
  });

  it("keeps every frame of an animated GIF", async () => {
    const { status, json } = await upload({ bytes: await animatedGif(120, 90, 6), name: "reaction.gif", type: "image/gif" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ url: expect.stringMatching(/\.gif$/), width: 120, height: 90 });
    const { response, bytes } = await fetchStored(json.url);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect((await sharp(bytes).metadata()).pages).toBe(6);
  });

  it("removes EXIF and GPS data and turns the photo upright", async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3355aa" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "SpyCam", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2964/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4000/100" },
      })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from("SpyCam"))).toBe(true);
    expect(original.orientation).toBe(6);

    const { status, json } = await upload({ bytes: photo, name: "holiday.jpeg", type: "image/jpeg" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ width: 200, height: 300 });
    const { bytes } = await fetchStored(json.url);
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 200, height: 300 });
    expect(bytes.includes(Buffer.from("SpyCam"))).toBe(false);
  });

  it("answers HEAD for a stored file and 404 for names it never issued, without leaving the uploads folder", async () => {
    const { json } = await upload({ bytes: await solidImage("png", 64, 64), name: "icon.png", type: "image/png" });
    const head = await fetch(new URL(json.url, APP_URL), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    for (const attempt of ["/media/..%2F..%2Fpackage.json", "/media/%2e%2e%2fpackage.json", "/media/package.json", "/media/AAAAAAAAAAAAAAAAAAAAAA.png"]) {
      const response = await fetch(`${APP_URL}${attempt}`);
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).not.toContain("fight-forum");
    }
  });
});

describe("POST /api/upload refuses what the rules forbid", () => {
  it("answers 401 signed out and 403 UPGRADE_REQUIRED for a free member", async () => {
    const file = { bytes: await solidImage("png", 64, 64), name: "a.png", type: "image/png" };
    const signedOut = await upload(file, { as: null });
    expect(signedOut).toMatchObject({ status: 401, json: { code: "UNAUTHORIZED", message: "You must be logged in to upload images" } });
    const free = await upload(file, { as: "fan" });
    expect(free).toMatchObject({ status: 403, json: { error: "UPGRADE_REQUIRED", code: "UPGRADE_REQUIRED" } });
  });

  it("flags a PNG renamed .jpg", async () => {
    const { status, json } = await upload({ bytes: await solidImage("png", 64, 64), name: "renamed.jpg", type: "image/jpeg" });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "EXTENSION_MISMATCH", message: "File extension does not match its content" });
  });

  it("refuses a text file named .png", async () => {
    const { status, json } = await upload({ bytes: Buffer.from("just some notes, not a picture\n".repeat(20)), name: "notes.png", type: "image/png" });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "EMPTY_OR_CORRUPTED", message: "File appears to be empty or corrupted" });
  });

  it("refuses executable names even with an image extension", async () => {
    const { status, json } = await upload({ bytes: await solidImage("png", 64, 64), name: "evil.exe.png", type: "image/png" });
    expect(status).toBe(400);
    expect(json.message).toBe("File appears to contain executable content and cannot be uploaded");
  });

  it("refuses formats outside the list, with the supported ones", async () => {
    const { status, json } = await upload({ bytes: Buffer.from("BM fake bitmap"), name: "old.bmp", type: "image/bmp" });
    expect(status).toBe(400);
    expect(json.message).toBe('File format "image/bmp" is not allowed. Supported formats: jpeg, jpg, png, gif, webp');
  });

  it("refuses a 20000×20000 decompression bomb from its header", async () => {
    const bomb = decompressionBombPng(20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const { status, json } = await upload({ bytes: bomb, name: "bomb.png", type: "image/png" });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      code: "DIMENSIONS_TOO_LARGE",
      message: "Image dimensions (20000×20000) exceed maximum allowed size of 6000×6000",
    });
  });

  it("refuses an animation that would decode to more pixels than the largest still image", async () => {
    const bomb = animationBombGif(3000, 5);
    expect(bomb.length).toBeLessThan(1024);
    const { status, json } = await upload({ bytes: bomb, name: "long.gif", type: "image/gif" });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      code: "ANIMATION_TOO_LARGE",
      message: "Animated image is too large: 5 frames of 3000×3000 exceed 36,000,000 pixels in total",
    });
  });

  it("refuses an image below the minimum dimensions", async () => {
    const { status, json } = await upload({ bytes: await solidImage("jpeg", 10, 10), name: "tiny.jpg", type: "image/jpeg" });
    expect(status).toBe(400);
    expect(json.message).toBe("Image dimensions (10×10) are below minimum required size of 50×50");
  });

  it("refuses an empty file and a truncated image", async () => {
    const empty = await upload({ bytes: Buffer.alloc(0), name: "empty.png", type: "image/png" });
    expect(empty).toMatchObject({ status: 400, json: { message: "File appears to be empty or corrupted" } });
    const jpeg = await solidImage("jpeg", 400, 400);
    const truncated = await upload({ bytes: jpeg.subarray(0, jpeg.length / 2), name: "cut.jpg", type: "image/jpeg" });
    expect(truncated).toMatchObject({ status: 400, json: { message: "File appears to be empty or corrupted" } });
  });

  it("refuses more than one file", async () => {
    const file = { bytes: await solidImage("png", 64, 64), name: "a.png", type: "image/png" };
    const { status, json } = await upload([file, { ...file, name: "b.png" }]);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "TOO_MANY_FILES", message: "Too many files. Maximum 1 files allowed" });
  });

  it("refuses a request without an image or with an unknown kind", async () => {
    const form = new FormData();
    form.append("title", "no file");
    const headers = { authorization: `Bearer ${await tokenFor("member")}` };
    const noFile = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe('No image provided. Send the image file in the "image" field');
    const json = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: "{}", headers: { ...headers, "content-type": "application/json" } });
    expect(json.status).toBe(400);
    const badKind = await upload({ bytes: await solidImage("png", 64, 64), name: "a.png", type: "image/png" }, { kind: "banner" });
    expect(badKind).toMatchObject({ status: 400, json: { message: "kind must be one of: default, profile" } });
  });

  it("applies the profile rules with kind=profile", async () => {
    const gif = await upload({ bytes: await animatedGif(120, 120, 2), name: "me.gif", type: "image/gif" }, { kind: "profile" });
    expect(gif.json.message).toBe('File format "image/gif" is not allowed. Supported formats: jpeg, jpg, png, webp');
    const big = await upload({ bytes: await solidImage("png", 2500, 400), name: "me.png", type: "image/png" }, { kind: "profile" });
    expect(big.json.message).toBe("Image dimensions (2500×400) exceed maximum allowed size of 2048×2048");
    const small = await upload({ bytes: await solidImage("png", 80, 80), name: "me.png", type: "image/png" }, { kind: "profile" });
    expect(small.json.message).toBe("Image dimensions (80×80) are below minimum required size of 100×100");
    const heavy = await upload({ bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: "me.png", type: "image/png" }, { kind: "profile" });
    expect(heavy).toMatchObject({ status: 413, json: { message: "File size (6 MB) exceeds maximum allowed size of 5 MB" } });
    const ok = await upload({ bytes: await solidImage("webp", 400, 400), name: "me.webp", type: "image/webp" }, { kind: "profile" });
    expect(ok).toMatchObject({ status: 200, json: { width: 400, height: 400 } });
  });

  it("answers 413 for a 26 MB file from its Content-Length", async () => {
    const { status, json } = await upload({ bytes: Buffer.alloc(26 * 1024 * 1024, 1), name: "huge.jpg", type: "image/jpeg" });
    expect(status).toBe(413);
    expect(json).toMatchObject({ code: "FILE_TOO_LARGE", message: "File size (26 MB) exceeds maximum allowed size of 25 MB" });
  });

  it("answers 413 for an oversized body streamed without a Content-Length", async () => {
    const boundary = "----fight-forum-test";
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="s.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
        if (sent++ < 27) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${APP_URL}/api/upload`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { authorization: `Bearer ${await tokenFor("member")}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File size (more than 25 MB) exceeds maximum allowed size of 25 MB");
  });

  it("leaves no file behind when an upload is refused", async () => {
    const before = await storedFiles();
    const jpeg = await solidImage("jpeg", 400, 400);
    await upload({ bytes: jpeg.subarray(0, jpeg.length / 2), name: "cut.jpg", type: "image/jpeg" });
    await upload({ bytes: decompressionBombPng(20_000), name: "bomb.png", type: "image/png" });
    await upload({ bytes: await solidImage("png", 64, 64), name: "renamed.webp", type: "image/webp" });
    expect(await storedFiles()).toEqual(before);
  });
});
