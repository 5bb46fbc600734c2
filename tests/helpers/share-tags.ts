import { APP_URL } from "./api";

/** A link-preview crawler's user agent: it gets the share tags and is not sent on to sign in. */
export const LINK_PREVIEW_CRAWLER = "Mozilla/5.0 (compatible; Twitterbot/1.0)";

/** The content of `<meta property|name="key" content="...">`, or null. */
export function meta(html: string, key: string) {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
  return match ? match[1] : null;
}

/** The page as a browser without cookies (or a crawler) gets it. */
export async function fetchSignedOut(path: string, userAgent?: string) {
  const response = await fetch(`${APP_URL}${path}`, { redirect: "manual", headers: userAgent ? { "user-agent": userAgent } : {} });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}
