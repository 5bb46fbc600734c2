import { describe, expect, it } from "vitest";
import { isUnderdogWin, scoreBout, type ScoredPick } from "@/lib/events/scoring";

const pick = (userId: string, winner: "RED" | "BLUE", method: ScoredPick["method"] = null): ScoredPick => ({ userId, winner, method });

describe("pick'em scoring", () => {
  it("gives a point for the winner and one more for the method with it", () => {
    const picks = [pick("a", "RED", "KO_TKO"), pick("b", "RED", "DECISION"), pick("c", "RED"), pick("d", "BLUE", "KO_TKO")];
    expect(Object.fromEntries(scoreBout(picks, { outcome: "RED", method: "KO_TKO" }))).toEqual({ a: 2, b: 1, c: 1, d: 0 });
  });

  it("adds the underdog bonus only when fewer than a third picked the winner", () => {
    expect(isUnderdogWin(1, 4)).toBe(true);
    expect(isUnderdogWin(1, 3)).toBe(false);
    expect(isUnderdogWin(2, 6)).toBe(false);
    expect(isUnderdogWin(2, 7)).toBe(true);
    const picks = [pick("fan", "BLUE", "SUBMISSION"), pick("x", "RED"), pick("y", "RED"), pick("z", "RED")];
    expect(Object.fromEntries(scoreBout(picks, { outcome: "BLUE", method: "SUBMISSION" }))).toEqual({ fan: 3, x: 0, y: 0, z: 0 });
  });

  it("scores nothing for a draw or a no contest", () => {
    const picks = [pick("a", "RED", "DECISION"), pick("b", "BLUE")];
    expect([...scoreBout(picks, { outcome: "DRAW", method: null }).values()]).toEqual([0, 0]);
    expect([...scoreBout(picks, { outcome: "NO_CONTEST", method: null }).values()]).toEqual([0, 0]);
  });

  it("scores a bout nobody picked as nothing", () => {
    expect(scoreBout([], { outcome: "RED", method: "DECISION" }).size).toBe(0);
  });
});
