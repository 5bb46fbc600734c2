import { SubscriptionModalHost } from "@/components/billing/subscription-modal-host";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, the main column and the footer around a page (hidden on /auth, /login, /register). */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter />
      <SubscriptionModalHost />
    </div>
  );
}
