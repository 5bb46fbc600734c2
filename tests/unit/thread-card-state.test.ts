import { describe, expect, it } from "vitest";
import { nextThreadPageUrl, threadPageUrl } from "@/components/forum/feed-pages";
import { joinPages } from "@/components/threads/join-pages";
import { hasNextPage } from "@/lib/pagination/pages";
import { changeItemInPages } from "@/lib/swr/change-cached-item";
import { ApiError } from "@/lib/http/api-fetch";
import { encodeCursor } from "@/lib/pagination/cursor";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import { markPotd, potdFailureToast, toggleDislike, toggleLike, togglePinned } from "@/components/threads/thread-state";
import { likeToast } from "@/components/threads/thread-requests";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { threadDto } from "../helpers/thread-dto";

function thread(id: string, overrides: Partial<ThreadDto> = {}): ThreadDto {
  return threadDto({ id, title: `Thread ${id}`, ...overrides });
}

describe("optimistic reactions", () => {
  it("toggles a like and replaces a dislike", () => {
    const liked = toggleLike(thread("a", { likesCount: 2, hasDisliked: true, dislikesCount: 1 }));
    expect(liked).toMatchObject({ hasLiked: true, likesCount: 3, hasDisliked: false, dislikesCount: 0 });
    expect(toggleLike(liked)).toMatchObject({ hasLiked: false, likesCount: 2 });
  });

  it("toggles a dislike and replaces a like", () => {
    const disliked = toggleDislike(thread("a", { hasLiked: true, likesCount: 1 }));
    expect(disliked).toMatchObject({ hasDisliked: true, dislikesCount: 1, hasLiked: false, likesCount: 0 });
    expect(toggleDislike(disliked)).toMatchObject({ hasDisliked: false, dislikesCount: 0 });
  });

  it("never counts below zero", () => {
    expect(toggleLike(thread("a", { hasLiked: true, likesCount: 0 })).likesCount).toBe(0);
    expect(toggleDislike(thread("a", { hasDisliked: true, dislikesCount: 0 })).dislikesCount).toBe(0);
  });

  it("marks Post of the Day once and flips the pin", () => {
    const marked = markPotd(thread("a", { potdCount: 4 }));
    expect(marked).toMatchObject({ hasPotd: true, potdCount: 5 });
    expect(markPotd(marked).potdCount).toBe(5);
    expect(togglePinned(thread("a")).isPinned).toBe(true);
  });
});

describe("toasts", () => {
  it("names the like outcome from wasLiked", () => {
    expect(likeToast(false).title).toBe("You liked this post");
    expect(likeToast(true).title).toBe("You unliked this post");
  });

  it("maps Post of the Day failures by error code, never by message", () => {
    const used = new ApiError(409, "POTD_ALREADY_USED", "You have already used your Post of the Day today.", {});
    expect(potdFailureToast(used)).toEqual({
      title: "Daily Limit Reached",
      description: "You've already marked a post as Post of the Day today. Try again tomorrow!",
      variant: "destructive",
    });
    const missing = new ApiError(404, "NOT_FOUND", "Thread not found", {});
    expect(potdFailureToast(missing)).toMatchObject({ title: "Post Not Found", description: "The post you're trying to mark couldn't be found." });
    // A message that reads like a known case but carries another code is just shown.
    const other = new ApiError(400, "INVALID_INPUT", "already used", {});
    expect(potdFailureToast(other)).toMatchObject({ title: "Error", description: "already used" });
    expect(potdFailureToast(new TypeError("Failed to fetch"))).toMatchObject({ title: "Error", description: "Failed to mark as Post of the Day" });
  });
});

describe("thread feed pages", () => {
  const older = thread("old", { createdAt: "2026-01-01T00:00:00.000Z", lastActivityAt: "2026-01-05T00:00:00.000Z" });
  const middle = thread("mid", { createdAt: "2026-02-01T00:00:00.000Z", lastActivityAt: "2026-02-05T00:00:00.000Z" });
  const newer = thread("new", { createdAt: "2026-03-01T00:00:00.000Z", lastActivityAt: "2026-03-05T00:00:00.000Z" });
  const filters = { sort: "recent", timeRange: "all", filter: "all" } as const;
  const fullPage = (last: ThreadDto) => [...Array.from({ length: THREAD_PAGE_SIZE - 1 }, (_, i) => thread(`t${i}`)), last];

  it("joins pages without repeating a thread that moved to a later page", () => {
    expect(joinPages([[newer, middle], [middle, older]]).map((t) => t.id)).toEqual(["new", "mid", "old"]);
  });

  it("asks for the next page from the last thread's sort key, and for none after a short page", () => {
    const page = fullPage(middle);
    const next = new URL(nextThreadPageUrl("general", filters, page)!, "http://x");
    expect(next.searchParams.get("cursor")).toBe(encodeCursor({ key: middle.lastActivityAt, id: "mid" }));
    const byNew = new URL(nextThreadPageUrl("general", { ...filters, sort: "new" }, page)!, "http://x");
    expect(byNew.searchParams.get("cursor")).toBe(encodeCursor({ key: middle.createdAt, id: "mid" }));
    expect(nextThreadPageUrl("general", filters, [newer, middle])).toBeNull();
    expect(nextThreadPageUrl("general", filters, [])).toBeNull();
  });

  it("leaves pinned threads out of the pages and keeps the filters in the URL", () => {
    const url = new URL(threadPageUrl("general", { sort: "new", timeRange: "week", filter: "all" }), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pinnedByUserFilter: "exclude",
      sort: "new",
      timeRange: "week",
      limit: String(THREAD_PAGE_SIZE),
    });
  });

  it("lists what is new by recent activity, pinned threads among the others, and pages it by activity", () => {
    const onlyNew = { sort: "new", timeRange: "week", filter: "new" } as const;
    const url = new URL(threadPageUrl("general", onlyNew), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pinnedByUserFilter: "include",
      sort: "recent",
      timeRange: "week",
      limit: String(THREAD_PAGE_SIZE),
      filter: "new",
    });
    const next = new URL(nextThreadPageUrl("general", onlyNew, fullPage(middle))!, "http://x");
    expect(next.searchParams.get("cursor")).toBe(encodeCursor({ key: middle.lastActivityAt, id: "mid" }));
  });

  it("continues the hot list from the last thread's hot score and the top list from its likes minus dislikes", () => {
    const last = thread("last", { hotScore: 39_812.25, likesCount: 9, dislikesCount: 2 });
    const cursorOf = (sort: "hot" | "top") => new URL(nextThreadPageUrl("general", { ...filters, sort }, fullPage(last))!, "http://x").searchParams.get("cursor");
    expect(cursorOf("hot")).toBe(encodeCursor({ key: 39_812.25, id: "last" }));
    expect(cursorOf("top")).toBe(encodeCursor({ key: 7, id: "last" }));
  });

  it("knows a full last page may have a next one", () => {
    expect(hasNextPage(undefined, THREAD_PAGE_SIZE)).toBe(false);
    expect(hasNextPage([[newer]], THREAD_PAGE_SIZE)).toBe(false);
    expect(hasNextPage([fullPage(older)], THREAD_PAGE_SIZE)).toBe(true);
  });

  it("changes one thread wherever it sits and leaves the others as they are", () => {
    const pages = [[newer, middle], [older]];
    const next = changeItemInPages(pages, "old", (t) => ({ ...t, likesCount: 9 }));
    expect(next[1][0].likesCount).toBe(9);
    expect(next[0][0]).toBe(newer);
    expect(next[0][1]).toBe(middle);
  });
});
