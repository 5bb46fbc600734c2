/**
 * Competition ranking by Fight Cred (SPEC.md section 9): a member's rank is 1 plus the number of
 * ranked members with more Fight Cred, so members with equal Fight Cred share a rank and are tied.
 */

/** Where a page of the leaderboard sits among all ranked members, counted in the database. */
export interface PageStanding {
  /** Ranked members with more Fight Cred than the page's first row. */
  above: number;
  /** Ranked members with the first row's Fight Cred, on the page or before it. */
  sameAsFirst: number;
  /** Ranked members with the last row's Fight Cred, on the page or after it. */
  sameAsLast: number;
}

export interface RankedRow<T> {
  rank: number;
  isTied: boolean;
  member: T;
}

/**
 * Ranks a contiguous page of the leaderboard (Fight Cred descending). Every member whose Fight Cred
 * lies strictly between two rows of the page is on the page, so only the members sharing the first
 * or the last row's Fight Cred can be off it: `standing` counts those.
 */
export function rankPage<T extends { fightCred: number }>(rows: readonly T[], standing: PageStanding): RankedRow<T>[] {
  if (rows.length === 0) return [];
  const first = rows[0].fightCred;
  const last = rows[rows.length - 1].fightCred;
  return rows.map((member) => {
    const cred = member.fightCred;
    if (cred === first) return { rank: standing.above + 1, isTied: standing.sameAsFirst > 1, member };
    const betweenOnPage = rows.filter((row) => row.fightCred > cred && row.fightCred < first).length;
    const sameOnPage = rows.filter((row) => row.fightCred === cred).length;
    return {
      rank: standing.above + standing.sameAsFirst + betweenOnPage + 1,
      isTied: cred === last ? standing.sameAsLast > 1 : sameOnPage > 1,
      member,
    };
  });
}
