import Link from "next/link";
import { formatUnreadBadge } from "@/lib/format";

interface FilterLinksProps {
  /** The navigation's accessible name ("Filter by status"). */
  label: string;
  /** `unread`: how many unread things the filter holds, shown beside its label when any. */
  filters: { key: string; label: string; href: string; current: boolean; unread?: number }[];
}

/**
 * A row of filters as links, so a filter survives a reload and the back button; the active one is
 * marked current. Small screens scroll the row sideways instead of stacking rows of filters.
 */
export function FilterLinks({ label, filters }: FilterLinksProps) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
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
