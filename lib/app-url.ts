import { env } from "@/lib/env";
/** The public origin of the app (APP_URL), for links that leave the site: share tags, robots.txt. */
export const APP_URL = env.appUrl;

/** `path` (or an already absolute URL, such as a Vercel Blob image) as an absolute URL. */
export function absoluteUrl(path: string) {
  return new URL(path, `${APP_URL}/`).toString();
}
