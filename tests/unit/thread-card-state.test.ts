import { describe, expect, it } from "vitest";
import { appendPage, applyThreadChange, removeThread } from "@/components/forum/feed-pages";
import { likeToast, markPotd, potdFailureToast, toggleDislike, toggleLike, togglePinned } from "@/components/threads/thread-state";
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

  it("maps Post of the Day failures", () => {
    expect(potdFailureToast("You have already used your Post of the Day today.")).toEqual({
      title: "Daily Limit Reached",
      description: "You've already marked a post as Post of the Day today. Try again tomorrow!",
      variant: "destructive",
    });
    expect(potdFailureToast("Thread not found")).toMatchObject({ title: "Post Not Found", description: "The post you're trying to mark couldn't be found." });
    expect(potdFailureToast("Failed to mark as Post of the Day")).toMatchObject({ title: "Error", description: "Failed to mark as Post of the Day" });
  });
});

describe("thread feed", () => {
  const older = thread("old", { createdAt: "2026-01-01T00:00:00.000Z", lastActivityAt: "2026-01-01T00:00:00.000Z" });
  const middle = thread("mid", { createdAt: "2026-02-01T00:00:00.000Z", lastActivityAt: "2026-02-01T00:00:00.000Z" });
  const newer = thread("new", { createdAt: "2026-03-01T00:00:00.000Z", lastActivityAt: "2026-03-01T00:00:00.000Z" });

  it("appends a page without repeating threads", () => {
    expect(appendPage([newer, middle], [middle, older]).map((t) => t.id)).toEqual(["new", "mid", "old"]);
  });

  it("moves a pinned thread to the top of the pinned group", () => {
    const feed = { pinned: [thread("p")], regular: [newer, middle, older] };
    const next = applyThreadChange(feed, { ...middle, isPinned: true }, "recent");
    expect(next.pinned.map((t) => t.id)).toEqual(["mid", "p"]);
    expect(next.regular.map((t) => t.id)).toEqual(["new", "old"]);
  });

  it("puts an unpinned thread back in order among the others", () => {
    const feed = { pinned: [{ ...middle, isPinned: true }], regular: [newer, older] };
    const next = applyThreadChange(feed, middle, "new");
    expect(next.pinned).toEqual([]);
    expect(next.regular.map((t) => t.id)).toEqual(["new", "mid", "old"]);
    const oldest = applyThreadChange({ pinned: [{ ...older, isPinned: true }], regular: [newer] }, older, "recent");
    expect(oldest.regular.map((t) => t.id)).toEqual(["new", "old"]);
  });

  it("updates a thread in place and removes a deleted one", () => {
    const feed = { pinned: [], regular: [newer, middle] };
    expect(applyThreadChange(feed, { ...middle, likesCount: 9 }, "recent").regular[1].likesCount).toBe(9);
    expect(removeThread(feed, "new").regular.map((t) => t.id)).toEqual(["mid"]);
  });
});
