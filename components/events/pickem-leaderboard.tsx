import Link from "next/link";
import { UserAvatar } from "@/components/members/user-avatar";
import type { PickemStanding } from "@/lib/events/leaderboard";
import { formatQuantity, formatRank } from "@/lib/format";

interface PickemLeaderboardProps {
  title: string;
  standings: PickemStanding[];
  empty: string;
  /** The reader, whose row on the board is marked "You". */
  viewerUsername: string;
}

/** The best pickers: rank ("-T" when tied), member, points and picks that scored; the reader's own row marked. */
export function PickemLeaderboard({ title, standings, empty, viewerUsername }: PickemLeaderboardProps) {
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-panel p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {standings.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {standings.map((row) => {
            const isViewer = row.username === viewerUsername;
            return (
              <li key={row.username} aria-current={isViewer || undefined} className={`-mx-2 flex items-center gap-3 rounded px-2 ${isViewer ? "bg-line" : ""}`}>
                <span className="w-10 shrink-0 text-right text-sm font-bold tabular-nums">#{formatRank(row.rank, row.isTied)}</span>
                <UserAvatar user={row} size="sm" />
                <span className="flex min-w-0 flex-1 items-baseline gap-2">
                  <Link href={`/user/${row.username}`} className="min-w-0 truncate font-semibold hover:underline">
                    {row.username}
                  </Link>
                  {isViewer && <span className="shrink-0 text-xs font-semibold text-muted">You</span>}
                </span>
                <span className="shrink-0 text-sm tabular-nums">
                  {formatQuantity(row.points, "pt", "pts")} <span className="text-muted">· {row.correctPicks} right</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
