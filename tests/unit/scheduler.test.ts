import { describe, expect, it } from "vitest";
import { cronDue, scheduledJobs } from "../../scripts/lib/scheduler";

describe("the local scheduler", () => {
  it("follows vercel.json's crons: the daily cleanup and the hourly pick'em reminders", () => {
    expect(scheduledJobs()).toEqual([
      { path: "/api/cron/cleanup", schedule: "30 4 * * *" },
      { path: "/api/cron/pickem-reminders", schedule: "0 * * * *" },
    ]);
  });

  it("runs a job in the UTC minute its schedule names", () => {
    expect(cronDue("30 4 * * *", new Date("2026-12-05T04:30:59Z"))).toBe(true);
    expect(cronDue("30 4 * * *", new Date("2026-12-05T04:31:00Z"))).toBe(false);
    expect(cronDue("30 4 * * *", new Date("2026-12-05T05:30:00Z"))).toBe(false);
    expect(cronDue("0 * * * *", new Date("2026-12-05T17:00:10Z"))).toBe(true);
    expect(cronDue("0 * * * *", new Date("2026-12-05T17:01:00Z"))).toBe(false);
    // Saturday, December 5th.
    expect(cronDue("0 12 5 12 6", new Date("2026-12-05T12:00:00Z"))).toBe(true);
    expect(cronDue("0 12 5 12 0", new Date("2026-12-05T12:00:00Z"))).toBe(false);
  });

  it("refuses a schedule it cannot follow rather than never run it", () => {
    expect(() => cronDue("*/15 * * * *", new Date())).toThrow('Cannot follow the schedule "*/15 * * * *": five fields of numbers or * only');
    expect(() => cronDue("0 * * *", new Date())).toThrow("five fields");
  });
});
