/**
 * The arithmetic of a month's statement, in integer cents (docs/decisions.md, "Fighter payouts"). Pure,
 * so the rounding rules are tested on their own: every split hands out whole cents and its parts add
 * up to what it split.
 */

export interface ScoredFighter {
  userId: string;
  score: number;
}

/** a × b ÷ c and its remainder, exact for any cents and scores (BigInt: a product may pass 2^53). */
function mulDiv(a: number, b: number, c: number) {
  const product = BigInt(a) * BigInt(b);
  return { quotient: Number(product / BigInt(c)), remainder: product % BigInt(c) };
}

/**
 * Splits `pool` cents among fighters in proportion to their activity score, no one above `cap`.
 * Whoever's exact share would pass the cap gets the cap, and the rest is split again among the others
 * (repeated until no share passes it). Each then gets the whole cents of their exact share, and the
 * cents left by rounding go one each to the largest fractions (ties: the higher score, then the
 * smaller user id), so the amounts add up to the pool unless everyone is capped or nobody scored:
 * what is left then is returned as `unallocated`.
 */
export function splitByScore(pool: number, fighters: readonly ScoredFighter[], cap: number) {
  const amounts = new Map<string, number>(fighters.map((fighter) => [fighter.userId, 0]));
  let open = fighters.filter((fighter) => fighter.score > 0);
  let remaining = Math.max(pool, 0);
  for (;;) {
    const total = open.reduce((sum, fighter) => sum + fighter.score, 0);
    if (open.length === 0 || remaining === 0 || total === 0) break;
    // Over the cap when remaining × score > cap × total (exact share above cap).
    const capped = open.filter((fighter) => BigInt(remaining) * BigInt(fighter.score) > BigInt(cap) * BigInt(total));
    if (capped.length > 0) {
      for (const fighter of capped) amounts.set(fighter.userId, cap);
      remaining -= cap * capped.length;
      open = open.filter((fighter) => !capped.includes(fighter));
      continue;
    }
    const shares = open.map((fighter) => ({ fighter, ...mulDiv(remaining, fighter.score, total) }));
    let leftover = remaining - shares.reduce((sum, share) => sum + share.quotient, 0);
    shares.sort(
      (a, b) =>
        (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
        b.fighter.score - a.fighter.score ||
        (a.fighter.userId < b.fighter.userId ? -1 : 1),
    );
    for (const share of shares) {
      const extra = leftover > 0 ? 1 : 0;
      leftover -= extra;
      amounts.set(share.fighter.userId, share.quotient + extra);
    }
    remaining = 0;
  }
  const paid = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return { amounts, paid, unallocated: Math.max(pool, 0) - paid };
}

/** Equal parts of the robbery pool, each at most `cap` and whole cents; the rest carries over. */
export function splitClaims(pool: number, claimCount: number, cap: number) {
  const each = claimCount === 0 ? 0 : Math.min(cap, Math.floor(Math.max(pool, 0) / claimCount));
  return { each, paid: each * claimCount, carryOver: pool - each * claimCount };
}

/** `percent` of `cents`, rounded down (never more than the percentage); 0 for a month that lost money. */
export function percentOf(cents: number, percent: number) {
  return cents <= 0 ? 0 : mulDiv(cents, percent, 100).quotient;
}

export interface StatementInput {
  netCents: number;
  fighterSharePercent: number;
  robberyPoolPercent: number;
  claimCapCents: number;
  /** The robbery pool left by the month closed before this one. */
  robberyCarryInCents: number;
  fighters: readonly ScoredFighter[];
  claimCount: number;
}

/**
 * A month's totals. The parts always add up:
 *   fighterPaid + robberyPool + platform = net   (the platform keeps the rest, with any fighters' share
 *                                                 left unallocated by the cap or for lack of activity)
 *   fighterPaid + fighterUnallocated = fighterPool
 *   robberyPaid + robberyCarryOver = robberyPool + robberyCarryIn
 */
export function computeStatement(input: StatementInput) {
  const fighterPoolCents = percentOf(input.netCents, input.fighterSharePercent);
  const robberyPoolCents = percentOf(input.netCents, input.robberyPoolPercent);
  // No fighter takes more than half of the fighters' pool.
  const shares = splitByScore(fighterPoolCents, input.fighters, Math.floor(fighterPoolCents / 2));
  const claims = splitClaims(robberyPoolCents + input.robberyCarryInCents, input.claimCount, input.claimCapCents);
  return {
    fighterPoolCents,
    fighterPaidCents: shares.paid,
    fighterUnallocatedCents: shares.unallocated,
    shares: shares.amounts,
    robberyPoolCents,
    robberyCarryInCents: input.robberyCarryInCents,
    claimCents: claims.each,
    robberyPaidCents: claims.paid,
    robberyCarryOverCents: claims.carryOver,
    platformCents: input.netCents - shares.paid - robberyPoolCents,
  };
}
