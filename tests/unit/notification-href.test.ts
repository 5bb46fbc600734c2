import { describe, expect, it } from "vitest";
import { notificationHref } from "@/components/notifications/notification-href";

const follower = { id: "u1", username: "jab_fan", imageUrl: null, role: "USER" as const };

describe("where a notification leads", () => {
  it("opens the report queue from staff's report notices, the reported post's too", () => {
    expect(notificationHref({ type: "REPORT", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBe("/moderation");
    expect(notificationHref({ type: "REPORT", threadId: "t1", replyId: "r1", relatedUser: null, eventId: null })).toBe("/moderation");
  });

  it("opens the admins' verification queue from a request, and the member's own verification on /account from a decision about it", () => {
    expect(notificationHref({ type: "VERIFICATION_REQUEST", threadId: null, replyId: null, relatedUser: follower, eventId: null })).toBe("/admin/verification");
    expect(notificationHref({ type: "VERIFICATION_DECISION", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBe("/account#account-verification");
  });

  it("opens a new follower's profile, or nothing once the follower's account is gone", () => {
    expect(notificationHref({ type: "NEW_FOLLOWER", threadId: null, replyId: null, relatedUser: follower, eventId: null })).toBe("/user/jab_fan");
    expect(notificationHref({ type: "NEW_FOLLOWER", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBeNull();
  });

  it("opens the conversation a private message came in, or the inbox", () => {
    expect(notificationHref({ type: "DIRECT_MESSAGE", threadId: null, replyId: null, relatedUser: follower, eventId: null })).toBe("/messages/jab_fan");
    expect(notificationHref({ type: "DIRECT_MESSAGE", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBe("/messages");
  });

  it("opens the event a pick'em result or reminder is about, or nothing once the event is gone", () => {
    expect(notificationHref({ type: "PICKEM_RESULT", threadId: "t1", replyId: null, relatedUser: null, eventId: "e1" })).toBe("/events/e1");
    expect(notificationHref({ type: "PICKEM_RESULT", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBeNull();
    expect(notificationHref({ type: "PICKEM_REMINDER", threadId: "t1", replyId: null, relatedUser: null, eventId: "e1" })).toBe("/events/e1");
  });

  it("opens a reply in its thread, a thread, or nothing for a notice of neither", () => {
    expect(notificationHref({ type: "REPLY", threadId: "t1", replyId: "r 1", relatedUser: follower, eventId: null })).toBe("/thread/t1?replyId=r+1");
    expect(notificationHref({ type: "LIKE", threadId: "t1", replyId: null, relatedUser: follower, eventId: null })).toBe("/thread/t1");
    expect(notificationHref({ type: "SYSTEM", threadId: null, replyId: null, relatedUser: null, eventId: null })).toBeNull();
  });
});
