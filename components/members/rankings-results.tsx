import Link from "next/link";
import type { Status } from "@/lib/fight-cred";
import { rankingsPage } from "@/lib/members/leaderboard";
import { RankingsTable } from "./rankings-table";

function pageHref(status: Status | undefined, page: number) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/rankings?${query}` : "/rankings";
}

const pageLinkClass = "flex min-h-11 items-center rounded border border-line px-4 font-semibold hover:bg-line";

/** One page of the rankings for the chosen status, with links to the pages around it. */
export async function RankingsResults({ status, page }: { status: Status | undefined; page: number }) {
  const { rows, hasNextPage } = await rankingsPage(status, page);
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">No users found in this category.</p>;
  }
  return (
    <div className="space-y-4">
      <RankingsTable rows={rows} />
      {(page > 1 || hasNextPage) && (
        <nav aria-label="Rankings pages" className="flex items-center justify-center gap-3 text-sm">
          {page > 1 && (
            <Link href={pageHref(status, page - 1)} className={pageLinkClass}>
              Previous
            </Link>
          )}
          <span className="text-muted">Page {page}</span>
          {hasNextPage && (
            <Link href={pageHref(status, page + 1)} className={pageLinkClass}>
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
