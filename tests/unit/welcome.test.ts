import { describe, expect, it } from "vitest";
import { isNewMember } from "@/lib/members/welcome";

describe("isNewMember", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it("welcomes a member who joined in the last two weeks and has written nothing", () => {
    expect(isNewMember({ createdAt: daysAgo(0), postsCount: 0, repliesCount: 0 }, now)).toBe(true);
    expect(isNewMember({ createdAt: daysAgo(13.9), postsCount: 0, repliesCount: 0 }, now)).toBe(true);
  });

  it("stops once they post or reply, or after two weeks", () => {
    expect(isNewMember({ createdAt: daysAgo(1), postsCount: 1, repliesCount: 0 }, now)).toBe(false);
    expect(isNewMember({ createdAt: daysAgo(1), postsCount: 0, repliesCount: 1 }, now)).toBe(false);
    expect(isNewMember({ createdAt: daysAgo(14), postsCount: 0, repliesCount: 0 }, now)).toBe(false);
  });
});
