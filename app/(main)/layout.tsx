import { SiteFrame } from "@/components/layout/site-frame";

/** Pages with the header and footer, behind the skeleton in loading.tsx while they load. */
export default function MainLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
