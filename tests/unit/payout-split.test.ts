import { describe, expect, it } from "vitest";
import { addMonths, formatCents, isMonthOver, monthOf, monthRange } from "@/lib/payouts/month";
import { computeStatement, percentOf, splitByScore, splitClaims } from "@/lib/payouts/split";

/** A repeatable pseudo-random sequence (mulberry32), so a failure can be replayed from its seed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe("splitByScore", () => {
  it("hands out the whole pool in whole cents, by score, never above the cap (random pools and scores)", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = randomFrom(seed);
      const pool = random(5_000_000);
      const fighters = Array.from({ length: 1 + random(12) }, (_, index) => ({ userId: `f${index}`, score: random(4) === 0 ? 0 : 1 + random(500) }));
      const cap = Math.floor(pool / 2);
      const { amounts, paid, unallocated } = splitByScore(pool, fighters, cap);
      const label = `seed ${seed}`;
      expect(sum(amounts.values()), label).toBe(paid);
      expect(paid + unallocated, label).toBe(pool);
      for (const fighter of fighters) {
        const amount = amounts.get(fighter.userId)!;
        expect(Number.isInteger(amount), label).toBe(true);
        expect(amount, label).toBeLessThanOrEqual(cap);
        if (fighter.score === 0) expect(amount, label).toBe(0);
      }
      for (const a of fighters) for (const b of fighters) if (a.score > b.score) expect(amounts.get(a.userId)!, label).toBeGreaterThanOrEqual(amounts.get(b.userId)!);
      // Something is left only when every active fighter is at the cap, or nobody is active.
      const active = fighters.filter((fighter) => fighter.score > 0);
      if (unallocated > 0) expect(active.every((fighter) => amounts.get(fighter.userId) === cap), label).toBe(true);
    }
  });

  it("splits exactly in proportion when it can, the rounding cents to the largest fractions", () => {
    const even = splitByScore(1_000, [{ userId: "a", score: 1 }, { userId: "b", score: 1 }, { userId: "c", score: 2 }], 500);
    expect(Object.fromEntries(even.amounts)).toEqual({ a: 250, b: 250, c: 500 });
    // 100 / 3: 33.33 each; the extra cent goes to the smallest user id among equals.
    const thirds = splitByScore(100, [{ userId: "b", score: 5 }, { userId: "a", score: 5 }, { userId: "c", score: 5 }], 50);
    expect(Object.fromEntries(thirds.amounts)).toEqual({ a: 34, b: 33, c: 33 });
  });

  it("caps one dominant fighter at the cap and splits the rest among the others", () => {
    const { amounts, unallocated } = splitByScore(1_000, [{ userId: "star", score: 98 }, { userId: "x", score: 1 }, { userId: "y", score: 1 }], 500);
    expect(Object.fromEntries(amounts)).toEqual({ star: 500, x: 250, y: 250 });
    expect(unallocated).toBe(0);
  });

  it("leaves what nobody may take: a lone fighter gets the cap, nobody active gets nothing", () => {
    expect(splitByScore(1_001, [{ userId: "solo", score: 3 }], 500)).toMatchObject({ paid: 500, unallocated: 501 });
    expect(splitByScore(1_000, [{ userId: "idle", score: 0 }], 500)).toMatchObject({ paid: 0, unallocated: 1_000 });
    expect(splitByScore(0, [{ userId: "a", score: 3 }], 0)).toMatchObject({ paid: 0, unallocated: 0 });
  });
});

describe("splitClaims and percentOf", () => {
  it("gives each claim an equal part up to the cap and carries the rest", () => {
    expect(splitClaims(1_000, 3, 10_000)).toEqual({ each: 333, paid: 999, carryOver: 1 });
    expect(splitClaims(50_000, 2, 10_000)).toEqual({ each: 10_000, paid: 20_000, carryOver: 30_000 });
    expect(splitClaims(700, 0, 10_000)).toEqual({ each: 0, paid: 0, carryOver: 700 });
  });

  it("rounds a percentage down and gives nothing from a month that lost money", () => {
    expect(percentOf(69_500, 20)).toBe(13_900);
    expect(percentOf(999, 5)).toBe(49);
    expect(percentOf(-500, 20)).toBe(0);
  });
});

describe("computeStatement", () => {
  it("always adds up (random nets, shares, carry-ins and claims)", () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = randomFrom(seed * 7919);
      const input = {
        netCents: random(2_000_000) - 100_000,
        fighterSharePercent: random(60),
        robberyPoolPercent: random(40),
        claimCapCents: 1 + random(20_000),
        robberyCarryInCents: random(50_000),
        fighters: Array.from({ length: random(8) }, (_, index) => ({ userId: `f${index}`, score: random(300) })),
        claimCount: random(5),
      };
      const statement = computeStatement(input);
      const label = `seed ${seed}`;
      expect(statement.fighterPaidCents + statement.robberyPoolCents + statement.platformCents, label).toBe(input.netCents);
      expect(statement.fighterPaidCents + statement.fighterUnallocatedCents, label).toBe(statement.fighterPoolCents);
      expect(statement.robberyPaidCents + statement.robberyCarryOverCents, label).toBe(statement.robberyPoolCents + input.robberyCarryInCents);
      expect(statement.claimCents * input.claimCount, label).toBe(statement.robberyPaidCents);
      expect(statement.claimCents, label).toBeLessThanOrEqual(input.claimCapCents);
      expect(sum(statement.shares.values()), label).toBe(statement.fighterPaidCents);
    }
  });
});

describe("statement months", () => {
  it("are UTC calendar months", () => {
    expect(monthOf(new Date("2026-11-30T23:59:59.999Z"))).toBe("2026-11");
    expect(monthOf(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthRange("2024-02")).toEqual({ start: new Date("2024-02-01T00:00:00Z"), end: new Date("2024-03-01T00:00:00Z") });
    expect(isMonthOver("2026-10", new Date("2026-11-01T00:00:00Z"))).toBe(true);
    expect(isMonthOver("2026-11", new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(-500)).toBe("−$5.00");
  });
});
