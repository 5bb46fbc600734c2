import { describe, expect, it } from "vitest";
import { notificationHref } from "@/components/notifications/notification-href";

describe("where a notification leads", () => {
  it("opens the report queue from staff's report notices, the reported post's too", () => {
    expect(notificationHref({ type: "REPORT", threadId: null, replyId: null })).toBe("/moderation");
    expect(notificationHref({ type: "REPORT", threadId: "t1", replyId: "r1" })).toBe("/moderation");
  });

  it("opens a reply in its thread, a thread, or nothing for a notice of neither", () => {
    expect(notificationHref({ type: "REPLY", threadId: "t1", replyId: "r 1" })).toBe("/thread/t1?replyId=r+1");
    expect(notificationHref({ type: "LIKE", threadId: "t1", replyId: null })).toBe("/thread/t1");
    expect(notificationHref({ type: "SYSTEM", threadId: null, replyId: null })).toBeNull();
  });
});
