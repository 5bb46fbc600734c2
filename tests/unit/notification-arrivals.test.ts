import { describe, expect, it } from "vitest";
import { withArrivals } from "@/components/notifications/notification-arrivals";
import type { NotificationDto } from "@/lib/notifications/notification-dto";

const notice = (id: string, minute: number, isRead = false): NotificationDto => ({
  id,
  type: "REPLY",
  isRead,
  threadId: "t1",
  replyId: null,
  threadTitle: "A thread",
  replyPreview: null,
  premiumLocked: false,
  message: "",
  relatedUser: null,
  createdAt: new Date(Date.UTC(2026, 11, 3, 12, minute)).toISOString(),
});

const ids = (pages: NotificationDto[][] | undefined) => pages?.map((page) => page.map((item) => item.id));

describe("notices that come while the history is open", () => {
  const listed = [
    [notice("c", 30), notice("b", 20)],
    [notice("a", 10)],
  ];

  it("go on top of the first page, newest first, and the later pages stay", () => {
    const fresh = [notice("e", 50), notice("d", 40), notice("c", 30)];
    expect(ids(withArrivals(listed, fresh, 3) ?? undefined)).toEqual([["e", "d", "c", "b"], ["a"]]);
  });

  it("change nothing when none came, and take the read marks of listed notices read elsewhere", () => {
    const merged = withArrivals(listed, [notice("c", 30, true), notice("b", 20)], 3);
    expect(ids(merged ?? undefined)).toEqual([["c", "b"], ["a"]]);
    expect(merged?.[0].map((item) => item.isRead)).toEqual([true, false]);
  });

  it("keep a notice read here that the unread filter's fresh page no longer holds", () => {
    const unreadListed = [[notice("c", 30, true), notice("b", 20)]];
    const merged = withArrivals(unreadListed, [notice("d", 40), notice("b", 20)], 3);
    expect(ids(merged ?? undefined)).toEqual([["d", "c", "b"]]);
    expect(merged?.[0][1].isRead).toBe(true);
  });

  it("are not taken for new when older than the newest listed (a notice moved out of a filter and back)", () => {
    expect(ids(withArrivals(listed, [notice("c", 30), notice("z", 25)], 3) ?? undefined)).toEqual([["c", "b"], ["a"]]);
  });

  it("fill an empty history", () => {
    expect(withArrivals([], [notice("a", 10)], 3)).toEqual([[notice("a", 10)]]);
    expect(withArrivals([[]], [notice("a", 10)], 3)).toEqual([[notice("a", 10)]]);
  });

  it("ask for the whole history again when a full page of them came, since more may have", () => {
    expect(withArrivals(listed, [notice("f", 59), notice("e", 50), notice("d", 40)], 3)).toBeNull();
  });
});
