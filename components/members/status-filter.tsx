import { FilterLinks } from "@/components/ui/filter-links";
import { STATUS_TIERS, type Status } from "@/lib/fight-cred";

const FILTERS = [{ status: null, label: "All Ranks" }, ...STATUS_TIERS.map(({ status, label }) => ({ status, label }))];

/** "All Ranks" plus one filter per status level, highest first. */
export function StatusFilter({ active }: { active: Status | null }) {
  return (
    <FilterLinks
      label="Filter by status"
      filters={FILTERS.map(({ status, label }) => ({ key: label, label, href: status ? `/rankings?status=${status}` : "/rankings", current: status === active }))}
    />
  );
}
