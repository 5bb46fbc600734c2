import Link from "next/link";
import { env } from "@/lib/env";
import { linkableSocialLinks } from "@/lib/members/social-links";

/** The tagline, the forum's own social accounts (those configured: SOCIAL_* in .env.example) and the legal links. */
export function SiteFooter() {
  const accounts = linkableSocialLinks(env.forumSocialLinks);
  return (
    <footer className="border-t border-line bg-panel text-sm text-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <p>The home of MMA fans, pro fighters and industry insiders.</p>
          {accounts.length > 0 && (
            <ul aria-label="Fight Forum on social media" className="flex flex-wrap gap-x-4 gap-y-1">
              {accounts.map(({ key, label, url }) => (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center hover:text-white sm:min-h-0">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
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
