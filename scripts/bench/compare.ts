/**
 * How `npm run bench:compare` reads two builds served side by side (scripts/bench-compare.ts):
 * turns in an order that cancels a steady drift of the machine, and medians of what each turn measured.
 */

export type Side = "base" | "change";

/**
 * The order of `turns` turns of each side: base, change, change, base, base, change, ... A machine
 * that speeds up or slows down steadily over the run then weighs on both sides alike, which
 * alternating base, change, base, change would not (the second side would always come later).
 */
export function turnOrder(turns: number): Side[] {
  const order: Side[] = [];
  for (let pair = 0; pair < turns; pair++) order.push(...(pair % 2 === 0 ? (["base", "change"] as const) : (["change", "base"] as const)));
  return order;
}

export function median(values: number[]) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which `fraction` of the sorted values lie, read between the two nearest. */
export function quantile(values: number[], fraction: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const below = Math.floor(position);
  return sorted[below] + (sorted[Math.min(below + 1, sorted.length - 1)] - sorted[below]) * (position - below);
}

export interface Comparison {
  base: { median: number; min: number; max: number };
  change: { median: number; min: number; max: number };
  /**
   * The change against the base in percent (negative: the change costs less): the median of each
   * pair's ratio. Two turns of a pair run one after the other, so the machine's speed, which drifts
   * by more than most changes weigh, is nearly the same for both.
   */
  percent: number;
  /** The middle half of the pairs' ratios, in percent: a change outside it is more than the noise. */
  quartiles: [number, number];
}

/** The turns of both sides of one measure (CPU ms per request, say), in pairs (`turnOrder`), summed up. */
export function compareTurns(base: number[], change: number[]): Comparison {
  const summary = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
  const ratios = base.map((value, pair) => change[pair] / value - 1).map((ratio) => ratio * 100);
  return {
    base: summary(base),
    change: summary(change),
    percent: median(ratios),
    quartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
  };
}

/** The modules whose gzipped size differs between the two builds by at least `atLeastKb`, largest difference first. */
export function changedModules(base: Map<string, number>, change: Map<string, number>, atLeastKb = 0.05) {
  const kb = (bytes: number) => bytes / 1024;
  return [...new Set([...base.keys(), ...change.keys()])]
    .map((module) => ({ module, baseKb: kb(base.get(module) ?? 0), changeKb: kb(change.get(module) ?? 0) }))
    .filter(({ baseKb, changeKb }) => Math.abs(changeKb - baseKb) >= atLeastKb)
    .sort((a, b) => Math.abs(b.changeKb - b.baseKb) - Math.abs(a.changeKb - a.baseKb));
}
