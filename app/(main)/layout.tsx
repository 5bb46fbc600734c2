import { SiteFrame } from "@/components/layout/site-frame";

/** Pages with the header and footer. No loading.tsx: a page arrives whole, so its first paint shows the content. */
export default function MainLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
