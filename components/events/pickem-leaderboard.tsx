import Link from "next/link";
import { UserAvatar } from "@/components/members/user-avatar";
import type { PickemStanding } from "@/lib/events/leaderboard";
import { formatRank } from "@/lib/format";

interface PickemLeaderboardProps {
  title: string;
  standings: PickemStanding[];
  empty: string;
}

/** The best pickers: rank ("-T" when tied), member, points and picks that scored. */
export function PickemLeaderboard({ title, standings, empty }: PickemLeaderboardProps) {
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-panel p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {standings.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {standings.map((row) => (
            <li key={row.username} className="flex items-center gap-3">
              <span className="w-10 shrink-0 text-right text-sm font-bold tabular-nums">#{formatRank(row.rank, row.isTied)}</span>
              <UserAvatar user={row} size="sm" />
              <Link href={`/user/${row.username}`} className="min-w-0 flex-1 truncate font-semibold hover:underline">
                {row.username}
              </Link>
              <span className="shrink-0 text-sm tabular-nums">
                {row.points} {row.points === 1 ? "pt" : "pts"} <span className="text-muted">· {row.correctPicks} right</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
