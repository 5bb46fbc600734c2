import { describe, expect, it } from "vitest";
import { resultText } from "@/components/events/event-labels";
import type { BoutDto } from "@/lib/events/event-dto";

const bout = (result: BoutDto["result"]) =>
  ({ red: { name: "Red Star", fighter: null }, blue: { name: "Blue Moon", fighter: null }, result }) as BoutDto;

describe("an event's result as the card writes it", () => {
  it("names the winner, the method in running text and the round of a finish", () => {
    expect(resultText(bout({ outcome: "red", method: "ko_tko", round: 2 }))).toBe("Red Star by KO/TKO, round 2");
    expect(resultText(bout({ outcome: "blue", method: "submission", round: 3 }))).toBe("Blue Moon by submission, round 3");
    expect(resultText(bout({ outcome: "blue", method: "decision", round: 5 }))).toBe("Blue Moon by decision");
  });

  it("writes a draw and a no contest without a winner, and nothing before a result", () => {
    expect(resultText(bout({ outcome: "draw", method: null, round: null }))).toBe("Draw");
    expect(resultText(bout({ outcome: "no_contest", method: null, round: null }))).toBe("No contest");
    expect(resultText(bout(null))).toBeNull();
  });
});
