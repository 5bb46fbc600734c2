import { describe, expect, it } from "vitest";
import {
  formatWait,
  formatCount,
  formatInteger,
  formatQuantity,
  formatRank,
  formatRelativeTime,
  formatThreadTime,
  formatUnreadBadge,
  truncate,
  truncateDefault,
} from "@/lib/format";
import { UNREAD_COUNT_CAP } from "@/lib/validation/limits";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime (lists)", () => {
  it.each([
    [5_000, "5s ago"],
    [59_000, "59s ago"],
    [60_000, "1m ago"],
    [3_599_000, "59m ago"],
    [3_600_000, "1h ago"],
    [86_399_000, "23h ago"],
    [86_400_000, "1d ago"],
    [29 * 86_400_000, "29d ago"],
  ])("%i ms ago is %s", (ms, text) => expect(formatRelativeTime(ago(ms), now)).toBe(text));

  it("shows a US date from 30 days on and 'Invalid date' for garbage", () => {
    expect(formatRelativeTime("2024-03-05T10:00:00Z", now)).toBe("Mar 5, 2024");
    expect(formatRelativeTime("not a date", now)).toBe("Invalid date");
  });
});

describe("formatThreadTime (cards)", () => {
  it.each([
    [30_000, "just now"],
    [60_000, "1m ago"],
    [3_600_000, "1h ago"],
    [23 * 3_600_000, "23h ago"],
    [24 * 3_600_000, "1d ago"],
    [6 * 86_400_000, "6d ago"],
  ])("%i ms ago is %s", (ms, text) => expect(formatThreadTime(ago(ms), now)).toBe(text));
  it("shows a date from 7 days on", () => expect(formatThreadTime(ago(7 * 86_400_000), now)).toBe("Mar 3, 2026"));
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.0k"],
    [1550, "1.6k"],
    [999_999, "1000.0k"],
    [1_000_000, "1.0M"],
    [2_345_678, "2.3M"],
  ])("%i shows %s", (value, text) => expect(formatCount(value)).toBe(text));
  it("shows '-' for a missing value", () => {
    expect(formatCount(undefined)).toBe("-");
    expect(formatCount(null)).toBe("-");
  });
});

describe("formatQuantity", () => {
  it.each([
    [0, "0 replies"],
    [1, "1 reply"],
    [2, "2 replies"],
    [1550, "1.6k replies"],
  ])("%i reads %s", (count, text) => expect(formatQuantity(count, "reply", "replies")).toBe(text));
});

describe("truncation", () => {
  it("cuts at the limit and adds an ellipsis", () => {
    expect(truncate("abcdefghijklmnopqrstuvwxyz", 15)).toBe("abcdefghijklmno...");
    expect(truncate("short", 15)).toBe("short");
  });
  it("defaults to 12 characters plus '...' past 15", () => {
    expect(truncateDefault("abcdefghijklmnop")).toBe("abcdefghijkl...");
    expect(truncateDefault("abcdefghijklmno")).toBe("abcdefghijklmno");
  });
});

describe("rankings and badges", () => {
  it("marks a tied rank with -T", () => {
    expect(formatRank(3, false)).toBe("3");
    expect(formatRank(3, true)).toBe("3-T");
  });
  it("caps the unread badge at 99+", () => {
    expect(formatUnreadBadge(1)).toBe("1");
    expect(formatUnreadBadge(99)).toBe("99");
    expect(formatUnreadBadge(100)).toBe("99+");
    expect(formatUnreadBadge(UNREAD_COUNT_CAP)).toBe("99+");
  });
  it("writes whole numbers with thousands separators", () => {
    expect(formatInteger(999)).toBe("999");
    expect(formatInteger(12_345)).toBe("12,345");
  });
});

describe("formatWait", () => {
  it("says seconds under a minute, then about how many minutes or hours", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(59)).toBe("59 seconds");
    expect(formatWait(60)).toBe("about a minute");
    expect(formatWait(1658)).toBe("about 28 minutes");
    expect(formatWait(3600)).toBe("about 60 minutes");
    expect(formatWait(5400)).toBe("about 2 hours");
  });
});
