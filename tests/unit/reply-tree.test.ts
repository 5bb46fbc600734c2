import { describe, expect, it } from "vitest";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { canDeleteReply, canReactToReply, markReplyDisliked, markReplyLiked } from "@/components/replies/reply-state";
import { flattenReplyTree, mergeReplies, removeDeletedReply, replaceReply } from "@/components/replies/reply-tree";
import type { ReplyDto } from "@/lib/replies/reply-dto";

function author(username: string): NonNullable<ReplyDto["user"]> {
  return { id: `id_${username}`, externalId: `user_${username}`, username, role: "USER", imageUrl: null, isVerified: false, status: "AMATEUR", points: 0, isOnline: false };
}

function reply(id: string, minute: number, overrides: Partial<ReplyDto> = {}): ReplyDto {
  return {
    id,
    threadId: "thread",
    parentReplyId: null,
    content: `Reply ${id}`,
    createdAt: new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString(),
    editedAt: null,
    user: author(`author_${id}`),
    hasLiked: false,
    hasDisliked: false,
    likesCount: 0,
    dislikesCount: 0,
    hasBookmarked: false,
    media: [],
    isDeleted: false,
    premiumLocked: false,
    authorMuted: false,
    ...overrides,
  };
}

const viewer = (overrides: Partial<ViewerSummary> = {}): ViewerSummary => ({
  id: "id_me",
  username: "me",
  role: "USER",
  planType: "BASIC",
  isPaid: true,
  isStaff: false,
  ...overrides,
});

describe("reply tree", () => {
  it("lists each reply after the one it answers, oldest first at every level, with its depth and parent's author", () => {
    const replies = [
      reply("b", 2),
      reply("a2", 5, { parentReplyId: "a" }),
      reply("a", 1),
      reply("a1", 3, { parentReplyId: "a" }),
      reply("a1x", 4, { parentReplyId: "a1" }),
    ];
    expect(flattenReplyTree(replies).map(({ reply, level, parentUsername }) => [reply.id, level, parentUsername])).toEqual([
      ["a", 0, null],
      ["a1", 1, "author_a"],
      ["a1x", 2, "author_a1"],
      ["a2", 1, "author_a"],
      ["b", 0, null],
    ]);
  });

  it("keeps counting levels past the indentation cap", () => {
    const chain = Array.from({ length: 7 }, (_, i) => reply(`r${i}`, i, { parentReplyId: i === 0 ? null : `r${i - 1}` }));
    expect(flattenReplyTree(chain).map((entry) => entry.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("shows a reply whose parent is not loaded at the top level, and a deleted parent's answers without a name", () => {
    const entries = flattenReplyTree([reply("orphan", 1, { parentReplyId: "missing" }), reply("gone", 0, { user: null, isDeleted: true }), reply("child", 2, { parentReplyId: "gone" })]);
    expect(entries.map(({ reply, level, parentUsername }) => [reply.id, level, parentUsername])).toEqual([
      ["gone", 0, null],
      ["child", 1, null],
      ["orphan", 0, null],
    ]);
  });

  it("merges a page without repeating replies, taking the newer copy", () => {
    const merged = mergeReplies([reply("a", 1), reply("b", 2)], [reply("b", 2, { likesCount: 3 }), reply("c", 3)]);
    expect(merged.map((r) => [r.id, r.likesCount])).toEqual([["a", 0], ["b", 3], ["c", 0]]);
    expect(replaceReply(merged, reply("a", 1, { content: "edited" }))[0].content).toBe("edited");
  });
});

describe("deleting a reply", () => {
  it("keeps a reply with answers as [deleted], without author or reactions", () => {
    const [kept] = removeDeletedReply([reply("a", 1, { likesCount: 2, hasLiked: true }), reply("b", 2, { parentReplyId: "a" })], "a", true);
    expect(kept).toMatchObject({ id: "a", content: "[deleted]", user: null, isDeleted: true, likesCount: 0, hasLiked: false });
  });

  it("removes a reply without answers and the [deleted] replies it leaves without answers", () => {
    const replies = [
      reply("top", 0, { user: null, isDeleted: true, content: "[deleted]" }),
      reply("middle", 1, { parentReplyId: "top", user: null, isDeleted: true, content: "[deleted]" }),
      reply("leaf", 2, { parentReplyId: "middle" }),
      reply("other", 3),
    ];
    expect(removeDeletedReply(replies, "leaf", false).map((r) => r.id)).toEqual(["other"]);
  });

  it("keeps a [deleted] parent that still has other answers", () => {
    const replies = [
      reply("top", 0, { user: null, isDeleted: true, content: "[deleted]" }),
      reply("one", 1, { parentReplyId: "top" }),
      reply("two", 2, { parentReplyId: "top" }),
    ];
    expect(removeDeletedReply(replies, "one", false).map((r) => r.id)).toEqual(["top", "two"]);
  });
});

describe("reply reactions and deletion rights", () => {
  it("allows one reaction to another member's readable reply", () => {
    expect(canReactToReply(reply("a", 1), viewer())).toBe(true);
    expect(canReactToReply(reply("a", 1), null)).toBe(false);
    expect(canReactToReply(reply("a", 1, { user: author("me") }), viewer())).toBe(false);
    expect(canReactToReply(reply("a", 1, { hasLiked: true }), viewer())).toBe(false);
    expect(canReactToReply(reply("a", 1, { hasDisliked: true }), viewer())).toBe(false);
    expect(canReactToReply(reply("a", 1, { premiumLocked: true }), viewer())).toBe(false);
    expect(canReactToReply(reply("a", 1, { isDeleted: true, user: null }), viewer())).toBe(false);
  });

  it("counts the optimistic like or dislike", () => {
    expect(markReplyLiked(reply("a", 1, { likesCount: 4 }))).toMatchObject({ hasLiked: true, likesCount: 5 });
    expect(markReplyDisliked(reply("a", 1))).toMatchObject({ hasDisliked: true, dislikesCount: 1 });
  });

  it("lets the author and staff delete", () => {
    expect(canDeleteReply(reply("a", 1, { user: author("me") }), viewer())).toBe(true);
    expect(canDeleteReply(reply("a", 1), viewer())).toBe(false);
    expect(canDeleteReply(reply("a", 1), viewer({ role: "MODERATOR", isStaff: true }))).toBe(true);
    expect(canDeleteReply(reply("a", 1, { isDeleted: true, user: null }), viewer({ role: "ADMIN", isStaff: true }))).toBe(false);
    expect(canDeleteReply(reply("a", 1), null)).toBe(false);
  });
});
