import type { MetadataRoute } from "next";
import { APP_URL } from "@/lib/app-url";

/**
 * Crawlers may read the public pages and shared thread links, with their preview images (for link
 * previews); never the rest of the API.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: ["/auth", "/terms", "/privacy", "/thread/", "/api/og/"], disallow: ["/api/"] }],
    host: APP_URL,
  };
}
