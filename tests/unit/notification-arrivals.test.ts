import { describe, expect, it } from "vitest";
import { serverHasMore, withArrivals } from "@/components/notifications/notification-arrivals";
import type { NotificationDto } from "@/lib/notifications/notification-dto";

const notice = (id: string, minute: number, isRead = false): NotificationDto => ({
  id,
  type: "REPLY",
  isRead,
  threadId: "t1",
  replyId: null,
  threadTitle: "A thread",
  categoryId: "general",
  eventId: null,
  replyPreview: null,
  action: null,
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

  it("take a listed notice marked unread elsewhere", () => {
    const read = [[notice("c", 30, true), notice("b", 20, true)]];
    const merged = withArrivals(read, [notice("c", 30), notice("b", 20, true)], 3);
    expect(merged?.[0].map((item) => [item.id, item.isRead])).toEqual([["c", false], ["b", true]]);
  });

  it("leave the marks changed here since the fresh page was asked for, whose calls it may predate", () => {
    const listed = [[notice("c", 30, true), notice("b", 20)]];
    const merged = withArrivals(listed, [notice("c", 30), notice("b", 20, true)], 3, (id) => id === "c");
    expect(merged?.[0].map((item) => [item.id, item.isRead])).toEqual([["c", true], ["b", true]]);
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
    expect(withArrivals([], [notice("a", 10)], 3)).toEqual([[{ ...notice("a", 10), arrived: true }]]);
    expect(withArrivals([[]], [notice("a", 10)], 3)).toEqual([[{ ...notice("a", 10), arrived: true }]]);
  });

  it("ask for the whole history again when a full page of them came, since more may have", () => {
    expect(withArrivals(listed, [notice("f", 59), notice("e", 50), notice("d", 40)], 3)).toBeNull();
  });
});

describe("whether the server has more after the listed pages", () => {
  it("says so by the last page as the server paged it: full, yes; short, no", () => {
    expect(serverHasMore([[notice("c", 30), notice("b", 20)], [notice("a", 10)]], 2)).toBe(false);
    expect(serverHasMore([[notice("c", 30), notice("b", 20)]], 2)).toBe(true);
    expect(serverHasMore([[]], 2)).toBe(false);
    expect(serverHasMore(undefined, 2)).toBe(false);
  });

  it("does not count the notices that came on top of a short list, which the server has no more after", () => {
    const ended = [[notice("b", 20)]];
    const grown = withArrivals(ended, [notice("d", 40), notice("c", 30), notice("b", 20)], 3)!;
    expect(ids(grown)).toEqual([["d", "c", "b"]]);
    expect(serverHasMore(ended, 3)).toBe(false);
    expect(serverHasMore(grown, 3)).toBe(false);
    // Read again from the server, the same page is full, and there may be more.
    expect(serverHasMore([[notice("d", 40), notice("c", 30), notice("b", 20)]], 3)).toBe(true);
  });

  it("keeps the arrivals' mark as they are marked read", () => {
    const grown = withArrivals([[notice("b", 20)]], [notice("c", 30), notice("b", 20)], 3)!;
    const read = withArrivals(grown, [notice("c", 30, true), notice("b", 20)], 3)!;
    expect(read[0][0]).toMatchObject({ id: "c", isRead: true, arrived: true });
  });
});
