import Link from "next/link";
import { SignInButton } from "@/components/auth/signed-out-only";
import { HeaderSearch } from "@/components/search/header-search";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { countUnreadNotifications } from "@/lib/notifications/notifications";
import { AccountMenu } from "./account-menu";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/** Logo and main links (a hamburger menu on small screens), then the member's controls or Sign In. */
export async function SiteHeader() {
  const viewer = await getViewer();
  const unread = viewer ? await countUnreadNotifications(viewer.id) : null;
  const fullName = viewer ? [viewer.firstName, viewer.lastName].filter(Boolean).join(" ") || null : null;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-panel">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-brand focus:px-3 focus:py-2">
        Skip to content
      </a>
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-2 py-1 sm:px-4">
        <MobileMenu username={viewer?.username ?? null} />
        <Link href="/" className="flex min-h-11 items-center px-1 text-lg font-black tracking-tight">
          FIGHT<span className="text-red-400">FORUM</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <NavLinks />
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {viewer ? (
            <>
              <HeaderSearch />
              <Link href={`/user/${viewer.username}`} className="hidden max-w-40 truncate px-2 text-sm font-semibold hover:underline sm:block">
                {viewer.username}
              </Link>
              <NotificationBell initialUnreadCount={unread?.count ?? 0} />
              <AccountMenu viewer={toViewerSummary(viewer)} fullName={fullName} imageUrl={viewer.imageUrl} />
            </>
          ) : (
            <SignInButton />
          )}
        </div>
      </div>
    </header>
  );
}
