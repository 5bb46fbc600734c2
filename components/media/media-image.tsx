"use client";

import Image from "next/image";
import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useHydrated } from "@/components/ui/use-hydrated";
import { formatDimensions } from "@/lib/media/dimensions";
import { isUploadedMediaUrl } from "@/lib/media/media-url";

// Loaded when an image is first opened full size.
const MediaLightbox = loadsOnFirstUse(() => import("./media-lightbox").then((module) => module.MediaLightbox), DialogLoading);

export interface MediaItem {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** SPEC.md "Thread card": images larger than this show their dimensions. */
const LARGE_IMAGE = { width: 1920, height: 1080 };

/**
 * How wide a post's image is shown: the whole screen on a phone, the middle column on wider
 * screens. The image optimizer (`next/image`, allowed sources in next.config.ts) sends the width
 * that fits, as AVIF or WebP, so a phone never downloads the 1920-pixel original for a card.
 */
const POST_IMAGE_SIZES = "(min-width: 1024px) 768px, 100vw";
/** Stand-in dimensions for an image stored without them: the layout then follows the image. */
const UNKNOWN_SIZE = { width: 1200, height: 800 };

interface MediaImageProps {
  media: MediaItem;
  alt: string;
  /** "eager" for an image at the top of the page; in lists the browser loads it near the viewport. */
  loading?: "lazy" | "eager";
}

/**
 * An uploaded image in a post: space reserved from its stored size (no layout shift), a GIF
 * badge, its dimensions when it is large, a lightbox on click and "Failed to load media" on error.
 */
export function MediaImage({ media, alt, loading = "lazy" }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const size = media.width && media.height ? { width: media.width, height: media.height } : null;
  const aspectRatio = size ? `${size.width} / ${size.height}` : undefined;
  const isGif = new URL(media.url, "http://local").pathname.toLowerCase().endsWith(".gif");
  const isLarge = size !== null && (size.width > LARGE_IMAGE.width || size.height > LARGE_IMAGE.height);

  if (failed) {
    return (
      <div
        style={{ aspectRatio }}
        className="flex max-h-[32rem] min-h-32 w-full items-center justify-center rounded-lg border border-line bg-panel text-sm text-muted"
      >
        Failed to load media
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        aria-label={`Open image: ${alt}`}
        className="relative block w-full overflow-hidden rounded-lg border border-line bg-black"
      >
        <Image
          src={media.url}
          alt={alt}
          width={size?.width ?? UNKNOWN_SIZE.width}
          height={size?.height ?? UNKNOWN_SIZE.height}
          sizes={POST_IMAGE_SIZES}
          // Animated GIFs are sent as they are; so is any address the optimizer does not serve.
          unoptimized={isGif || !isUploadedMediaUrl(media.url)}
          loading={loading}
          // An image that failed before hydration fired its error event before React listened.
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) setFailed(true);
          }}
          onError={() => setFailed(true)}
          style={{ aspectRatio }}
          className="h-auto max-h-[32rem] w-full object-contain"
        />
        {isGif && <span className="absolute left-2 top-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-bold text-white">GIF</span>}
        {isLarge && size && (
          <span className="absolute bottom-2 right-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white">
            {formatDimensions(size)}
          </span>
        )}
      </button>
      {open && <MediaLightbox media={media} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}
