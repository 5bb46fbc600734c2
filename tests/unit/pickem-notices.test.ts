import { describe, expect, it } from "vitest";
import { pickemResultMessage } from "@/lib/events/pickem-notices";

describe("a picker's notice when an event ends", () => {
  it("gives the points and the place, ties marked as the leaderboard marks them", () => {
    expect(pickemResultMessage({ eventName: "UFC 300", points: 7, rank: 3, isTied: false, pickers: 120 })).toBe("UFC 300 is over: your picks scored 7 points, #3 of 120 members who picked.");
    expect(pickemResultMessage({ eventName: "UFC 300", points: 1, rank: 1, isTied: true, pickers: 2 })).toBe("UFC 300 is over: your picks scored 1 point, #1-T of 2 members who picked.");
    expect(pickemResultMessage({ eventName: "UFC 300", points: 4, rank: 1, isTied: false, pickers: 1 })).toBe("UFC 300 is over: your picks scored 4 points, #1 of 1 member who picked.");
  });

  it("says so kindly when no pick scored, without a place", () => {
    expect(pickemResultMessage({ eventName: "UFC 300", points: 0, rank: 2, isTied: true, pickers: 9 })).toBe("UFC 300 is over: none of your picks scored this time.");
  });
});
