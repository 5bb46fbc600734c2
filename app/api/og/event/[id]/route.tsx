import { ImageResponse } from "next/og";
import { EventShareImage } from "@/components/events/event-share-image";
import { getEvent } from "@/lib/events/events";
import { toEventShare } from "@/lib/events/event-share";
import { handler } from "@/lib/http/handler";
import { SHARE_IMAGE_CACHE_CONTROL, SHARE_IMAGE_SIZE } from "@/lib/sharing/share-tags";

/** The preview image of a shared event link. Public (link-preview crawlers are signed out): the card's public facts only. */
export const GET = handler({ access: "public", rateLimit: "share_images" }, async ({ params }) =>
  new ImageResponse(<EventShareImage share={toEventShare(await getEvent(params.id))} />, {
    ...SHARE_IMAGE_SIZE,
    headers: { "cache-control": SHARE_IMAGE_CACHE_CONTROL },
  }),
);
