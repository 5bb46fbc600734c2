"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { LinkPendingIndicator } from "@/components/ui/link-pending-indicator";

const LINKS = [
  { href: "/forum", label: "FORUM", matches: (path: string) => path === "/" || path.startsWith("/forum") || path.startsWith("/thread") },
  { href: "/events", label: "EVENTS", matches: (path: string) => path.startsWith("/events") },
  { href: "/rankings", label: "RANKINGS", matches: (path: string) => path.startsWith("/rankings") },
  { href: "/fighters", label: "FIGHTERS", matches: (path: string) => path.startsWith("/fighters") },
];

/** FORUM, EVENTS, RANKINGS and FIGHTERS, the current one marked. */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const pathname = usePathname();
  return (
    <ul className={vertical ? "flex flex-col" : "flex items-center gap-1"}>
      {LINKS.map((link) => {
        const current = link.matches(pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-11 items-center rounded px-3 text-sm font-bold tracking-wide ${current ? "text-white" : "text-muted hover:text-white"}`}
            >
              {link.label}
              <LinkPendingIndicator />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
