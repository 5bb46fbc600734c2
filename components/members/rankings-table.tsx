"use client";

import Link from "next/link";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatCount, formatInteger, formatRank, truncate } from "@/lib/format";
import type { RankingRow } from "@/lib/members/leaderboard";
import { StatusBadge } from "./status-badge";

/** SPEC.md section 9: usernames are cut at 25 characters in the table, 20 on small screens. */
const TABLE_USERNAME_LENGTH = 25;
const CARD_USERNAME_LENGTH = 20;

const COLUMNS = ["Rank", "User", "Status", "Posts", "Likes", "POTD", "Replies", "Fight Cred"];

function stats(user: RankingRow["user"]) {
  return [
    { label: "Posts", value: formatCount(user.postsCount) },
    { label: "Likes", value: formatCount(user.likesCount) },
    { label: "POTD", value: formatCount(user.potdCount) },
    { label: "Replies", value: formatCount(user.repliesCount) },
  ];
}

function UserLink({ user, length }: { user: RankingRow["user"]; length: number }) {
  return (
    <Link href={`/user/${user.username}`} title={user.username} className="flex min-h-11 min-w-0 items-center gap-2 font-semibold hover:underline">
      <UserAvatar user={user} size="sm" />
      <span className="truncate">{truncate(user.username, length)}</span>
    </Link>
  );
}

/**
 * The rankings as a table on wider screens and as a list of cards on small ones. A client component
 * so the page's RSC payload carries the rows as data, not the element trees of both layouts (the page
 * weighed 362 kB, 233 kB of it that payload; now 165 kB).
 */
export function RankingsTable({ rows }: { rows: RankingRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-line bg-panel md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Community rankings</caption>
          <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ rank, isTied, user }) => (
              <tr key={user.id} className="border-b border-line last:border-0">
                <td className="whitespace-nowrap px-3 py-1 font-bold">{formatRank(rank, isTied)}</td>
                <td className="max-w-64 px-3 py-1">
                  <UserLink user={user} length={TABLE_USERNAME_LENGTH} />
                </td>
                <td className="px-3 py-1">{user.status && <StatusBadge status={user.status} />}</td>
                {stats(user).map((stat) => (
                  <td key={stat.label} className="px-3 py-1 tabular-nums">
                    {stat.value}
                  </td>
                ))}
                <td className="px-3 py-1 font-semibold tabular-nums">{formatInteger(user.fightCred)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol aria-label="Community rankings" className="space-y-2 md:hidden">
        {rows.map(({ rank, isTied, user }) => (
          <li key={user.id} className="rounded-lg border border-line bg-panel p-3">
            <div className="flex items-center gap-3">
              <span className="w-10 shrink-0 font-bold">#{formatRank(rank, isTied)}</span>
              <div className="min-w-0 flex-1">
                <UserLink user={user} length={CARD_USERNAME_LENGTH} />
              </div>
              {user.status && <StatusBadge status={user.status} />}
            </div>
            <dl className="mt-2 grid grid-cols-5 gap-1 text-center text-xs">
              {stats(user).map((stat) => (
                <div key={stat.label} className="min-w-0">
                  <dt className="truncate text-muted">{stat.label}</dt>
                  <dd className="font-semibold tabular-nums">{stat.value}</dd>
                </div>
              ))}
              <div className="min-w-0">
                <dt className="text-muted">
                  <abbr title="Fight Cred" className="no-underline">
                    FC
                  </abbr>
                </dt>
                <dd className="font-semibold tabular-nums">{formatInteger(user.fightCred)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
