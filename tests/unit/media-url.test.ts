import { describe, expect, it } from "vitest";
import { isUploadedMediaUrl } from "@/lib/media/media-url";

describe("isUploadedMediaUrl", () => {
  it.each([
    "/media/AbCdEfGhIjKlMnOpQrStUv.jpg",
    "/media/AbCdEfGhIjKlMnOp_-StUv.webp",
    "https://abc123.public.blob.vercel-storage.com/media/AbCdEfGhIjKlMnOpQrStUv.png",
  ])("accepts our own upload %s", (url) => expect(isUploadedMediaUrl(url)).toBe(true));

  it.each([
    "https://cdn.example.com/a.png",
    "http://abc123.public.blob.vercel-storage.com/media/AbCdEfGhIjKlMnOpQrStUv.png",
    "https://abc123.public.blob.vercel-storage.com/other/AbCdEfGhIjKlMnOpQrStUv.png",
    "https://evil.com/abc.public.blob.vercel-storage.com/media/AbCdEfGhIjKlMnOpQrStUv.png",
    "/media/../../etc/passwd",
    "/media/short.jpg",
    "/media/AbCdEfGhIjKlMnOpQrStUv.svg",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (url) => expect(isUploadedMediaUrl(url)).toBe(false));
});
