import { describe, expect, it } from "vitest";
import { isAvatarImageUrl, isUploadedMediaUrl } from "@/lib/media/media-url";

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

describe("isAvatarImageUrl", () => {
  it.each(["https://img.clerk.com/eyJ0eXBlIjoicHJveHkifQ", "/media/AbCdEfGhIjKlMnOpQrStUv.jpg"])("shows %s", (url) =>
    expect(isAvatarImageUrl(url)).toBe(true),
  );

  it.each(["https://img.example.com/actor.png", "http://img.clerk.com/a", "https://img.clerk.com.evil.com/a", "javascript:alert(1)", ""])(
    "shows the initial instead of %s",
    (url) => expect(isAvatarImageUrl(url)).toBe(false),
  );
});
