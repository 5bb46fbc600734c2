import type { MetadataRoute } from "next";

/** Crawlers may read the public pages and shared thread links (for previews); never the API. */
export default function robots(): MetadataRoute.Robots {
  const base = process.env.APP_URL ?? "http://localhost:3000";
  return {
    rules: [{ userAgent: "*", allow: ["/auth", "/terms", "/privacy", "/thread/"], disallow: ["/api/"] }],
    host: base,
  };
}
