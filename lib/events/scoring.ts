import type { BoutOutcome, Corner, WinMethod } from "@/lib/generated/prisma/enums";

/**
 * Pick'em scoring (issue 20): a point for the right winner, one more for the right method with it,
 * and an underdog bonus when fewer than a third of the bout's pickers chose the winner. A draw or a
 * no contest scores nothing. Pure, so a corrected result rescores every pick the same way.
 */

export interface ScoredPick {
  userId: string;
  winner: Corner;
  method: WinMethod | null;
}

export interface BoutResult {
  outcome: BoutOutcome;
  method: WinMethod | null;
}

/** Whether the winner was picked by fewer than a third of the bout's pickers. */
export function isUnderdogWin(winnerPickers: number, allPickers: number) {
  return winnerPickers * 3 < allPickers;
}

/** Each pick's points for the bout's result. */
export function scoreBout(picks: readonly ScoredPick[], result: BoutResult): Map<string, number> {
  const winner = result.outcome === "RED" || result.outcome === "BLUE" ? result.outcome : null;
  const winnerPickers = winner ? picks.filter((pick) => pick.winner === winner).length : 0;
  const underdog = isUnderdogWin(winnerPickers, picks.length);
  return new Map(
    picks.map((pick) => {
      if (!winner || pick.winner !== winner) return [pick.userId, 0];
      return [pick.userId, 1 + (pick.method !== null && pick.method === result.method ? 1 : 0) + (underdog ? 1 : 0)];
    }),
  );
}
