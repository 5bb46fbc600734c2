import { describe, expect, it } from "vitest";
import { FIGHT_CRED_POINTS, fightCredFor, fightCredRange, nextTierFor, STATUS_TIERS, statusFor, statusLabel } from "@/lib/fight-cred";

const none = { threadsWritten: 0, repliesWritten: 0, likesReceived: 0, repliesReceived: 0, postsOfTheDayReceived: 0, staffPinsReceived: 0, pickemPoints: 0 };

describe("Fight Cred formula", () => {
  it("weights each event as DESIGN.md says", () => {
    expect(fightCredFor(none)).toBe(0);
    expect(fightCredFor({ ...none, threadsWritten: 1 })).toBe(2);
    expect(fightCredFor({ ...none, repliesWritten: 1 })).toBe(1);
    expect(fightCredFor({ ...none, likesReceived: 1 })).toBe(1);
    expect(fightCredFor({ ...none, repliesReceived: 1 })).toBe(1);
    expect(fightCredFor({ ...none, postsOfTheDayReceived: 1 })).toBe(5);
    expect(fightCredFor({ ...none, staffPinsReceived: 1 })).toBe(10);
    expect(fightCredFor({ ...none, pickemPoints: 3 })).toBe(6);
    expect(fightCredFor({ threadsWritten: 3, repliesWritten: 4, likesReceived: 5, repliesReceived: 6, postsOfTheDayReceived: 2, staffPinsReceived: 1, pickemPoints: 1 })).toBe(6 + 4 + 5 + 6 + 10 + 10 + 2);
    expect(FIGHT_CRED_POINTS.staffPinReceived).toBe(10);
  });
});

describe("status tiers", () => {
  const edges: [number, string][] = [
    [0, "AMATEUR"], [24, "AMATEUR"], [25, "REGIONAL_POSTER"], [74, "REGIONAL_POSTER"], [75, "COMPETITOR"],
    [199, "COMPETITOR"], [200, "RANKED_POSTER"], [499, "RANKED_POSTER"], [500, "CONTENDER"], [1199, "CONTENDER"],
    [1200, "CHAMPION"], [2499, "CHAMPION"], [2500, "HALL_OF_FAMER"], [4999, "HALL_OF_FAMER"], [5000, "P4P"],
    [9999, "P4P"], [10000, "GOAT"], [1_000_000, "GOAT"],
  ];
  it.each(edges)("%i Fight Cred is %s", (cred, status) => expect(statusFor(cred)).toBe(status));

  it("lists tiers highest first", () => {
    expect(STATUS_TIERS.map((t) => t.label)).toEqual(["GOAT", "P4P", "HALL OF FAMER", "CHAMPION", "CONTENDER", "RANKED", "COMPETITOR", "REGIONAL", "AMATEUR"]);
  });

  it("looks labels up with spaces as underscores and falls back to AMATEUR", () => {
    expect(statusLabel("HALL OF FAMER")).toBe("HALL OF FAMER");
    expect(statusLabel("RANKED_POSTER")).toBe("RANKED");
    expect(statusLabel("nonsense")).toBe("AMATEUR");
  });

  it("gives each status its Fight Cred range", () => {
    expect(fightCredRange("GOAT")).toEqual({ min: 10_000, max: null });
    expect(fightCredRange("AMATEUR")).toEqual({ min: 0, max: 25 });
    expect(fightCredRange("CHAMPION")).toEqual({ min: 1200, max: 2500 });
  });
});

describe("the way to the next tier", () => {
  it("names the next tier, the Fight Cred it still needs and the share of the way done", () => {
    expect(nextTierFor(0)).toEqual({ status: "REGIONAL_POSTER", label: "REGIONAL", needed: 25, progress: 0 });
    expect(nextTierFor(26)).toEqual({ status: "COMPETITOR", label: "COMPETITOR", needed: 49, progress: 0.02 });
    expect(nextTierFor(74)).toMatchObject({ status: "COMPETITOR", needed: 1 });
    expect(nextTierFor(75)).toMatchObject({ status: "RANKED_POSTER", needed: 125, progress: 0 });
    expect(nextTierFor(7_500)).toEqual({ status: "GOAT", label: "GOAT", needed: 2_500, progress: 0.5 });
  });

  it("has none past the top tier, and treats Fight Cred below zero as the first tier's floor", () => {
    expect(nextTierFor(10_000)).toBeNull();
    expect(nextTierFor(1_000_000)).toBeNull();
    expect(nextTierFor(-5)).toMatchObject({ status: "REGIONAL_POSTER", needed: 30, progress: 0 });
  });
});
