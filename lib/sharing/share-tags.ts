import type { Metadata } from "next";
import { absoluteUrl } from "@/lib/app-url";
import { SITE_NAME } from "@/lib/site";

/** A shared link's drawn preview image: Open Graph's usual size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** Drawing an image costs CPU: link previews and caches may keep it for an hour (and calls are rate limited). */
export const SHARE_IMAGE_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

interface SharedPage {
  /** The page's own path, e.g. `/thread/{id}`. */
  path: string;
  title: string;
  description: string;
  /** The post's own image, or the drawn one (`drawnAt`, at SHARE_IMAGE_SIZE). */
  image: { url: string } | { drawnAt: string };
  /** Open Graph's type and what it adds: an article's time and section. */
  openGraph: { type: "article"; publishedTime: string; section: string } | { type: "website" };
}

/**
 * A shared page's metadata: title, description, canonical address, Open Graph and Twitter tags,
 * the same for every viewer (its callers give it share fields only, never premium content).
 */
export function shareMetadata({ path, title, description, image, openGraph }: SharedPage): Metadata {
  const url = absoluteUrl(path);
  const images = ["url" in image ? { url: absoluteUrl(image.url), alt: title } : { url: absoluteUrl(image.drawnAt), alt: title, ...SHARE_IMAGE_SIZE }];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { ...openGraph, siteName: SITE_NAME, url, title, description, images },
    twitter: { card: "summary_large_image", title, description, images },
  };
}
