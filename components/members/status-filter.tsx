import Link from "next/link";
import { STATUS_TIERS, type Status } from "@/lib/fight-cred";

const FILTERS = [{ status: null, label: "All Ranks" }, ...STATUS_TIERS.map(({ status, label }) => ({ status, label }))];

/** "All Ranks" plus one filter per status level, highest first; the active one is marked current. */
export function StatusFilter({ active }: { active: Status | null }) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map(({ status, label }) => {
          const current = status === active;
          return (
            <li key={label}>
              <Link
                href={status ? `/rankings?status=${status}` : "/rankings"}
                aria-current={current ? "true" : undefined}
                className={`flex min-h-11 items-center rounded-full border px-4 text-xs font-bold tracking-wide ${
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
