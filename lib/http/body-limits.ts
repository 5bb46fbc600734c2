import { uploadRequestLimit, type ImageKind } from "@/lib/media/image-rules";

/** The largest request body each kind of call accepts; proxy.ts refuses a larger declared length at once. */
export const BODY_LIMITS = {
  json: 64 * 1024,
  clerkWebhook: 256 * 1024,
  stripeWebhook: 512 * 1024,
} as const;

/** The upload calls, by the image rules their request is measured against. */
const UPLOAD_PATHS: Record<string, ImageKind> = {
  "/api/upload": "default",
  "/api/users/me/avatar": "profile",
};

/** The image kind whose rules limit an upload call's body; null for any other call. */
export function uploadKindOf(pathname: string): ImageKind | null {
  return UPLOAD_PATHS[pathname] ?? null;
}

/** The body limit of the call at `pathname` (the root payment paths are rewritten onto /api). */
export function bodyLimitFor(pathname: string) {
  const uploadKind = uploadKindOf(pathname);
  if (uploadKind) return uploadRequestLimit(uploadKind);
  if (pathname === "/api/webhooks/stripe") return BODY_LIMITS.stripeWebhook;
  if (pathname === "/api/webhooks/clerk") return BODY_LIMITS.clerkWebhook;
  return BODY_LIMITS.json;
}
