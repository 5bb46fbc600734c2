"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { UserAvatar } from "@/components/members/user-avatar";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { PickemStanding } from "@/lib/events/leaderboard";
import { formatQuantity, formatRank } from "@/lib/format";
import type { PickemBoard } from "@/lib/validation/events";

const BOARDS: { board: PickemBoard; label: string }[] = [
  { board: "everyone", label: "Everyone" },
  { board: "following", label: "You and who you follow" },
];

interface PickemLeaderboardProps {
  title: string;
  /** Everyone's board, as the page has it. */
  standings: PickemStanding[];
  empty: string;
  /** The reader, whose row on the board is marked "You". */
  viewerUsername: string;
  /** The address of the board of the reader and the members they follow (`?among=following`). */
  followingUrl: string;
}

/**
 * The best pickers, of everyone or of the reader and the members they follow (read when first
 * shown, and again when everyone's board moves): rank ("-T" when tied), member, points and picks
 * that scored; the reader's own row marked.
 */
export function PickemLeaderboard({ title, standings, empty, viewerUsername, followingUrl }: PickemLeaderboardProps) {
  const hydrated = useHydrated();
  const [board, setBoard] = useState<PickemBoard>("everyone");
  const following = useSWR<{ standings: PickemStanding[] }>(board === "following" ? followingUrl : null);
  const { mutate } = following;
  // A result that moves everyone's board (the event page's live state) moves this one too.
  const shownStandings = useRef(standings);
  useEffect(() => {
    if (shownStandings.current === standings) return;
    shownStandings.current = standings;
    void mutate();
  }, [standings, mutate]);

  return (
    <section aria-label={title} className="min-w-0 rounded-lg border border-line bg-panel p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <div role="group" aria-label="Whose picks" className="mt-2 flex flex-wrap gap-1 text-sm">
        {BOARDS.map((choice) => (
          <button
            key={choice.board}
            type="button"
            aria-pressed={board === choice.board}
            disabled={!hydrated}
            onClick={() => setBoard(choice.board)}
            className={`min-h-11 rounded px-3 font-semibold ${board === choice.board ? "bg-line text-white" : "text-muted hover:text-white"}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {board === "everyone" ? (
        <Standings standings={standings} empty={empty} viewerUsername={viewerUsername} />
      ) : following.error ? (
        <div className="mt-2">
          <LoadFailed error={following.error} fallback="Failed to load the board of who you follow." retry={() => void mutate()} />
        </div>
      ) : !following.data ? (
        <Spinner label="Loading the board of who you follow..." />
      ) : (
        <Standings
          standings={following.data.standings}
          empty="Neither you nor anyone you follow has scored yet. Follow members from their profiles to compare your picks."
          viewerUsername={viewerUsername}
        />
      )}
    </section>
  );
}

function Standings({ standings, empty, viewerUsername }: { standings: PickemStanding[]; empty: string; viewerUsername: string }) {
  if (standings.length === 0) return <p className="mt-2 text-sm text-muted">{empty}</p>;
  return (
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
  );
}
