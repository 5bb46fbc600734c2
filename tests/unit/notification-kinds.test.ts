import { describe, expect, it } from "vitest";
import { NotificationType } from "@/lib/generated/prisma/enums";
import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS, notificationFilterQuery } from "@/lib/notifications/notification-kinds";
import { notificationsPageSearchSchema } from "@/lib/validation/notifications";

describe("notification kinds", () => {
  it("put every notification type in exactly one kind", () => {
    const kindTypes: string[] = Object.values(NOTIFICATION_KINDS).flatMap(({ types }) => types);
    expect([...kindTypes].sort()).toEqual(Object.values(NotificationType).sort());
  });

  it("ask the list for the unread ones, all of them, or one kind of them", () => {
    expect(notificationFilterQuery("all")).toEqual({ status: "all" });
    expect(notificationFilterQuery("unread")).toEqual({ status: "unread" });
    expect(notificationFilterQuery("likes")).toEqual({ status: "all", kind: "likes" });
    expect(NOTIFICATION_FILTERS).toEqual(["all", "unread", "replies", "mentions", "likes", "follows", "messages", "forum"]);
  });

  it("show every notification on /notifications when the filter is absent or mistyped", () => {
    expect(notificationsPageSearchSchema.parse({})).toEqual({ show: "all" });
    expect(notificationsPageSearchSchema.parse({ show: "mentions" })).toEqual({ show: "mentions" });
    expect(notificationsPageSearchSchema.parse({ show: "LIKE" })).toEqual({ show: "all" });
    expect(notificationsPageSearchSchema.parse({ show: ["likes", "forum"] })).toEqual({ show: "all" });
  });
});
