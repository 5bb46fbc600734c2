import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-panel text-sm text-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <p>The home of MMA fans, pro fighters and industry insiders.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link href="/terms">Terms</Link>
          <Link href="/privacy">Privacy</Link>
          <Link href="/terms">Guidelines</Link>
          <Link href="/terms#contact-us">Help</Link>
        </nav>
      </div>
    </footer>
  );
}
