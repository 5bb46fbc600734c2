import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { APP_URL, tokenFor } from "./api";

/** A still image of one colour, encoded by sharp. */
export function solidImage(format: "jpeg" | "png" | "webp" | "gif", width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** Uploads a still image through POST /api/upload as `as`, the way the picker sends it. */
export async function uploadThroughApi(as: string, { width = 120, height = 90 }: { width?: number; height?: number } = {}) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await solidImage("png", width, height))], { type: "image/png" }), "upload.png");
  const response = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${await tokenFor(as)}` } });
  if (response.status !== 200) throw new Error(`upload as ${as}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { url: string; width: number; height: number };
}

/** Sends a new profile picture through PUT /api/users/me/avatar, as `as` or signed out. */
export async function uploadAvatar(as: string | null, image: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }) {
  const form = new FormData();
  form.append("image", new Blob([image.bytes], { type: image.type }), image.name);
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
  const response = await fetch(`${APP_URL}/api/users/me/avatar`, { method: "PUT", body: form, headers });
  return { status: response.status, json: await response.json() };
}

/** An animated GIF: `frames` frames of width×height, each a different shade. */
export function animatedGif(width: number, height: number, frames: number) {
  const frameBytes = width * height * 4;
  const pixels = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame++) {
    for (let offset = frame * frameBytes; offset < (frame + 1) * frameBytes; offset += 4) {
      pixels[offset] = (frame * 40) % 256;
      pixels[offset + 3] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: Array(frames).fill(100) })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid black-and-white PNG of `side`×`side` pixels whose zero-filled rows compress about
 * 1000:1: a 20000×20000 one is ~50 KB on disk and 400 megapixels once decoded.
 */
export function decompressionBombPng(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A GIF of `frames` frames of `side`×`side` pixels whose image data stops after the first pixel:
 * a few hundred bytes on disk, frames × side² pixels once decoded.
 */
export function animationBombGif(side: number, frames: number) {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen[4] = 0x80; // global colour table of two entries
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 0x03, 0x01, 0x00, 0x00, 0x00]);
  const frame = Buffer.from([
    0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, // graphic control: 100 ms
    0x2c, 0x00, 0x00, 0x00, 0x00, ...screen.subarray(0, 4), 0x00, // side×side image at 0,0
    0x02, 0x02, 0x44, 0x01, 0x00, // LZW: clear, pixel 0, end
  ]);
  return Buffer.concat([Buffer.from("GIF89a"), screen, Buffer.from([0, 0, 0, 255, 255, 255]), loop, ...Array(frames).fill(frame), Buffer.from([0x3b])]);
}
