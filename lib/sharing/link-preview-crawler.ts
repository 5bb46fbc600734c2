import "server-only";
import { headers } from "next/headers";
import { userAgent } from "next/server";

/** Whether a link-preview crawler asks: it reads the share tags, and is not sent on to sign in. */
export async function fromLinkPreviewCrawler() {
  return userAgent({ headers: await headers() }).isBot;
}
