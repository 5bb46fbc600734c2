"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { formatUnreadBadge } from "@/lib/format";

interface FilterLinksProps {
  /** The navigation's accessible name ("Filter by status"). */
  label: string;
  /** `unread`: how many unread things the filter holds, shown beside its label when any. */
  filters: { key: string; label: string; href: string; current: boolean; unread?: number }[];
}

/**
 * A row of filters as links, so a filter survives a reload and the back button; the active one is
 * marked current. Small screens scroll the row sideways instead of stacking rows of filters, and
 * bring the current one into view, so a filter chosen at the row's far end is seen as chosen.
 */
export function FilterLinks({ label, filters }: FilterLinksProps) {
  const row = useRef<HTMLElement>(null);
  const currentKey = filters.find((filter) => filter.current)?.key;

  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // The row alone scrolls, centred on the current filter; the page stays where it is.
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [currentKey]);

  return (
    <nav ref={row} aria-label={label} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              href={filter.href}
              aria-current={filter.current ? "true" : undefined}
              aria-label={filter.unread ? `${filter.label}, ${formatUnreadBadge(filter.unread)} unread` : undefined}
              className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-xs font-bold tracking-wide ${
                filter.current ? "border-brand bg-brand text-white" : "border-line text-muted hover:bg-line hover:text-white"
              }`}
            >
              {filter.label}
              {filter.unread ? (
                <span
                  aria-hidden="true"
                  className={`ml-2 min-w-5 rounded-full px-1.5 text-center text-[0.65rem] leading-5 ${filter.current ? "bg-white text-brand" : "bg-brand text-white"}`}
                >
                  {formatUnreadBadge(filter.unread)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
