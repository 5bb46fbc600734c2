import Link from "next/link";
import { STATUS_TIERS, type Status } from "@/lib/fight-cred";

const FILTERS = [{ status: null, label: "All Ranks" }, ...STATUS_TIERS.map(({ status, label }) => ({ status, label }))];

/**
 * "All Ranks" plus one filter per status level, highest first; the active one is marked current.
 * Small screens scroll the row sideways instead of stacking five rows of filters.
 */
export function StatusFilter({ active }: { active: Status | null }) {
  return (
    <nav aria-label="Filter by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {FILTERS.map(({ status, label }) => {
          const current = status === active;
          return (
            <li key={label}>
              <Link
                href={status ? `/rankings?status=${status}` : "/rankings"}
                aria-current={current ? "true" : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-xs font-bold tracking-wide ${
                  current ? "border-brand bg-brand text-white" : "border-line text-muted hover:bg-line hover:text-white"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
