/** A shared link's drawn preview image: Open Graph's usual size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** Drawing an image costs CPU: link previews and caches may keep it for an hour (and calls are rate limited). */
export const SHARE_IMAGE_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";
