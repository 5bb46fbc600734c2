import { describe, expect, it } from "vitest";
import { hasPollEnded, isAlreadyVotedMessage, optionPercent, pollDaysLeft } from "@/components/polls/poll-state";

const now = new Date("2026-03-01T12:00:00.000Z");
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe("poll state", () => {
  it("ends at expiresAt, and never without one", () => {
    expect(hasPollEnded({ expiresAt: inHours(-1) }, now)).toBe(true);
    expect(hasPollEnded({ expiresAt: now.toISOString() }, now)).toBe(true);
    expect(hasPollEnded({ expiresAt: inHours(1) }, now)).toBe(false);
    expect(hasPollEnded({ expiresAt: null }, now)).toBe(false);
  });

  it("counts the days left rounded up", () => {
    expect(pollDaysLeft({ expiresAt: inHours(1) }, now)).toBe(1);
    expect(pollDaysLeft({ expiresAt: inHours(24) }, now)).toBe(1);
    expect(pollDaysLeft({ expiresAt: inHours(25) }, now)).toBe(2);
    expect(pollDaysLeft({ expiresAt: inHours(-5) }, now)).toBe(0);
    expect(pollDaysLeft({ expiresAt: null }, now)).toBeNull();
  });

  it("shows each option's share in whole percent", () => {
    expect(optionPercent(1, 3)).toBe(33);
    expect(optionPercent(2, 3)).toBe(67);
    expect(optionPercent(3, 3)).toBe(100);
    expect(optionPercent(0, 0)).toBe(0);
  });

  it("recognises the server's already-voted refusal", () => {
    expect(isAlreadyVotedMessage("You have already voted on this poll")).toBe(true);
    expect(isAlreadyVotedMessage("This poll has ended")).toBe(false);
  });
});
