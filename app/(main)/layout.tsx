import { SubscriptionModalHost } from "@/components/billing/subscription-modal-host";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DeleteAccountModalHost } from "@/components/members/delete-account-modal-host";
import { getViewer } from "@/lib/auth/viewer";

/** Pages with the header and footer (hidden on /auth, /login, /register). */
export default async function MainLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter />
      <SubscriptionModalHost />
      {viewer && <DeleteAccountModalHost userId={viewer.id} />}
    </div>
  );
}
