import { toErrorResponse } from "@/lib/http/handler";
import { notFound } from "@/lib/http/errors";
import { IMMUTABLE_CACHE_CONTROL, openLocalMedia } from "@/lib/media/storage";

/**
 * Locally stored uploads (no Vercel Blob configured). Public like Blob URLs: the names are
 * unguessable and proxy.ts does not run for image paths. The sandbox CSP and nosniff keep a file
 * from ever being treated as anything but an image.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const media = await openLocalMedia((await params).file);
  if (!media) return toErrorResponse(notFound("Media not found"));
  return new Response(media.body, {
    headers: {
      "content-type": media.contentType,
      "content-length": String(media.size),
      "cache-control": IMMUTABLE_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
