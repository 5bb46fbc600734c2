import { MAX_UPLOAD_REQUEST_BYTES } from "@/lib/media/image-rules";

/** The largest request body each kind of call accepts; proxy.ts refuses a larger declared length at once. */
export const BODY_LIMITS = {
  json: 64 * 1024,
  clerkWebhook: 256 * 1024,
  stripeWebhook: 512 * 1024,
  upload: MAX_UPLOAD_REQUEST_BYTES,
} as const;

/** The body limit of the call at `pathname` (the root payment paths are rewritten onto /api). */
export function bodyLimitFor(pathname: string) {
  if (pathname === "/api/upload") return BODY_LIMITS.upload;
  if (pathname === "/api/webhooks/stripe") return BODY_LIMITS.stripeWebhook;
  if (pathname === "/api/webhooks/clerk") return BODY_LIMITS.clerkWebhook;
  return BODY_LIMITS.json;
}
