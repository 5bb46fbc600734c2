import { SiteFrame } from "@/components/layout/site-frame";

/**
 * The thread page has its own group, outside the (main) pages' loading boundary: that boundary
 * would send the page's first bytes, status 200, before the page could find its thread missing.
 * Here the thread is looked up before anything is sent, so a missing thread answers 404.
 */
export default function ThreadLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
