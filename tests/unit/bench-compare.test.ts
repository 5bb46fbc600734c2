import { describe, expect, it } from "vitest";
import { changedModules, compareTurns, median, quantile, turnOrder } from "../../scripts/bench/compare";

describe("bench:compare", () => {
  it("runs the sides in pairs that swap order, so a steady drift weighs on both alike", () => {
    expect(turnOrder(4)).toEqual(["base", "change", "change", "base", "base", "change", "change", "base"]);
    // Over a machine slowing by 1 ms a turn, both sides average the same position.
    const position = (side: string) => turnOrder(4).flatMap((each, index) => (each === side ? [index] : []));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(position("base"))).toBe(mean(position("change")));
  });

  it("takes the median of odd and even counts", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("says by how much the change moved, pair by pair, so a drift of the machine cancels out", () => {
    // The machine slows down over the run; the change costs 10% less in every pair.
    const base = [4, 5, 6, 7];
    const change = base.map((value) => value * 0.9);
    const comparison = compareTurns(base, change);
    expect(comparison.base).toEqual({ median: 5.5, min: 4, max: 7 });
    expect(comparison.change.median).toBeCloseTo(4.95);
    expect(comparison.percent).toBeCloseTo(-10);
    expect(comparison.quartiles[0]).toBeCloseTo(-10);
    expect(comparison.quartiles[1]).toBeCloseTo(-10);
    // The sides' medians overlap by far; the pairs still tell.
    expect(comparison.change.max).toBeGreaterThan(comparison.base.median);
  });

  it("reads quartiles between the nearest values", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("lists the modules whose size changed, largest difference first", () => {
    const base = new Map([
      ["components/a.tsx", 1024],
      ["components/b.tsx", 512],
      ["components/gone.tsx", 300],
    ]);
    const change = new Map([
      ["components/a.tsx", 1030],
      ["components/b.tsx", 1024],
      ["components/new.tsx", 100],
    ]);
    expect(changedModules(base, change).map(({ module }) => module)).toEqual(["components/b.tsx", "components/gone.tsx", "components/new.tsx"]);
    expect(changedModules(base, change)[0]).toEqual({ module: "components/b.tsx", baseKb: 0.5, changeKb: 1 });
  });
});
