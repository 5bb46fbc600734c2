import { describe, expect, it } from "vitest";
import { fighterDetailsLine } from "@/lib/members/fighter-details";

describe("a fighter's details in a line", () => {
  it("names the division and the record as wins-losses-draws, what is set of them, or nothing", () => {
    expect(fighterDetailsLine({ weightClass: "LIGHT_HEAVYWEIGHT", record: { wins: 14, losses: 3, draws: 1 } })).toBe("Light Heavyweight · 14-3-1 pro");
    expect(fighterDetailsLine({ weightClass: null, record: { wins: 0, losses: 0, draws: 0 } })).toBe("0-0-0 pro");
    expect(fighterDetailsLine({ weightClass: "FLYWEIGHT", record: null })).toBe("Flyweight");
    expect(fighterDetailsLine({ weightClass: null, record: null })).toBeNull();
    expect(fighterDetailsLine(null)).toBeNull();
  });
});
