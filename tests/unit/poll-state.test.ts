import { describe, expect, it } from "vitest";
import { castVote, hasPollEnded, optionPercent, pollDaysLeft, withRecordedVote } from "@/components/polls/poll-state";
import type { PollDto } from "@/lib/polls/poll-dto";

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

  const poll: PollDto = {
    id: "p",
    question: "Who wins?",
    votesCount: 3,
    expiresAt: null,
    hasVoted: false,
    votedOptionId: null,
    options: [
      { id: "a", text: "A", votesCount: 2 },
      { id: "b", text: "B", votesCount: 1 },
    ],
  };

  it("counts an optimistic vote once, on the chosen option", () => {
    const voted = castVote(poll, "b");
    expect(voted).toMatchObject({ hasVoted: true, votedOptionId: "b", votesCount: 4 });
    expect(voted.options.map((option) => option.votesCount)).toEqual([2, 2]);
    expect(castVote(voted, "a")).toBe(voted);
  });

  it("shows the vote the server recorded when the member had voted elsewhere", () => {
    expect(withRecordedVote(poll, { hasVoted: true, votedOptionId: "a" })).toMatchObject({ hasVoted: true, votedOptionId: "a", votesCount: 3 });
    expect(withRecordedVote(poll, { hasVoted: false, votedOptionId: null })).toBe(poll);
  });
});
