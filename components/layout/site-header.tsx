import Link from "next/link";
import { getViewer } from "@/lib/auth/viewer";
import { SignOutButton } from "@/components/auth/sign-out-button";

export async function SiteHeader() {
  const viewer = await getViewer();
  return (
    <header className="border-b border-line bg-panel">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-brand focus:px-3 focus:py-2">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link href="/forum" className="text-lg font-black tracking-tight">
          FIGHT<span className="text-brand">FORUM</span>
        </Link>
        <Link href="/forum" className="text-sm font-semibold text-muted hover:text-white">
          FORUM
        </Link>
        <Link href="/rankings" className="text-sm font-semibold text-muted hover:text-white">
          RANKINGS
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {viewer ? (
            <>
              <Link href={`/user/${viewer.username}`} className="text-sm font-semibold">
                {viewer.username}
              </Link>
              <SignOutButton />
            </>
          ) : (
            <Link href="/auth" className="rounded bg-brand px-3 py-2 text-sm font-semibold">
              Sign In
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
