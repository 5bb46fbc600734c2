import { ImageResponse } from "next/og";
import { ThreadShareImage } from "@/components/thread-page/thread-share-image";
import { notFound } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { findThread } from "@/lib/threads/get-thread";
import { SHARE_IMAGE_CACHE_CONTROL, SHARE_IMAGE_SIZE } from "@/lib/sharing/share-tags";
import { toThreadShare } from "@/lib/threads/thread-share";

/**
 * The preview image of a shared thread link that has no image of its own. Public (link-preview
 * crawlers are signed out), so it is drawn from the share fields only: never premium content.
 */
export const GET = handler({ access: "public", rateLimit: "share_images" }, async ({ params }) => {
  const thread = await findThread(params.id, null);
  if (!thread) throw notFound("Thread not found");
  return new ImageResponse(<ThreadShareImage share={toThreadShare(thread)} />, {
    ...SHARE_IMAGE_SIZE,
    headers: { "cache-control": SHARE_IMAGE_CACHE_CONTROL },
  });
});
